import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactRequest } from './contact';

function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const form = {
  nome: 'Maria',
  cognome: 'Rossi',
  email: 'maria.rossi@example.it',
  messaggio: 'Vorremmo sapere se c’è un parcheggio vicino.',
  privacyConsent: true,
};

describe('contactRequest (product §5 contact form)', () => {
  it('accepts the required fields alone and fills marketing consent and version', () => {
    expect(contactRequest.parse(form)).toMatchObject({
      marketingConsent: false,
      consentVersion: '1.0',
    });
  });

  it('accepts the optional phone and dates', () => {
    expect(
      problems(contactRequest, {
        ...form,
        telefono: '+39 333 123 4567',
        checkIn: '2026-08-01',
        checkOut: '2026-08-05',
        marketingConsent: true,
      }),
    ).toEqual([]);
  });

  it('names each missing or blank required field with "Campi obbligatori mancanti"', () => {
    for (const field of ['nome', 'cognome', 'messaggio'] as const) {
      expect(problems(contactRequest, { ...form, [field]: undefined }), field).toEqual([
        `${field}: Campi obbligatori mancanti`,
      ]);
      expect(problems(contactRequest, { ...form, [field]: '   ' }), field).toEqual([
        `${field}: Campi obbligatori mancanti`,
      ]);
    }
  });

  it('refuses an invalid or missing email with "Email non valida"', () => {
    for (const email of ['maria', 'maria@', '@example.it', undefined]) {
      expect(problems(contactRequest, { ...form, email }), String(email)).toEqual([
        'email: Email non valida',
      ]);
    }
  });

  it('requires the privacy consent', () => {
    const message =
      'privacyConsent: Consenso privacy richiesto: Devi accettare il trattamento dei dati personali per continuare.';
    expect(problems(contactRequest, { ...form, privacyConsent: false })).toEqual([message]);
    expect(problems(contactRequest, { ...form, privacyConsent: undefined })).toEqual([message]);
  });

  it('refuses a check-out not after the check-in, and impossible dates', () => {
    expect(
      problems(contactRequest, { ...form, checkIn: '2026-08-05', checkOut: '2026-08-05' }),
    ).toEqual(['checkOut: La data di check-out deve essere successiva al check-in']);
    expect(problems(contactRequest, { ...form, checkIn: '2026-02-30' })).toEqual([
      'checkIn: Data non valida: usa il formato aaaa-mm-gg',
    ]);
    // One date alone is fine: the guest may only know the arrival.
    expect(problems(contactRequest, { ...form, checkIn: '2026-08-05' })).toEqual([]);
  });

  it('refuses fields it does not know', () => {
    expect(problems(contactRequest, { ...form, created_at: '2026-01-01T00:00:00Z' })).toHaveLength(
      1,
    );
  });

  it('bounds the message length', () => {
    expect(problems(contactRequest, { ...form, messaggio: 'a'.repeat(5000) })).toEqual([]);
    expect(problems(contactRequest, { ...form, messaggio: 'a'.repeat(5001) })).toHaveLength(1);
  });
});
