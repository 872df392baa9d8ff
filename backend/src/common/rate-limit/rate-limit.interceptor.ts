import { createHash } from 'node:crypto';
import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { TransformFnParams } from 'class-transformer';
import type { FastifyRequest } from 'fastify';
import { catchError, concatMap, from, type Observable, throwError } from 'rxjs';
import { DomainError, RateLimitedError } from '../errors/domain-error.js';
import { normaliseEmail } from '../validation/transforms.js';
import { addressKey } from './address-key.js';
import { LIMITS, type LimitKey, type LimitName } from './limits.js';
import { type Charge, RateLimitService } from './rate-limit.service.js';

export const RATE_LIMITS = Symbol('rate-limits');

type LimitedRequest = FastifyRequest & { caller?: { id: string } };

/**
 * What a request counts under for a kind of limit; null when it has none, as a login
 * form without a readable e-mail (validation refuses it before any password is checked).
 */
function subjectOf(key: LimitKey, request: LimitedRequest): string | null {
  switch (key) {
    case 'address':
      return addressKey(request.ip);
    case 'account':
      if (!request.caller) throw new Error('A per-account rate limit is declared on a route without @Auth()');
      return request.caller.id;
    case 'email': {
      // Normalised as the DTOs do, so "Asha@Example.org " is the same account; kept
      // hashed, so the counters show no e-mail address in plain text and keys stay short.
      const email = normaliseEmail({
        value: (request.body as { email?: unknown } | null)?.email,
      } as TransformFnParams);
      return typeof email === 'string' ? createHash('sha256').update(email).digest('hex').slice(0, 40) : null;
    }
  }
}

function statusOf(error: unknown): number {
  if (error instanceof DomainError) return error.status;
  if (error instanceof HttpException) return error.getStatus();
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' ? statusCode : HttpStatus.INTERNAL_SERVER_ERROR;
}

/**
 * Runs the limits a route names with `@RateLimit`. An interceptor, not a guard, for
 * two reasons: it runs after every guard, so `@Auth()` has named the caller whatever
 * the order of the decorators; and it sees the answer (validation included, which
 * runs inside the handler's call), so limits that count only accepted requests or
 * failed passwords can give points back.
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const names = this.reflector.get<LimitName[] | undefined>(RATE_LIMITS, context.getHandler()) ?? [];
    const request = context.switchToHttp().getRequest<LimitedRequest>();
    const charges = await Promise.all(
      names.flatMap((name) => {
        const subject = subjectOf(LIMITS[name].key, request);
        return subject === null ? [] : [this.limits.charge(name, subject)];
      }),
    );
    const settle = (status: number) =>
      Promise.all(charges.map((charge) => this.limits.settle(charge, status)));

    const refused = charges.filter((charge) => charge.retryAfterSeconds !== undefined);
    if (refused.length > 0) {
      await settle(HttpStatus.TOO_MANY_REQUESTS);
      this.refuse(refused);
    }
    return next.handle().pipe(
      concatMap(async (value: unknown) => {
        await settle(HttpStatus.OK);
        return value;
      }),
      catchError((error: unknown) =>
        from(settle(statusOf(error))).pipe(concatMap(() => throwError(() => error))),
      ),
    );
  }

  private refuse(refused: Charge[]): never {
    const wait = Math.max(...refused.map((charge) => charge.retryAfterSeconds!));
    throw new RateLimitedError(LIMITS[refused[0]!.name].message, wait);
  }
}
