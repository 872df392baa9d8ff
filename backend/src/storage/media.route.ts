import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../common/errors/domain-error.js';
import { ifNoneMatchNames } from '../common/http/entity-tag.js';
import { parseRange } from './media-range.js';
import { StorageService } from './storage.service.js';
import { isContentAddressed } from './upload-names.js';

/** A content-addressed name always means the same bytes: any cache may keep them for good. */
const FOREVER = 'public, max-age=31536000, immutable';
/** Files named before names were content-addressed are cached as they always were. */
const ONE_DAY = 'public, max-age=86400';

/** Answers a failure the way every other route does (the global exception filter). */
type ErrorAnswer = (error: unknown, request: FastifyRequest, reply: FastifyReply) => void;

/** `If-Range` holds when absent or naming the file's own (strong) entity tag; else the whole file goes. */
const ifRangeHolds = (header: string | string[] | undefined, etag: string): boolean =>
  header === undefined || (typeof header === 'string' && header.trim() === etag);

async function serve(storage: StorageService, request: FastifyRequest, reply: FastifyReply) {
  const { name } = request.params as { name: string };
  const file = await storage.find(name);
  if (!file) throw new NotFoundError('Not found');
  const etag = `"${file.sha256}"`;
  void reply
    .header('etag', etag)
    .header('cache-control', isContentAddressed(name) ? FOREVER : ONE_DAY)
    .header('accept-ranges', 'bytes');
  if (ifNoneMatchNames(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const ask = ifRangeHolds(request.headers['if-range'], etag)
    ? parseRange(request.headers.range, file.size)
    : ({ kind: 'whole' } as const);
  if (ask.kind === 'unsatisfiable')
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  const range = ask.kind === 'part' ? ask.range : { start: 0, end: file.size - 1 };
  if (ask.kind === 'part') {
    void reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  }
  void reply.type(file.contentType).header('content-length', String(range.end - range.start + 1));
  if (request.method === 'HEAD' || file.size === 0) return reply.send();
  return reply.send(storage.read(file, range));
}

/**
 * `GET` and `HEAD /uploads/<name>`: uploaded files, read from the database so any
 * instance serves any file. A framework route like the doctor list, so the server's
 * hooks (security headers, timeouts, the request log) run for it as for any other.
 * A range of a video is streamed a few chunks at a time, never read whole.
 */
export function registerMediaRoute(app: NestFastifyApplication, answerError: ErrorAnswer): void {
  const storage = app.get(StorageService);
  app
    .getHttpAdapter()
    .getInstance()
    .route({
      method: ['GET', 'HEAD'],
      url: '/uploads/:name',
      errorHandler: answerError,
      handler: (request, reply) => serve(storage, request, reply),
    });
}
