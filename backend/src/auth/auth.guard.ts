import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CONSOLE_ROLES, type Role } from '@umang/common';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../common/errors/domain-error.js';
import { UsersService } from '../users/users.service.js';
import { LOGIN_REQUIRED, SESSION_ENDED, TokenService } from './token.service.js';

/** Who is calling, as established by the guard. */
export interface Caller {
  id: string;
  role: Role;
  /** The doctor record a `doctor` account acts for; null for every other role. */
  doctorId: string | null;
}

type RequestWithCaller = FastifyRequest & { caller?: Caller };

const ALLOWED_ROLES = Symbol('allowed-roles');

/**
 * Reads the `token` header, checks the signature, expiry and that the
 * user still exists with the same token version (logout and reset revoke).
 * It refuses with the token service's domain errors, so every refused session
 * is one kind of error wherever it was found (`OptionalAuthGuard` relies on it).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UsersService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const header = request.headers.token;
    const claims = this.tokens.verify(typeof header === 'string' ? header : undefined);
    const user = await this.users.findById(claims.sub);
    // A disabled console account's tokens end with it, even one issued a moment before;
    // so do an erased patient account's.
    if (
      !user ||
      user.tokenVersion !== claims.ver ||
      user.role !== claims.role ||
      user.disabledAt ||
      user.deletedAt
    ) {
      throw new UnauthorizedError(SESSION_ENDED, 'session_ended');
    }
    const allowed = this.reflector.getAllAndOverride<Role[] | undefined>(ALLOWED_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (allowed?.length && !allowed.includes(user.role)) {
      throw new ForbiddenError('You are not allowed to do this.');
    }
    request.caller = { id: user.id, role: user.role, doctorId: user.doctorId };
    return true;
  }
}

/**
 * The OpenAPI extension naming who may call an operation: roles, or `anyone`. Every
 * operation carries one, set by `@Auth()` or `@Public()`; the role matrix test reads it.
 */
export const ACCESS_EXTENSION = 'x-roles';
export type Access = Role | 'anyone';

/**
 * Requires a valid token; with roles, also one of them (403 otherwise). On a method
 * it replaces the class's roles rather than adding to them.
 */
export const Auth = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ALLOWED_ROLES, roles),
    UseGuards(AuthGuard),
    ApiSecurity('token'),
    ApiUnauthorizedResponse({ description: 'missing, expired, tampered or revoked token' }),
    ApiExtension(
      ACCESS_EXTENSION,
      roles.length > 0 ? roles : (['patient', ...CONSOLE_ROLES] satisfies Access[]),
    ),
  );

/** Open to anyone, signed in or not: said out loud, so a route without a rule stands out. */
export const Public = () => ApiExtension(ACCESS_EXTENSION, ['anyone'] satisfies Access[]);

/** The caller established by `@Auth()`. */
export const CurrentCaller = createParamDecorator((_: unknown, context: ExecutionContext): Caller => {
  const caller = context.switchToHttp().getRequest<RequestWithCaller>().caller;
  if (!caller) throw new UnauthorizedError(LOGIN_REQUIRED, 'login_required');
  return caller;
});
