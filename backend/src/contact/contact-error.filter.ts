import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { AllExceptionsFilter } from '../common/filters/all-exceptions.filter.js';
import { contactError } from './contact.service.js';

/** The text the global filter would answer as `message` for a client error. */
function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const { message } = body as { message?: unknown };
  if (Array.isArray(message)) return message.map(String).join('; ');
  return typeof message === 'string' ? message : exception.message;
}

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
