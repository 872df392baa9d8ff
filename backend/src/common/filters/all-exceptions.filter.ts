import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ErrorCode } from '@umang/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../database/postgres-errors.js';
import { DomainError, RateLimitedError } from '../errors/domain-error.js';
import type { SpaFallback } from '../../web/spa-fallback.js';
import { redactUrl } from '../http/redact-url.js';

/** Messages for errors raised by Fastify itself (body parsing, limits), never its internals. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'The request could not be read. Please check what was sent.',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'The request is too large',
  415: 'Please send this request as JSON.',
};
/** The code of a refusal that did not come from a domain error: the kind its status stands for. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal',
  503: 'unavailable',
};

/** Every error answer carries a code, so any other client error counts as an invalid request. */
export const codeOfStatus = (status: number): ErrorCode =>
  CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal' : 'invalid');

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** The text answered as `message` for an HTTP exception (validation lists are joined). */
export function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const { message } = body as { message?: unknown };
  if (Array.isArray(message)) return message.map(String).join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** Whole seconds until a refusal for going too fast lifts; null when waiting alone does not lift it. */
function retryAfterOf(exception: unknown): number | null {
  if (!(exception instanceof RateLimitedError) || exception.retryAfterSeconds === null) return null;
  return Math.max(1, Math.ceil(exception.retryAfterSeconds));
}

const isFastifyError = (error: unknown): boolean => error instanceof Error && error.name === 'FastifyError';

/** Extra answer fields a handler chose to send (e.g. terminus details), minus Nest's defaults. */
function extraFields(exception: HttpException): Record<string, unknown> {
  const body = exception.getResponse();
  if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success !== false)
    return {};
  return body as Record<string, unknown>;
}

/**
 * Every error becomes `{ success: false, message, code }` with a real status code; a
 * refusal that waiting lifts adds `retryAfter`, in seconds, as its `Retry-After` header says.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly spa: SpaFallback | null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    this.answer(
      exception,
      host.switchToHttp().getRequest<FastifyRequest>(),
      host.switchToHttp().getResponse<FastifyReply>(),
    );
  }

  /** Sends the answer for `exception`; also the error handler of routes Nest does not route. */
  readonly answer = (exception: unknown, request: FastifyRequest, reply: FastifyReply): void => {
    const { status, body } = this.toAnswer(exception, request);
    if (status === HttpStatus.NOT_FOUND && this.spa?.accepts(request)) {
      this.spa.send(reply);
      return;
    }
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== null) void reply.header('retry-after', String(retryAfter));
    void reply.status(status).send(body);
  };

  /** The status and body answered for `exception`; a controller's own filter may add fields. */
  protected toAnswer(exception: unknown, request: FastifyRequest): { status: number; body: object } {
    if (exception instanceof DomainError) {
      const retryAfter = retryAfterOf(exception);
      return {
        status: exception.status,
        body: {
          success: false,
          message: exception.message,
          code: exception.code,
          // The header's number in the body too, so the SPA can say the wait in its own words.
          ...(retryAfter !== null && { retryAfter }),
        },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      let message = status >= 500 && status !== 503 ? INTERNAL_MESSAGE : messageOf(exception);
      // Fastify's own refusals (body too large, unknown content type) reach here as HTTP
      // exceptions carrying its wording, which may repeat what was sent; ours is plainer.
      if (isFastifyError(exception.cause) && FRAMEWORK_MESSAGES[status]) message = FRAMEWORK_MESSAGES[status];
      // Nest's own "Cannot GET /path" would repeat whatever was put in the address.
      if (status === HttpStatus.NOT_FOUND && message === `Cannot ${request.method} ${request.url}`) {
        message = FRAMEWORK_MESSAGES[404]!;
      }
      return {
        status,
        body: { ...extraFields(exception), success: false, message, code: codeOfStatus(status) },
      };
    }
    const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const message = FRAMEWORK_MESSAGES[statusCode] ?? 'The request was not accepted';
      return { status: statusCode, body: { success: false, message, code: codeOfStatus(statusCode) } };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unreachable during ${request.method} ${redactUrl(request.url)}`);
      return { status: 503, body: { success: false, message: UNAVAILABLE_MESSAGE, code: 'unavailable' } };
    }
    // A secret in the query string (a reset token in a link) stays out of the log.
    const url = redactUrl(request.url);
    this.logger.error(
      // The request logger's id, also sent back as x-request-id, so the two lines can be matched.
      { err: exception, reqId: (request.raw as { id?: unknown }).id ?? request.id, url },
      `Unhandled error on ${request.method} ${url}`,
    );
    return { status: 500, body: { success: false, message: INTERNAL_MESSAGE, code: 'internal' } };
  }
}
