import type { ApiErrorBody } from '@catania/shared/schemas/common';

/** An error with the HTTP answer it deserves. Anything else thrown becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiErrorBody['issues'],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return {
      error: this.message,
      code: this.code,
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}

export const badRequest = (message: string, issues?: ApiErrorBody['issues']) =>
  new HttpError(400, 'validation_error', message, issues);
export const notFound = (message = 'Risorsa non trovata') =>
  new HttpError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
export const unauthorized = (message = 'Accesso non autorizzato') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'Operazione non consentita') =>
  new HttpError(403, 'forbidden', message);
