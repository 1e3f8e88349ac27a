import { describe, expect, it } from 'vitest';
import { describeSendFailure } from './send-failure';

const sesError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('a failed send, as the owner reads it in Stato del sistema', () => {
  it('says in Italian why SES refused it, with SES’s own words after', () => {
    const line = describeSendFailure(
      sesError('MessageRejected', 'Email address is not verified: guest@example.it'),
    );
    expect(line).toMatch(/^SES ha rifiutato il messaggio/);
    expect(line).toContain('Dettaglio: MessageRejected: Email address is not verified');
  });

  it('tells a paused account and a throttled send apart', () => {
    expect(describeSendFailure(sesError('AccountSendingPausedException', 'paused'))).toMatch(
      /^L’invio di e-mail è sospeso sull’account SES/,
    );
    expect(describeSendFailure(sesError('Throttling', 'Maximum sending rate exceeded'))).toMatch(
      /^Troppe e-mail in poco tempo/,
    );
  });

  it('calls a network that never reached SES unreachable, and anything else refused', () => {
    expect(describeSendFailure(new Error('connect ECONNREFUSED 127.0.0.1:8005'))).toBe(
      'SES non raggiungibile. Dettaglio: connect ECONNREFUSED 127.0.0.1:8005',
    );
    expect(describeSendFailure('boom')).toBe('SES non ha accettato il messaggio. Dettaglio: boom');
  });
});
