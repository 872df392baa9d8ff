import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './request-path.js';

/**
 * Every API answer, success or error, private or not, is kept by no browser,
 * proxy or CDN cache: most are about a patient or for staff, and the public
 * ones (free slots) go stale within minutes. Decided on the path as the
 * router reads it, so an odd spelling (`/api/%75ser/...`) cannot slip past.
 * Static files and the SPA set their own caching.
 */
export function forbidCachingOfApi(fastify: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer and a promise per answer costs.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
