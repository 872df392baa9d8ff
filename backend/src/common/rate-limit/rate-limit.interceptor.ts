import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { LimitName } from './limits.js';
import { RateLimitService } from './rate-limit.service.js';

export const RATE_LIMITS = Symbol('rate-limits');

type LimitedRequest = FastifyRequest & { caller?: { id: string } };

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

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const names = this.reflector.get<LimitName[] | undefined>(RATE_LIMITS, context.getHandler()) ?? [];
    const request = context.switchToHttp().getRequest<LimitedRequest>();
    const requester = {
      address: request.ip,
      account: request.caller?.id,
      email: (request.body as { email?: unknown } | null)?.email,
    };
    return from(this.limits.within(names, requester, () => lastValueFrom(next.handle())));
  }
}
