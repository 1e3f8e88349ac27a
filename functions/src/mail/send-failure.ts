/**
 * Why SES did not take a mail, in the owner's words for 'Stato del sistema', followed by SES's own
 * text for whoever fixes it. SES answers in English with an error name; the names below are the
 * ones its SendEmail documents, plus the SDK's for a network that never reached it.
 */
const REASONS: Record<string, string> = {
  MessageRejected:
    'SES ha rifiutato il messaggio (spesso un mittente o un destinatario non verificato)',
  MailFromDomainNotVerifiedException: 'Il dominio del mittente non è verificato in SES',
  ConfigurationSetDoesNotExistException: 'La configurazione di invio di SES non esiste',
  ConfigurationSetSendingPausedException: 'L’invio è sospeso per questa configurazione di SES',
  AccountSendingPausedException: 'L’invio di e-mail è sospeso sull’account SES',
  Throttling: 'Troppe e-mail in poco tempo: limite di invio di SES superato',
  ThrottlingException: 'Troppe e-mail in poco tempo: limite di invio di SES superato',
  InvalidParameterValue: 'SES ha rifiutato un campo del messaggio',
  TimeoutError: 'SES non ha risposto in tempo',
};

const NETWORK = /ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|socket hang up/i;

/** The line stored with a failed attempt: the reason in Italian, then SES's name and message. */
export function describeSendFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  const reason =
    REASONS[name] ??
    (NETWORK.test(message) ? 'SES non raggiungibile' : 'SES non ha accettato il messaggio');
  const detail = [name && name !== 'Error' ? name : '', message].filter(Boolean).join(': ');
  return detail ? `${reason}. Dettaglio: ${detail}` : reason;
}
