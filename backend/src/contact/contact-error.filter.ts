import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { TooManyRequestsException } from '../common/errors/too-many-requests.exception.js';
import { AllExceptionsFilter, messageOf } from '../common/filters/all-exceptions.filter.js';
import { contactError } from './contact.service.js';

/**
 * The contact form shows the answer's `error` field, so every client error of this
 * controller (validation pipe, rate limit, rules) carries it, equal to `message`.
 * Server errors keep the global answer: the form then shows its own fallback text.
 */
@Catch(HttpException)
export class ContactErrorFilter implements ExceptionFilter {
  private readonly global = new AllExceptionsFilter(null);

  catch(exception: HttpException, host: ArgumentsHost): void {
    const status = exception.getStatus();
    const message = messageOf(exception);
    if (exception instanceof TooManyRequestsException) {
      // Rebuilt with the form's field, keeping the wait the global filter sends as Retry-After.
      this.global.catch(
        new TooManyRequestsException(message, exception.retryAfterSeconds, { error: message }),
        host,
      );
      return;
    }
    this.global.catch(status < 500 ? contactError(message, status) : exception, host);
  }
}
