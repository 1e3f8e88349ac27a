import { apiErrorBody } from '@catania/shared/schemas/common';
import { eventually, mailsTo } from '@catania/testing/payments';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const valid = {
  nome: 'Giulia',
  cognome: 'Russo',
  email: 'giulia@example.com',
  messaggio: 'Vorrei sapere se il parcheggio è disponibile ad agosto.',
  privacyConsent: true,
};

describe('POST /api/contacts', () => {
  it('stores a message and lists it newest first for the owner', async () => {
    const sent = Date.now();
    const first = await api.post('/api/contacts', {
      ...valid,
      telefono: '+39 333 1234567',
      checkIn: '2030-08-01',
      checkOut: '2030-08-05',
      marketingConsent: true,
    });
    const answered = Date.now();
    expect(first.status).toBe(201);
    const body = (await first.json()) as { success: boolean; id: string };
    expect(body.success).toBe(true);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await api.post('/api/contacts', { ...valid, nome: 'Marco' });
    expect(second.status).toBe(201);

    process.env.TABLE_NAME = api.tableName;
    const { listContacts } = await import('../contacts/contacts-repo');
    const messages = await listContacts();
    expect(messages.map((m) => m.nome)).toEqual(['Marco', 'Giulia']);
    const giulia = messages[1];
    expect(giulia).toMatchObject({
      id: body.id,
      email: 'giulia@example.com',
      telefono: '+39 333 1234567',
      checkIn: '2030-08-01',
      checkOut: '2030-08-05',
      privacyConsent: true,
      marketingConsent: true,
      consentVersion: '1.0',
    });
    // Stamped while the request was answered.
    expect(Date.parse(giulia?.created_at ?? '')).toBeGreaterThanOrEqual(sent);
    expect(Date.parse(giulia?.created_at ?? '')).toBeLessThanOrEqual(answered);
    expect(messages[0]).not.toHaveProperty('telefono');
    expect(messages[0]?.marketingConsent).toBe(false);
  });

  it("records the guest's language, which the owner's notice names; an unknown one is refused unechoed", async () => {
    const nome = `Emily${Math.random().toString(36).slice(2, 8)}`;
    const english = await api.post('/api/contacts', {
      ...valid,
      nome,
      email: 'emily@example.com',
      messaggio: 'Is there parking nearby in August?',
      locale: 'en',
    });
    expect(english.status).toBe(201);
    const { id } = (await english.json()) as { id: string };
    process.env.TABLE_NAME = api.tableName;
    const { listContacts } = await import('../contacts/contacts-repo');
    const stored = (await listContacts()).find((m) => m.id === id);
    expect(stored?.locale).toBe('en');
    const { env } = await import('../lib/env');
    const notice = await eventually(async () =>
      (await mailsTo(api, env.MAIL_OWNER)).find((m) => m.subject.includes(nome)),
    );
    expect(notice.body.text).toMatch(/Lingua:?\s+Inglese/);

    const unknown = await api.post('/api/contacts', { ...valid, locale: 'xx<script>' });
    expect(unknown.status).toBe(400);
    const text = await unknown.text();
    expect(apiErrorBody.parse(JSON.parse(text)).issues).toEqual([
      expect.objectContaining({ field: 'locale', message: 'Lingua non supportata' }),
    ]);
    expect(text).not.toContain('xx<script>');
  });

  it('refuses missing required fields with the Italian message of product §5', async () => {
    const response = await api.post('/api/contacts', { ...valid, nome: '  ', messaggio: '' });
    expect(response.status).toBe(400);
    const error = apiErrorBody.parse(await response.json());
    expect(error.issues?.map((i) => i.field).sort()).toEqual(['messaggio', 'nome']);
    expect(error.issues?.[0]?.message).toBe('Campi obbligatori mancanti');
  });

  it('refuses a message without privacy consent', async () => {
    const response = await api.post('/api/contacts', { ...valid, privacyConsent: false });
    expect(response.status).toBe(400);
    const error = apiErrorBody.parse(await response.json());
    expect(error.issues?.[0]?.message).toContain('Consenso privacy richiesto');
  });

  it('refuses a bad e-mail, a check-out before the check-in and unknown fields', async () => {
    for (const body of [
      { ...valid, email: 'non-una-email' },
      { ...valid, checkIn: '2030-08-05', checkOut: '2030-08-01' },
      { ...valid, admin: true },
    ]) {
      const response = await api.post('/api/contacts', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});
