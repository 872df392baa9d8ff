import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchNames } from '../common/http/entity-tag.js';
import { SHORT_PUBLIC_CACHING } from '../common/http/no-store.js';
import { UNLOGGED_ROUTE } from '../common/logging/request-log.js';
import type { KeptList } from './doctor-list.cache.js';
import { DoctorsService } from './doctors.service.js';

export const DOCTOR_LIST_PATH = '/api/doctor/list';

/** Answers a failure the way every other API route does (the global exception filter). */
export type ErrorAnswer = (error: unknown, request: FastifyRequest, reply: FastifyReply) => void;

function answer(request: FastifyRequest, reply: FastifyReply, { body, etag }: KeptList): FastifyReply {
  // The same bytes for everyone: a browser or proxy may reuse them briefly, then revalidate.
  void reply.header('etag', etag).header('cache-control', SHORT_PUBLIC_CACHING);
  // Not modified: no body, and so nothing that would describe one.
  if (ifNoneMatchNames(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * `GET /api/doctor/list` as a route of the HTTP framework itself rather than a Nest
 * controller. It is the site's most requested answer and the same bytes for everyone,
 * and Nest's per-request machinery (execution context, parameter pipes) costs it more
 * than half its speed. It is an ordinary Fastify route all the same: the server's hooks
 * (security headers, CORS, the caching policy, timeouts) run for it as for any other,
 * nothing is written to the socket behind the framework's back, and a failure is
 * answered by the global filter. Only the request log leaves it out (see its config).
 * Registered before the app starts, like the controllers' routes.
 */
export function registerDoctorListRoute(app: NestFastifyApplication, answerError: ErrorAnswer): void {
  const doctors = app.get(DoctorsService);
  app
    .getHttpAdapter()
    .getInstance()
    .route({
      method: 'GET',
      url: DOCTOR_LIST_PATH,
      errorHandler: answerError,
      // The same bytes for everyone, asked for constantly: a log line each would tell nothing.
      config: UNLOGGED_ROUTE,
      handler: (request, reply) => {
        const kept = doctors.keptListAnswer();
        if (kept) return answer(request, reply, kept);
        return doctors.listAnswer().then((built) => answer(request, reply, built));
      },
    });
}
