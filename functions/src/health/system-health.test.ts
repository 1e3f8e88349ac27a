import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { buildPath } from '@catania/shared/api/path';
import { routes } from '@catania/shared/api/routes';
import { METRICS_SERVICE, metricNames } from '@catania/shared/config/metrics';
import { type SystemHealth, systemHealthResponse } from '@catania/shared/schemas/health';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import { type FeedServer, renderFixture, startFeedServer } from '@catania/testing/ical-feed-server';
import {
  eventually,
  guestAddress,
  mailsTo,
  postWebhook,
  signedEvent,
} from '@catania/testing/payments';
import { tableFixtures } from '@catania/testing/table-fixtures';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SesMailEvent } from '../mail/mail-events';

/**
 * 'Stato del sistema' against DynamoDB Local and the SES emulator: a feed that keeps failing and
 * mails that cannot be delivered show up in the admin API, and an undelivered mail can be resent.
 */
let api: TestApi;
let feeds: FeedServer;
let admin: AdminClient;
let fixtures: ReturnType<typeof tableFixtures>;

beforeAll(async () => {
  feeds = await startFeedServer();
  await useTestAdminCredentials();
  process.env.ICAL_ALLOW_PRIVATE_HOSTS = '127.0.0.1';
  process.env.ICAL_FETCH_TIMEOUT_MS = '1500';
  api = await startTestApi();
  // The local stack leaves CloudWatch's metric lines out; here they are what is tested.
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  process.env.POWERTOOLS_METRICS_NAMESPACE = 'catania-test';
  fixtures = tableFixtures(api.tableName);
  admin = await signIn(api);
});
afterAll(async () => {
  await api?.stop();
  await feeds?.stop();
});

/** Modules that read the config: imported only once startTestApi has set it. */
const load = async () => ({
  outbox: await import('../mail/outbox'),
  repo: await import('../mail/outbox-repo'),
  syncJob: await import('../jobs/sync-calendars-job'),
  mailEvent: await import('../jobs/handle-mail-event'),
});

async function health(): Promise<SystemHealth> {
  const response = await admin.fetch(routes.getSystemHealth.path);
  expect(response.status).toBe(200);
  return systemHealthResponse.parse(await response.json());
}

async function retry(id: string) {
  return admin.send('POST', buildPath(routes.retryMail.path, { id }));
}

/** A mail SES takes (the emulator accepts it), sent through the outbox; its SES message id. */
async function sentMail(to: string, subject: string): Promise<{ id: string; messageId: string }> {
  const { outbox, repo } = await load();
  const id = `health-${Math.random().toString(36).slice(2)}`;
  await outbox.deliverMail({
    id,
    kind: 'owner-notice',
    to: [to],
    subject,
    html: '<p>ok</p>',
    text: 'ok',
  });
  const stored = await repo.getMail(id);
  expect(stored?.messageId).toBeTruthy();
  return { id, messageId: stored?.messageId as string };
}

/**
 * The metrics `work` emits, read from the embedded metric format lines on stdout as CloudWatch
 * reads them: name -> values, for lines in the namespace and with the dimension the alarms use.
 */
async function emittedMetrics(work: () => Promise<unknown>): Promise<Record<string, number[]>> {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    lines.push(String(chunk));
    // Read here, not printed: a test run's output stays readable.
    return String(chunk).includes('"_aws"') ? true : write(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    await work();
  } catch {
    // The caller checks what the work answers; here only what it emitted.
  } finally {
    process.stdout.write = write;
  }
  const metrics: Record<string, number[]> = {};
  for (const line of lines.join('').split('\n')) {
    if (!line.includes('"_aws"')) continue;
    const emf = JSON.parse(line);
    const [directive] = emf._aws.CloudWatchMetrics;
    if (directive.Namespace !== 'catania-test' || emf.service !== METRICS_SERVICE) continue;
    expect(directive.Dimensions).toEqual([['service']]);
    for (const { Name } of directive.Metrics) metrics[Name] = [...(metrics[Name] ?? []), emf[Name]];
  }
  return metrics;
}

/** SES's event, as EventBridge hands it to the handler. */
const sesEvent = (detail: SesMailEvent) => ({ 'detail-type': 'SES event', detail });

