import { describe, expect, it } from 'vitest';
import { singleLine } from './headers';

describe('mail header text', () => {
  it('cannot carry a header of its own: CR, LF and other control characters become a space', () => {
    expect(singleLine('Nuovo messaggio da Mario\r\nBcc: tutti@example.com')).toBe(
      'Nuovo messaggio da Mario Bcc: tutti@example.com',
    );
    expect(singleLine('ospite@example.com\n')).toBe('ospite@example.com');
    expect(singleLine('a\u0000b\u2028c\td')).toBe('a b c d');
  });

  it('leaves ordinary Italian text as it is', () => {
    const subject = 'Prenotazione confermata – Appartamento Duomo, 12–15 dicembre (€ 420,00)';
    expect(singleLine(subject)).toBe(subject);
  });
});
