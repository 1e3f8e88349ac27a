import type { CalendarDate } from '@catania/shared/domain/dates';
import type { ApiErrorBody } from '@catania/shared/schemas/common';

/**
 * The refusals of the domain. Repositories and services throw these; they know nothing of HTTP.
 * The message is for the person (Italian, shown as is), the code for programs. The http kit
 * (functions/src/http/errors.ts) gives each kind its status, in one place. Anything else thrown is
 * a fault, answered with a bare 500.
 */
export type Issue = NonNullable<ApiErrorBody['issues']>[number];

export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request asks for something the rules do not allow (each issue names its field). */
export class InvalidInput extends DomainError {
  constructor(message: string, issues?: Issue[]) {
    super(message, 'validation_error', issues);
  }
}

/** No such thing (an unknown id, a token that opens nothing). */
export class NotFound extends DomainError {
  constructor(message = 'Risorsa non trovata', code = 'not_found') {
    super(message, code);
  }
}

/** The request clashes with the current state (a duplicate, a limit, a changed price). */
export class Conflict extends DomainError {
  constructor(message: string, code = 'conflict', issues?: Issue[]) {
    super(message, code, issues);
  }
}

const NIGHTS_TAKEN_MESSAGE = 'Le date selezionate non sono più disponibili';

/** Some nights of a stay are already held, sold or blocked. */
export class NightsTaken extends Conflict {
  constructor(readonly nights: readonly CalendarDate[] = []) {
    super(NIGHTS_TAKEN_MESSAGE, 'dates_unavailable');
  }
}

/** A status change the booking's life does not allow, or that someone else made first. */
export class InvalidTransition extends Conflict {
  constructor(message: string) {
    super(message, 'invalid_transition');
  }
}

/** Wrong username or password. */
export class InvalidCredentials extends DomainError {
  constructor(message: string) {
    super(message, 'invalid_credentials');
  }
}

/** Too many attempts: try again after `retryAfterSeconds`. */
export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'too_many_attempts');
  }
}

/** A service we depend on (Stripe) failed: nothing was changed, the guest may retry. */
export class UpstreamFailed extends DomainError {}

/** A capability is switched off by missing configuration (the admin password hash). */
export class NotConfigured extends DomainError {}
