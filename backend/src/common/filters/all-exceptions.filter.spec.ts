import {
  type ArgumentsHost,
  BadRequestException,
  HttpException,
  Logger,
  type LoggerService,
  PayloadTooLargeException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  UnavailableError,
  UnsupportedMediaError,
} from '../errors/domain-error.js';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

/** Every line the filter logs, as the configured logger receives it. */
class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];
  log = (...args: unknown[]) => this.lines.push(JSON.stringify(args));
  error = (...args: unknown[]) => this.lines.push(JSON.stringify(args));
  warn = (...args: unknown[]) => this.lines.push(JSON.stringify(args));
}

interface Sent {
  status?: number;
  body?: unknown;
  headers: Record<string, string>;
}

function hostFor(url: string): { host: ArgumentsHost; sent: Sent } {
  const sent: Sent = { headers: {} };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return this;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    send(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const request = { method: 'GET', url, id: 'req-1', raw: {} };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  return { host, sent };
}

describe('the exception filter', () => {
  const logger = new CapturingLogger();
  beforeAll(() => Logger.overrideLogger(logger));
  afterAll(() => Logger.overrideLogger(false));

  it('logs an unexpected error with the secrets of its address redacted, and answers a plain 500', () => {
    const { host, sent } = hostFor('/api/user/get-profile?token=eyJ.secret-part.sig&page=2');
    new AllExceptionsFilter(null).catch(new Error('boom'), host);
    expect(sent).toEqual({
      status: 500,
      body: {
        success: false,
        message: 'Something went wrong on our side. Please try again.',
        code: 'internal',
      },
      headers: {},
    });
    const logged = logger.lines.join('\n');
    expect(logged).toContain('/api/user/get-profile?token=[redacted]&page=2');
    expect(logged).not.toContain('secret-part');
  });

  const answer = (exception: unknown): Sent => {
    const { host, sent } = hostFor('/api/user/book-appointment');
    new AllExceptionsFilter(null).catch(exception, host);
    return sent;
  };

  it.each<[DomainError, number, string]>([
    [new InvalidError('This time slot has already passed', 'slot_past'), 400, 'slot_past'],
    [new UnauthorizedError('Invalid email or password', 'bad_credentials'), 401, 'bad_credentials'],
    [new ForbiddenError('You are not allowed to do this.'), 403, 'forbidden'],
    [new NotFoundError('Appointment not found', 'appointment_not_found'), 404, 'appointment_not_found'],
    [new ConflictError('Slot not available', 'slot_unavailable'), 409, 'slot_unavailable'],
    [new UnsupportedMediaError('Please upload a JPEG, PNG or WebP image'), 415, 'unsupported_media_type'],
    [new RateLimitedError('Too many requests', 30), 429, 'rate_limited'],
    [new UnavailableError('Mail is briefly unavailable'), 503, 'unavailable'],
  ])('answers the domain error %p with its status, message and code', (error, status, code) => {
    expect(answer(error)).toMatchObject({ status, body: { success: false, message: error.message, code } });
  });

  it('tells a client refused for going too fast when to come back, in whole seconds, in the header and the body', () => {
    expect(
      answer(new RateLimitedError('Please wait 12 seconds before asking for a new code.', 11.2)),
    ).toEqual({
      status: 429,
      body: {
        success: false,
        message: 'Please wait 12 seconds before asking for a new code.',
        code: 'rate_limited',
        retryAfter: 12,
      },
      headers: { 'retry-after': '12' },
    });
  });

  it('sends no Retry-After for a limit that waiting alone does not lift', () => {
    const sent = answer(
      new RateLimitedError('You already hold 3 unpaid appointments.', null, 'too_many_unpaid'),
    );
    expect(sent.status).toBe(429);
    expect(sent.headers).toEqual({});
    expect(sent.body).toEqual({
      success: false,
      message: 'You already hold 3 unpaid appointments.',
      code: 'too_many_unpaid',
    });
  });

  it.each<[HttpException, number, string]>([
    [new BadRequestException('name must be shorter than or equal to 100 characters'), 400, 'invalid'],
    [new UnauthorizedException('Please log in to continue.'), 401, 'unauthorized'],
    [new PayloadTooLargeException('The request is too large'), 413, 'too_large'],
    [new HttpException('I am a teapot', 418), 418, 'invalid'],
  ])('gives an HTTP exception from the framework the code of its status (%p)', (error, status, code) => {
    expect(answer(error)).toMatchObject({ status, body: { success: false, code } });
  });

  it('keeps the message of a validation error, its list joined', () => {
    const sent = answer(new BadRequestException(['email must be an email', 'name should not be empty']));
    expect(sent.body).toEqual({
      success: false,
      message: 'email must be an email; name should not be empty',
      code: 'invalid',
    });
  });
});