describe("'Stato del sistema': a feed that keeps failing", () => {
  it('shows the feed failing with its last good sync and error; a sync run where every feed fails fails', async () => {
    let up = true;
    feeds.route('/flaky.ics', (_req, res) => {
      if (up) {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.end(renderFixture('airbnb'));
      } else {
        res.writeHead(500);
        res.end('boom');
      }
    });
    const created = await admin.send('POST', routes.createCalendar.path, {
      apartmentId: 'appartamento-3',
      icalUrl: feeds.url('/flaky.ics'),
    });
    expect(created.status).toBe(201);
    const { calendar } = routes.createCalendar.response.parse(await created.json());
    expect(calendar.lastError).toBeNull();

    // Its last good sync two hours ago (the clock is in the data): then the feed breaks.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await fixtures.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: { pk: `CALENDAR#${calendar.id}`, sk: 'CALENDAR' },
        UpdateExpression: 'SET lastSyncAt = :at, createdAt = :at',
        ExpressionAttributeValues: { ':at': twoHoursAgo },
      }),
    );
    up = false;
    const { syncJob } = await load();
    // The only feed failed: the run fails (Lambda retries it, then the failure queue's alarm).
    await expect(syncJob.handler()).rejects.toThrow(/every calendar failed/);
    // What the alarms watch: the failed sync, and one feed failing for over an hour.
    const metrics = await emittedMetrics(() => syncJob.handler());
    expect(metrics[metricNames.syncsFailed]).toEqual([1]);
    expect(metrics[metricNames.feedsFailing]).toEqual([1]);

    const failing = await health();
    expect(failing.feeds).toEqual([
      expect.objectContaining({
        id: calendar.id,
        apartmentId: 'appartamento-3',
        failing: true,
        lastSyncAt: twoHoursAgo,
        lastError: 'Il server del calendario ha risposto con un errore (HTTP 500).',
      }),
    ]);
    // One failure for the spell, not one per run.
    const feedFailures = failing.recentFailures.filter((f) => f.source === 'calendar-sync');
    expect(feedFailures).toHaveLength(1);
    // In the owner's words: the apartment by its name, never its id.
    expect(feedFailures[0]?.message).toContain('Calendario di Suite Romantica Bellini');
    expect(feedFailures[0]?.message).not.toContain('appartamento-3');

    up = true;
    await expect(syncJob.handler()).resolves.toMatchObject({ synced: 1, failed: 0, failing: 0 });
    const recovered = (await health()).feeds[0];
    expect(recovered).toMatchObject({ failing: false, lastError: null });
    expect(recovered?.lastSyncAt).not.toBe(twoHoursAgo);
  }, 60_000);
});

