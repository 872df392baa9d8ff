import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
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
    this.global.catch(status < 500 ? contactError(messageOf(exception), status) : exception, host);
  }
}
