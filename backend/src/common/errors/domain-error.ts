import type { ErrorCode, ErrorKind } from '@umang/common';

/** The HTTP status the exception filter answers for each kind of refusal. */
export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

/**
 * A rule refused what was asked. Services throw these instead of HTTP exceptions,
 * so the CLI, jobs and tests can call them without Nest's HTTP layer; the exception
 * filter alone turns one into a status and `{ success: false, message, code }`.
 * `message` is the user-facing wording, which clients and tests compare letter for letter.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly code: ErrorCode = kind,
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): number {
    return STATUS_OF_KIND[this.kind];
  }
}

/** What was sent breaks a rule (400). */
export class InvalidError extends DomainError {
  constructor(message: string, code: ErrorCode = 'invalid') {
    super('invalid', message, code);
  }
}

/** Wrong credentials, or a missing or ended session (401). */
export class UnauthorizedError extends DomainError {
  constructor(message: string, code: ErrorCode = 'unauthorized') {
    super('unauthorized', message, code);
  }
}

/** The caller is known but may not do this (403). */
export class ForbiddenError extends DomainError {
  constructor(message: string, code: ErrorCode = 'forbidden') {
    super('forbidden', message, code);
  }
}

/** How "no such record" is said for one kind of record, wherever it is found missing. */
export interface NotFoundReason {
  readonly message: string;
  readonly code: ErrorCode;
}

/** No such record, or none the caller may see (404). */
export class NotFoundError extends DomainError {
  constructor(message: string, code: ErrorCode = 'not_found') {
    super('not_found', message, code);
  }

  static of(reason: NotFoundReason): NotFoundError {
    return new NotFoundError(reason.message, reason.code);
  }
}

/** The record's state does not allow the change (409). */
export class ConflictError extends DomainError {
  constructor(message: string, code: ErrorCode = 'conflict') {
    super('conflict', message, code);
  }
}

/** An uploaded file is not of a kind that is accepted (415). */
export class UnsupportedMediaError extends DomainError {
  constructor(message: string, code: ErrorCode = 'unsupported_media_type') {
    super('unsupported_media_type', message, code);
  }
}

/**
 * Too many requests (429). `retryAfterSeconds` becomes the `Retry-After` header, so
 * a refusal for going too fast says when to come back; null when waiting alone does
 * not help (the patient must pay for or cancel something first).
 */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null,
    code: ErrorCode = 'rate_limited',
  ) {
    super('rate_limited', message, code);
  }
}

/** Something the answer depends on is briefly out of reach (503). */
export class UnavailableError extends DomainError {
  constructor(message: string, code: ErrorCode = 'unavailable') {
    super('unavailable', message, code);
  }
}
