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

  it('wants a certificate with a custom domain', () => {
    expect(() => read({ ...cdkJsonContext(), domainName: 'www.example.it' })).toThrow(
      /certificateArn/,
    );
  });
});
