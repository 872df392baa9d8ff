import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A 429 that says when to come back: the exception filter sends `retryAfterSeconds`
 * as the `Retry-After` header, so every refusal for going too fast carries one,
 * whichever layer refused.
 */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ success: false, message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
