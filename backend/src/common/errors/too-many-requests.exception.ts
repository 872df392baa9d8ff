import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A 429 that says when to come back: the exception filter sends `retryAfterSeconds`
 * as the `Retry-After` header, so every refusal for going too fast carries one,
 * whichever layer refused.
 */
export class TooManyRequestsException extends HttpException {
  /** `extra` adds fields to the answer's body, as a controller's own error shape may need. */
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    extra: Record<string, unknown> = {},
  ) {
    super({ ...extra, success: false, message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
