import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Paths that never fall back to the SPA: an unknown API route or file must stay a 404. */
const NO_FALLBACK = /^\/(api|uploads|assets|app)(\/|$)/;

/** History fallback: a browser asking for a client-side route gets the SPA's index.html. */
export class SpaFallback {
  private readonly html: Buffer;

  constructor(webRoot: string) {
    this.html = readFileSync(join(webRoot, 'index.html'));
  }

  accepts(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0] ?? '/';
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NO_FALLBACK.test(path) &&
      (request.headers.accept ?? '').includes('text/html')
    );
  }

  send(reply: FastifyReply): void {
    void reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(this.html);
  }
}
