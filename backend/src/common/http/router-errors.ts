import type { ErrorCode } from '@umang/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The headers of a router refusal. The router answers before any hook runs,
 * so the security headers the other answers get from their request hook are
 * set here: the same protections, with a policy that lets a JSON error do nothing.
 */
const REFUSAL_HEADERS: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'; form-action 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const UNREADABLE = JSON.stringify({
  success: false,
  message: 'The address could not be read. Please check the link.',
  code: 'invalid' satisfies ErrorCode,
});
const FAILED = JSON.stringify({
  success: false,
  message: 'Something went wrong on our side. Please try again.',
  code: 'internal' satisfies ErrorCode,
});

/**
 * Fastify's `frameworkErrors`: a path the router cannot read (a broken
 * percent-escape, a route parameter over its length limit) is answered 400 in
 * the common error shape, never with the router's own body, which repeats the
 * address. Any other router failure is a plain 500.
 */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const refused = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(refused ? 400 : 500)
    .headers(REFUSAL_HEADERS)
    .send(refused ? UNREADABLE : FAILED);
}
