import type { ApiErrorBody } from '@catania/shared/schemas/common';
import {
  Conflict,
  type DomainError,
  InvalidCredentials,
  InvalidInput,
  NotConfigured,
  NotFound,
  RateLimited,
  UpstreamFailed,
} from '../lib/errors';

/** An error with the HTTP answer it deserves. Anything else thrown becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiErrorBody['issues'],
    readonly headers: Record<string, string> = {},
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

/**
 * The one place where the domain's refusals (functions/src/lib/errors.ts) get their status. A
 * subclass takes its parent's status (NightsTaken and InvalidTransition are Conflicts).
 */
const STATUS_OF: [new (...args: never[]) => DomainError, number][] = [
  [InvalidInput, 400],
  [InvalidCredentials, 401],
  [NotFound, 404],
  [Conflict, 409],
  [RateLimited, 429],
  [UpstreamFailed, 502],
  [NotConfigured, 503],
];

/** The HTTP answer to a domain error, or undefined for anything else (a fault: 500). */
export function fromDomainError(error: unknown): HttpError | undefined {
  const entry = STATUS_OF.find(([type]) => error instanceof type);
  if (!entry) return undefined;
  const domain = error as DomainError;
  const headers: Record<string, string> =
    domain instanceof RateLimited ? { 'retry-after': String(domain.retryAfterSeconds) } : {};
  return new HttpError(entry[1], domain.code, domain.message, domain.issues, headers);
}
