import { type ExecutionContext, createParamDecorator, Injectable, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../common/errors/domain-error.js';
import { AuthGuard, type Caller } from './auth.guard.js';

/**
 * For public routes that answer a little more to a signed-in caller (whether they
 * liked a post, say). A valid token names the caller exactly as `@Auth()` would; a
 * missing, expired, tampered or revoked one leaves the request anonymous instead of
 * refusing it, since the route never needed a session.
 */
@Injectable()
export class OptionalAuthGuard extends AuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return await super.canActivate(context);
    } catch (error) {
      if (error instanceof UnauthorizedError) return true;
      throw error;
    }
  }
}

/** Reads the `token` header if there is one; never refuses the request for it. */
export const OptionalAuth = () => UseGuards(OptionalAuthGuard);

/** The caller a valid token named, or null for an anonymous reader. */
export const OptionalCaller = createParamDecorator(
  (_: unknown, context: ExecutionContext): Caller | null =>
    context.switchToHttp().getRequest<FastifyRequest & { caller?: Caller }>().caller ?? null,
);