describe("'Stato del sistema': mail that cannot be delivered", () => {
  it('lists a mail whose retries ran out, and never drops it', async () => {
    const { outbox, repo } = await load();
    const to = guestAddress('retries');
    const id = `refused-${Date.now()}`;
    // SES (the emulator) refuses a mail without a subject, every time.
    await outbox.deliverMail({
      id,
      kind: 'owner-notice',
      to: [to],
      subject: '',
      html: 'x',
      text: 'x',
    });
    let now = new Date();
    for (let attempt = 1; attempt < repo.MAIL_MAX_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + repo.retryDelayMs(attempt) + 1_000);
      await outbox.flushOutbox(now);
    }
    const mail = (await health()).undeliveredMails.find((m) => m.id === id);
    expect(mail).toMatchObject({
      to: [to],
      reason: 'retries',
      attempts: repo.MAIL_MAX_ATTEMPTS,
      error: expect.any(String),
    });
    // Out of the outbox for good: the job does not try it again by itself.
    const later = new Date(now.getTime() + 24 * 3_600_000);
    expect((await repo.listDueMails(later)).some((m) => m.id === id)).toBe(false);
    expect((await health()).recentFailures.some((f) => f.message.includes(to))).toBe(true);
  });

  it('lists a mail SES bounced, and Riprova sends it again', async () => {
    const { mailEvent } = await load();
    const to = guestAddress('bounce');
    const { id, messageId } = await sentMail(to, 'Conferma della prenotazione');
    const bounced = await emittedMetrics(() =>
      mailEvent.handler(
        sesEvent({
          eventType: 'Bounce',
          mail: { messageId, destination: [to] },
          bounce: {
            bounceType: 'Transient',
            bounceSubType: 'MailboxFull',
            bouncedRecipients: [
              { emailAddress: to, diagnosticCode: 'smtp; 452 4.2.2 mailbox full' },
            ],
          },
        }),
      ),
    );
    expect(bounced[metricNames.mailsUndeliverable]).toEqual([1]);
    const listed = (await health()).undeliveredMails.find((m) => m.id === id);
    expect(listed).toMatchObject({ reason: 'bounced', subject: 'Conferma della prenotazione' });
    expect(listed?.error).toContain('mailbox full');
    // A temporary bounce does not suppress the address.
    expect((await health()).suppressedAddresses.map((s) => s.address)).not.toContain(to);

    let response = new Response();
    const resent = await emittedMetrics(async () => {
      response = await retry(id);
    });
    expect(response.status).toBe(200);
    expect(routes.retryMail.response.parse(await response.json())).toEqual({ outcome: 'sent' });
    expect(resent[metricNames.mailsSent]).toEqual([1]);
    expect((await health()).undeliveredMails.some((m) => m.id === id)).toBe(false);
    await eventually(async () => (await mailsTo(api, to)).length === 2, {
      what: 'the resent mail',
    });
  });

  it('suppresses an address that bounced for good: later mail to it is held back, not retried forever', async () => {
    const { mailEvent, outbox } = await load();
    const to = guestAddress('gone');
    const first = await sentMail(to, 'Prima mail');
    await mailEvent.handler(
      sesEvent({
        eventType: 'Bounce',
        mail: { messageId: first.messageId, destination: [to] },
        bounce: {
          bounceType: 'Permanent',
          bounceSubType: 'General',
          bouncedRecipients: [{ emailAddress: to, diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
        },
      }),
    );
    expect((await health()).suppressedAddresses).toContainEqual(
      expect.objectContaining({
        address: to,
        reason: 'bounce',
        detail: 'smtp; 550 5.1.1 user unknown',
      }),
    );

    const id = `after-bounce-${Date.now()}`;
    await outbox.deliverMail({
      id,
      kind: 'guest-confirmation',
      to: [to],
      subject: 'Seconda mail',
      html: 'x',
      text: 'x',
    });
    const held = (await health()).undeliveredMails.find((m) => m.id === id);
    expect(held).toMatchObject({ reason: 'suppressed', attempts: 0 });
    expect(held?.error).toContain(to);
    // Riprova: still suppressed, so back in the list at once (SES would drop it in silence).
    const response = await retry(id);
    expect(routes.retryMail.response.parse(await response.json())).toEqual({
      outcome: 'undelivered',
    });
    expect((await health()).undeliveredMails.some((m) => m.id === id)).toBe(true);
    expect((await mailsTo(api, to)).map((m) => m.subject)).toEqual(['Prima mail']);
  });

  it('answers 404 for Riprova of a mail that is not undelivered', async () => {
    const to = guestAddress('fine');
    const { id } = await sentMail(to, 'Tutto bene');
    expect((await retry(id)).status).toBe(404);
    expect((await retry('no-such-mail')).status).toBe(404);
  });
});

describe("'Stato del sistema': the Stripe webhook", () => {
  it('counts and lists a delivery refused for its signature (a wrong signing secret)', async () => {
    const { payload, signature } = await signedEvent(
      api,
      {
        type: 'checkout.session.completed',
        object: { id: 'cs_test_x', object: 'checkout.session' },
      },
      { secret: 'whsec_not_the_endpoint_secret' },
    );
    let status = 0;
    const metrics = await emittedMetrics(async () => {
      status = (await postWebhook(api, payload, signature)).status;
    });
    expect(status).toBe(400);
    expect(metrics[metricNames.webhooksFailed]).toEqual([1]);
    expect((await health()).recentFailures).toContainEqual(
      expect.objectContaining({
        source: 'stripe-webhook',
        message: 'Webhook di Stripe rifiutato: firma non valida',
      }),
    );
  });

  it('a flood of forged deliveries leaves one counted line, not one item each', async () => {
    const { payload, signature } = await signedEvent(
      api,
      { type: 'payment_intent.succeeded', object: { id: 'pi_forged', object: 'payment_intent' } },
      { secret: 'whsec_forged_by_a_stranger' },
    );
    const refused = 'Webhook di Stripe rifiutato: firma non valida';
    const occurrences = async () =>
      (await health()).recentFailures
        .filter((f) => f.message === refused)
        .reduce((sum, f) => sum + f.occurrences, 0);
    const before = await occurrences();
    for (let i = 0; i < 25; i++) {
      expect((await postWebhook(api, payload, signature)).status).toBe(400);
    }
    expect(await occurrences()).toBe(before + 25);
    const { Items = [] } = await fixtures.db.send(
      new ScanCommand({
        TableName: api.tableName,
        FilterExpression: 'begins_with(pk, :failure) AND message = :refused',
        ExpressionAttributeValues: { ':failure': 'FAILURE#', ':refused': refused },
      }),
    );
    // One item per hour (two if the hour turned during the flood).
    expect(Items.length).toBeLessThanOrEqual(2);
  });
});

describe("'Stato del sistema': holds in flight", () => {
  it('lists a pending booking whose nights are held', async () => {
    const holdExpiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const createdAt = new Date().toISOString();
    await fixtures.db.send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: { pk: 'BOOKING#held-1', sk: 'BOOKING' },
        UpdateExpression:
          'SET gsi2pk = :c, gsi2sk = :s, id = :id, apartmentId = :a, guestName = :g, checkIn = :in, checkOut = :out, #status = :pending, holdExpiresAt = :h, createdAt = :t',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':c': 'BOOKING',
          ':s': `${createdAt}#held-1`,
          ':id': 'held-1',
          ':a': 'appartamento-1',
          ':g': 'Giulia Bianchi',
          ':in': '2027-03-01',
          ':out': '2027-03-04',
          ':pending': 'pending',
          ':h': holdExpiresAt,
          ':t': createdAt,
        },
      }),
    );
    expect((await health()).holds).toEqual([
      {
        bookingId: 'held-1',
        apartmentId: 'appartamento-1',
        checkIn: '2027-03-01',
        checkOut: '2027-03-04',
        guestName: 'Giulia Bianchi',
        holdExpiresAt,
        paymentProcessing: false,
      },
    ]);
  });
});
