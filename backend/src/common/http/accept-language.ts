import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Language, pickLanguage } from '@umang/common';
import type { FastifyRequest } from 'fastify';

/** A tag's weight: `;q=0.8` → 0.8; none → 1; one that cannot be read counts as not wanted. */
function weightOf(params: string[]): number {
  const q = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
  if (q === undefined) return 1;
  const weight = Number(q.slice(2));
  return Number.isFinite(weight) ? weight : 0;
}

/**
 * The language an `Accept-Language` header asks for: its tags by weight (in the order
 * given where weights are equal, `q=0` left out), then the first one the site speaks.
 * `hi-IN,hi;q=0.9,en;q=0.8` → `hi`; no header, or none spoken → English.
 */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = value
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.split(';');
      return { tag: tag.trim(), weight: weightOf(params), order };
    })
    .filter(({ tag, weight }) => tag && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
  return pickLanguage(tags);
}

/**
 * The language the caller reads the site in, from `Accept-Language` (the SPA sends
 * the one it shows on every call): what a mail to an address without an account is
 * written in, and what a new account starts with.
 */
export const RequestLanguage = createParamDecorator((_: unknown, context: ExecutionContext): Language =>
  languageOfHeader(context.switchToHttp().getRequest<FastifyRequest>().headers['accept-language']),
);
