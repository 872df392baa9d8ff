import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isLanguage, LANGUAGE_COOKIE, type Language, LANGUAGES } from '@umang/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOfHeader } from '../common/http/accept-language.js';
import { routerPath } from '../common/http/request-path.js';
import { hintTags, readRouteHints, routeMatches } from './route-hints.js';

/** Paths that never fall back to the SPA: an unknown API route or file must stay a 404. */
const NO_FALLBACK = /^\/(api|uploads|assets|app)(\/|$)/;

/**
 * One variant of index.html, compressed on its first request and kept: every page
 * of the site starts with it. Not at start: brotli at full strength costs tens of
 * milliseconds per route, which a cold start would pay for routes nobody asks for.
 */
class HtmlVariant {
  readonly plain: Buffer;
  private brotliBody?: Buffer;
  private gzipBody?: Buffer;

  constructor(html: string) {
    this.plain = Buffer.from(html);
  }

  get brotli(): Buffer {
    return (this.brotliBody ??= brotliCompressSync(this.plain));
  }

  get gzip(): Buffer {
    return (this.gzipBody ??= gzipSync(this.plain));
  }
}

/**
 * History fallback: a browser asking for a client-side route gets the SPA's
 * index.html, naming the code and pictures of that route when the build listed them.
 */
export class SpaFallback {
  private readonly generic: HtmlVariant;
  private readonly routes: Array<{ path: string; html: Record<Language, HtmlVariant> }>;

  constructor(webRoot: string) {
    const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
    this.generic = new HtmlVariant(html);
    this.routes = readRouteHints(webRoot).map((hint) => ({
      path: hint.path,
      html: Object.fromEntries(
        LANGUAGES.map((lang) => [
          lang,
          new HtmlVariant(html.replace('</head>', `${hintTags(hint, hint.languages?.[lang])}</head>`)),
        ]),
      ) as Record<Language, HtmlVariant>,
    }));
  }

  accepts(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0] ?? '/';
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      // As the router reads it: `/%61pi/...` is an unknown API route too, not a page.
      !NO_FALLBACK.test(routerPath(path).toLowerCase()) &&
      // The site's root is its home page whoever asks (a monitor, `curl`), as when it was a plain file.
      (path === '/' || (request.headers.accept ?? '').includes('text/html'))
    );
  }

  send(reply: FastifyReply): void {
    const path = reply.request.url.split('?')[0] ?? '/';
    const route = this.routes.find((candidate) => routeMatches(candidate.path, path));
    const variant = route?.html[readerLanguage(reply.request)] ?? this.generic;
    const accepted = acceptedEncodings(reply.request.headers['accept-encoding']);
    const [encoding, body] = accepted.has('br')
      ? ['br', variant.brotli]
      : accepted.has('gzip')
        ? ['gzip', variant.gzip]
        : [null, variant.plain];
    if (encoding) reply.header('content-encoding', encoding);
    void reply
      .status(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  }
}

/**
 * The language the SPA will show: the visitor's choice (the `lang` cookie it keeps
 * beside localStorage), else the first of their browser's languages we speak.
 */
function readerLanguage(request: FastifyRequest): Language {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(cookie) ? cookie : languageOfHeader(request.headers['accept-language']);
}

/** The codings an `Accept-Encoding` header allows (any with a non-zero q). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const list = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of list.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}
