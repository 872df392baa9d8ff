import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiRequest } from './request-path.js';

/**
 * The one caching an API answer may ask for instead: a public answer, the same for
 * every caller, that a browser or proxy may reuse for ten seconds and must then
 * revalidate (by its ETag). Only the doctor list uses it: it is the site's most
 * read answer, and its booked slots may be ten seconds old without harm because a
 * booking is always checked again on the server.
 */
export const SHORT_PUBLIC_CACHING = 'public, max-age=10, must-revalidate';

/**
 * The privacy notice's facts (its version, the grievance contact, the retention
 * periods) change only with a deploy or a restart: five minutes' reuse is harmless,
 * since accepting an outdated version is refused and the page says to reload.
 */
export const NOTICE_PUBLIC_CACHING = 'public, max-age=300';
const PUBLIC_CACHING: ReadonlySet<unknown> = new Set([SHORT_PUBLIC_CACHING, NOTICE_PUBLIC_CACHING]);

/**
 * What a private download (a receipt) may say instead of plain `no-store`: the same
 * ban on keeping it, spelled out for older caches that read only `private`.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Every other API answer, success or error, private or not, is kept by no browser,
 * proxy or CDN cache: most are about a patient or for staff. The exception is a
 * 200 or 304 that set SHORT_PUBLIC_CACHING (or NOTICE_PUBLIC_CACHING) itself, and an answer that set
 * PRIVATE_NO_STORE, which forbids no less; an error from the same route is
 * no-store like any other. Decided on the path as the router reads it, so an odd
 * spelling (`/api/%75ser/...`) cannot slip past. Static files and the SPA set
 * their own caching.
 */
export function forbidCachingOfApi(fastify: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer and a promise per answer costs.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request.url) && !isShortPublic(reply) && !isPrivateNoStore(reply)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

const isPrivateNoStore = (reply: FastifyReply): boolean =>
  reply.getHeader('cache-control') === PRIVATE_NO_STORE;

/** A shared cache may keep it for everyone: no error, and nothing that marks one caller (a cookie). */
const isShortPublic = (reply: FastifyReply): boolean =>
  (reply.statusCode === 200 || reply.statusCode === 304) &&
  PUBLIC_CACHING.has(reply.getHeader('cache-control')) &&
  !reply.hasHeader('set-cookie');
