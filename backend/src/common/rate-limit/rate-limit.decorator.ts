import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { LIMITS, type LimitName } from './limits.js';
import { RATE_LIMITS, RateLimitInterceptor } from './rate-limit.interceptor.js';

const PER: Record<(typeof LIMITS)[LimitName]['key'], string> = {
  address: 'address',
  account: 'account',
  email: 'e-mail',
};

const describe = (name: LimitName): string => {
  const { points, windowSeconds, key } = LIMITS[name];
  return `${points} per ${windowSeconds} s per ${PER[key]} (${name})`;
};

/**
 * Puts the route under the named limits of LIMITS (one decorator per route, listing
 * them all); beyond a limit it answers 429 with Retry-After. Per-account limits need
 * `@Auth()` on the route too.
 */
export const RateLimit = (...names: [LimitName, ...LimitName[]]) =>
  applyDecorators(
    SetMetadata(RATE_LIMITS, names),
    UseInterceptors(RateLimitInterceptor),
    ApiTooManyRequestsResponse({ description: `rate limited: ${names.map(describe).join('; ')}` }),
  );
