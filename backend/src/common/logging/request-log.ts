import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { onRequestHookHandler } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import { type DestinationStream, pino } from 'pino';
import { type Options, pinoHttp } from 'pino-http';
import type { AppConfig } from '../../config/app-config.js';
import { redactQuery, redactUrl } from '../http/redact-url.js';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'otp', 'token', 'passwordHash'].flatMap((key) => [key, `*.${key}`]),
];

/** A route's `config` that keeps it out of the request log (the route says why). */
export const UNLOGGED_ROUTE = { requestLog: false } as const;

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/**
 * The request as logged, with the values of secret query parameters (a token
 * in a followed link, a code) replaced wherever the address appears.
 */
function requestForLog(req: { url?: string; query?: unknown; headers?: Record<string, unknown> }) {
  if (typeof req.url === 'string') req.url = redactUrl(req.url);
  if (req.query !== undefined) req.query = redactQuery(req.query);
  const referer = req.headers?.referer;
  if (req.headers && typeof referer === 'string')
    req.headers = { ...req.headers, referer: redactUrl(referer) };
  return req;
}

export type RequestLogParams = [Options, DestinationStream];

const destinations = new WeakMap<AppConfig, DestinationStream>();

/**
 * The logger's settings. The application's logger and the request log are each built
 * from a fresh copy (pino-http wraps the serializers it is given in place), and both
 * write to the one destination kept per configuration.
 */
export function requestLogParams(config: AppConfig): RequestLogParams {
  let destination = destinations.get(config);
  if (!destination) {
    // Written as logged. pino's default buffers and writes in the background, and
    // at exit flushes what it holds ahead of what is still on its way: the last
    // lines of a shutdown reached the log out of order.
    destination = pino.destination({ dest: 1, sync: true });
    destinations.set(config, destination);
  }
  const options: Options = {
    level: config.logLevel,
    genReqId: requestId,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestForLog },
    // Probes poll every few seconds; logging each would drown real traffic.
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
  };
  return [options, destination];
}

/**
 * Logs every answered request (one JSON line when it ends) and runs the rest of the
 * request inside a logging context bound to it, so whatever the handlers log carries
 * the request. A hook of the HTTP framework rather than a Nest middleware: Nest's
 * middleware needs a second router in front of every route (@fastify/middie), which
 * cost the busiest answers a third of their speed.
 */
export async function logRequests(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const log = pinoHttp(...requestLogParams(config));
  const context = await app.resolve(PinoLogger);
  const logRequest: onRequestHookHandler = (request, reply, done) => {
    log(request.raw, reply.raw);
    context.runInContext(done, { bindings: { req: request.raw } });
  };
  // Added to each route as it is declared (and to the answer for an unknown address), so
  // the one route that is not logged runs no hook for it at all.
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => {
    if ((route.config as { requestLog?: unknown } | undefined)?.requestLog === false) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [logRequest, ...own];
  });
}
