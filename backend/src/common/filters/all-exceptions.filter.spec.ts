import { type ArgumentsHost, Logger, type LoggerService } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

/** Every line the filter logs, as the configured logger receives it. */
class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];
  log = (...args: unknown[]) => this.lines.push(JSON.stringify(args));
  error = (...args: unknown[]) => this.lines.push(JSON.stringify(args));
  warn = (...args: unknown[]) => this.lines.push(JSON.stringify(args));
}

function hostFor(url: string): { host: ArgumentsHost; sent: { status?: number; body?: unknown } } {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
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
      body: { success: false, message: 'Something went wrong on our side. Please try again.' },
    });
    const logged = logger.lines.join('\n');
    expect(logged).toContain('/api/user/get-profile?token=[redacted]&page=2');
    expect(logged).not.toContain('secret-part');
  });
});
