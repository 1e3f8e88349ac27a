import { eventually, guestAddress, mailsTo } from '@catania/testing/payments';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

/** Modules that read the config: imported only once startTestApi has set it. */
const load = async () => ({
  mail: { ...(await import('./outbox')), ...(await import('./owner-notice')) },
  outbox: await import('./outbox-repo'),
});

describe('contact messages', () => {
  it('sends the owner a notice of every contact message, replying to the guest', async () => {
    const email = guestAddress('contact');
    const response = await api.post('/api/contacts', {
      nome: 'Sofia',
      cognome: '<Russo>',
      email,
      telefono: '+39 333 1234567',
      checkIn: '2027-06-01',
      checkOut: '2027-06-05',
      messaggio: 'Avete un parcheggio vicino?\nGrazie',
      privacyConsent: true,
    });
    expect(response.status).toBe(201);
    const mail = await eventually(async () =>
      (await mailsTo(api, 'info@cataniacentroapartments.it')).find((m) =>
        m.replyTo.includes(email),
      ),
    );
    expect(mail.subject).toBe('Nuovo messaggio dal sito: Sofia <Russo>');
    expect(mail.body.text).toContain('Avete un parcheggio vicino?');
    expect(mail.body.text).toContain('Check-in: 01/06/2027');
    expect(mail.body.html).toContain('Sofia &lt;Russo&gt;');
    expect(mail.from).toContain('info@cataniacentroapartments.it');
  });
});

describe('the outbox', () => {
  it('keeps a mail SES refused for a retry, without throwing, and the job sends it later', async () => {
    const { mail, outbox } = await load();
    const to = guestAddress('retry');
    const id = `test-${Date.now()}`;
    const now = new Date();
    // SES (the emulator) refuses a mail without a subject: a failed send.
    const broken = {
      id,
      kind: 'owner-notice' as const,
      to: [to],
      subject: '',
      html: '<p>x</p>',
      text: 'x',
    };
    expect(await outbox.enqueueMail(broken, now)).toBe(true);
    await expect(mail.sendQueued([broken])).resolves.toBeUndefined();
    const failed = await outbox.getMail(id);
    expect(failed?.attempts).toBe(1);
    expect(failed?.sentAt).toBeUndefined();
    // In the owner's words first (Stato del sistema shows it), SES's own after.
    expect(failed?.lastError).toMatch(/^SES .+\. Dettaglio: .+/);
    // Not due again at once (backoff), due after it.
    expect((await outbox.listDueMails(now)).some((m) => m.id === id)).toBe(false);
    const later = new Date(now.getTime() + outbox.retryDelayMs(1) + 1000);
    expect((await outbox.listDueMails(later)).some((m) => m.id === id)).toBe(true);

    // A good mail whose first sender died (its lease lapsed): the job's flush sends it, once.
    const goodId = `${id}-good`;
    const past = new Date(Date.now() - 10 * 60_000);
    await outbox.enqueueMail(
      {
        id: goodId,
        kind: 'owner-notice',
        to: [to],
        subject: 'Riprova',
        html: '<p>ok</p>',
        text: 'ok',
      },
      past,
    );
    const first = await mail.flushOutbox(new Date());
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const sent = await outbox.getMail(goodId);
    expect(sent?.sentAt).toBeTruthy();
    expect(sent?.messageId).toBeTruthy();
    await mail.flushOutbox(new Date());
    expect((await mailsTo(api, to)).filter((m) => m.subject === 'Riprova')).toHaveLength(1);
  });

  it('queues a mail id once: a repeated notice is not sent twice', async () => {
    const { mail } = await load();
    const to = guestAddress('once');
    const message = {
      id: `once-${Date.now()}`,
      kind: 'owner-notice' as const,
      to: [to],
      subject: 'Una volta',
      html: '<p>1</p>',
      text: '1',
    };
    // deliverMail resolves once SES has taken the mail: whatever was sent is in the emulator now.
    await Promise.all([
      mail.deliverMail(message),
      mail.deliverMail(message),
      mail.deliverMail(message),
    ]);
    expect(await mailsTo(api, to)).toHaveLength(1);
  });

  it('gives up after the last attempt, leaving the outbox', async () => {
    const { outbox } = await load();
    const id = `giveup-${Date.now()}`;
    const message = {
      id,
      kind: 'owner-notice' as const,
      to: ['x@example.it'],
      subject: 's',
      html: 'h',
      text: 't',
    };
    await outbox.enqueueMail(message);
    const result = await outbox.markMailFailed(
      { ...message, attempts: outbox.MAIL_MAX_ATTEMPTS - 1 },
      'boom',
    );
    expect(result.gaveUp).toBe(true);
    const far = new Date(Date.now() + 365 * 86_400_000);
    expect((await outbox.listDueMails(far)).some((m) => m.id === id)).toBe(false);
  });
});

describe('notifyOwner', () => {
  it('sends a free-form notice to the owner', async () => {
    const { mail } = await load();
    const subject = `Sincronizzazione fallita ${Date.now()}`;
    await mail.notifyOwner(subject, 'Il calendario Airbnb non risponde.\n\nRiprova più tardi.');
    const found = await eventually(async () =>
      (await mailsTo(api, 'info@cataniacentroapartments.it')).find((m) => m.subject === subject),
    );
    expect(found.body.text).toContain('Il calendario Airbnb non risponde.');
  });
});
