import type { FastifyInstance } from 'fastify';
import { markScreened, screenInput } from '../validation/screen-input.js';

/**
 * The largest JSON body of any route: a full set of blocked slots (200 days of
 * 14 times) is under 30 KB, every other form a few KB. Files come as multipart
 * forms, whose limits are set per route (see `SingleFileUpload`).
 */
export const JSON_BODY_LIMIT = 32 * 1024;

/**
 * Makes JSON the only body the API reads outside file uploads: Fastify's
 * built-in parsers (JSON and plain text) are replaced by one that refuses a
 * body over `JSON_BODY_LIMIT` while it arrives (413) and screens the parsed
 * value at once (`screenInput`), so that a body with tens of thousands of
 * keys is refused before any guard, pipe or class-transformer walks it.
 * Any other content type gets Fastify's 415. Multipart forms are parsed by
 * their plugin, registered later.
 */
export function acceptOnlyJsonBodies(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  // Fastify's own JSON parser, for its handling of `__proto__` and `constructor` keys.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, text, done) => {
      // A string, as `parseAs` asks; the parser's type allows a buffer too.
      // Given a callback, the parser answers through it; its type also allows a promise, which it never returns here.
      void parseJson(request, text as string, (error, value) => {
        if (error) return done(error, undefined);
        try {
          screenInput(value);
        } catch (refusal) {
          return done(refusal as Error, undefined);
        }
        markScreened(value);
        done(null, value);
      });
    },
  );
}
