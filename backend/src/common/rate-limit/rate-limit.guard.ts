import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitStore } from './rate-limit.store.js';

interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

const RATE_LIMIT = Symbol('rate-limit');

/**
 * Per-IP request limit for endpoints that send mail or check passwords. Our own
 * small guard instead of @nestjs/throttler: that package is CommonJS and
 * require()s Nest 12's ESM-only core, which Jest cannot load on Node 20.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const options = this.reflector.get<RateLimitOptions | undefined>(RATE_LIMIT, context.getHandler());
    if (!options) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const key = `${context.getClass().name}.${context.getHandler().name}:${request.ip}`;
    const waitSeconds = this.store.hit(key, options.limit, options.windowMs);
    if (waitSeconds === 0) return true;
    void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(waitSeconds));
    throw new HttpException(
      { success: false, message: 'Too many requests. Please wait a little and try again.' },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** At most `limit` requests per `windowMs` from one IP address to the decorated route. */
export const RateLimit = (limit: number, windowMs: number) =>
  applyDecorators(SetMetadata(RATE_LIMIT, { limit, windowMs }), UseGuards(RateLimitGuard));
