import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { cdkJsonContext } from './testing';

const read = (context: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) =>
  readConfig((key) => context[key], env);

describe('config from CDK context', () => {
  it('takes cdk.json as it is', () => {
    const config = read(cdkJsonContext());
    expect(config).toMatchObject({
      name: 'catania',
      region: 'eu-central-1',
      parameterPrefix: '/catania',
      logRetentionDays: 30,
      sesSandbox: true,
      allowMissingHandlers: false,
      jobEveryMinutes: { syncCalendars: 15, releaseExpiredHolds: 5 },
      stripeWebhook: true,
    });
  });

  it('lets -c override the schedule, booleans and numbers (the CLI passes strings)', () => {
    const config = read({
      ...cdkJsonContext(),
      syncCalendarsEveryMinutes: '30',
      sesSandbox: 'false',
      apiRateLimit: '5',
      logRetentionDays: '90',
    });
    expect(config.jobEveryMinutes.syncCalendars).toBe(30);
    expect(config.sesSandbox).toBe(false);
    expect(config.apiRateLimit).toBe(5);
    expect(config.logRetentionDays).toBe(90);
  });

  it('falls back to the profile region and account', () => {
    const { region, ...rest } = cdkJsonContext();
    expect(region).toBeDefined();
    const config = read(rest, {
      CDK_DEFAULT_REGION: 'eu-south-1',
      CDK_DEFAULT_ACCOUNT: '123456789012',
    });
    expect(config).toMatchObject({ region: 'eu-south-1', account: '123456789012' });
  });

  it('lists every problem at once', () => {
    expect(() =>
      read({
        ...cdkJsonContext(),
        mailFrom: 'not-an-address',
        logRetentionDays: '31',
        syncCalendarsEveryMinutes: '0',
      }),
    ).toThrow(/mailFrom[\s\S]*logRetentionDays[\s\S]*syncCalendars/);
  });

  it("takes a property-manager account's apartments only as apartmentId=IdAppartamento pairs", () => {
    const config = read({
      ...cdkJsonContext(),
      alloggiatiApartments: 'appartamento-1=101, appartamento-2=7',
    });
    expect(config.alloggiatiApartments).toBe('appartamento-1=101, appartamento-2=7');
    for (const bad of ['101,102', 'appartamento-1=A1', 'appartamento-1=1234567']) {
      expect(() => read({ ...cdkJsonContext(), alloggiatiApartments: bad }), bad).toThrow(
        /alloggiatiApartments/,
      );
    }
  });

  it('wants a certificate with a custom domain', () => {
    expect(() => read({ ...cdkJsonContext(), domainName: 'www.example.it' })).toThrow(
      /certificateArn/,
    );
  });
});

describe('stages', () => {
  const withOperator = { ...cdkJsonContext(), operatorEmail: 'operatore@example.org' };

  it('keeps the bare names in production, mails owner and operator, watches the account', () => {
    expect(read(withOperator)).toMatchObject({
      stage: 'prod',
      name: 'catania',
      project: 'catania',
      parameterPrefix: '/catania',
      mailIdentity: 'cataniacentroapartments.it',
      mailFromDomain: 'bounce.cataniacentroapartments.it',
      alarmEmails: ['info@cataniacentroapartments.it', 'operatore@example.org'],
      accountMonitoring: true,
    });
  });

  it('derives a staging copy: its own names, mail subdomain and domain; the operator as owner', () => {
    const config = read({
      ...withOperator,
      stage: 'staging',
      hostedZoneId: 'Z1',
      hostedZoneName: 'cataniacentroapartments.it',
      domainName: 'www.cataniacentroapartments.it',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/prod',
    });
    expect(config).toMatchObject({
      stage: 'staging',
      name: 'catania-staging',
      parameterPrefix: '/catania-staging',
      mailIdentity: 'staging.cataniacentroapartments.it',
      mailFrom: 'info@staging.cataniacentroapartments.it',
      mailFromDomain: 'bounce.staging.cataniacentroapartments.it',
      domainName: 'staging.cataniacentroapartments.it',
      ownerEmail: 'operatore@example.org',
      alarmEmails: ['operatore@example.org'],
      accountMonitoring: false,
    });
    // Production's certificate does not cover the staging domain: the stacks make one.
    expect(config.certificateArn).toBeUndefined();
  });

  it('takes a stage’s own settings from stages.<stage>', () => {
    const config = read({
      ...withOperator,
      stage: 'staging',
      logLevel: 'WARN',
      stages: { staging: { logLevel: 'DEBUG', ownerEmail: 'prove@example.org' } },
    });
    expect(config).toMatchObject({ logLevel: 'DEBUG', ownerEmail: 'prove@example.org' });
    expect(read({ ...withOperator, stage: 'test', logLevel: 'WARN' }).logLevel).toBe('WARN');
  });

  it('verifies the owner’s address in the SES sandbox once per account', () => {
    const context = { ...cdkJsonContext(), ownerEmail: 'owner@gmail.com' };
    expect(read(context).ownerIdentity).toEqual({ address: 'owner@gmail.com', create: true });
    // Staging mailing the same owner uses production's identity of that address.
    expect(
      read({ ...context, stage: 'staging', stages: { staging: { ownerEmail: 'owner@gmail.com' } } })
        .ownerIdentity,
    ).toEqual({ address: 'owner@gmail.com', create: false });
    expect(read({ ...context, sesSandbox: 'false' }).ownerIdentity).toBeUndefined();
  });

  it('refuses a stage name that is not a plain word', () => {
    expect(() => read({ ...withOperator, stage: 'Staging_1' })).toThrow(/stage/);
  });
});
