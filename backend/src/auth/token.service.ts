import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { isConsoleRole, type Role } from '@umang/common';
import { Clock } from '../common/clock.js';
import { UnauthorizedError } from '../common/errors/domain-error.js';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token version when issued; a bump (logout, reset) revokes the token. */
  ver: number;
}

export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const LOGIN_REQUIRED = 'Please log in to continue.';

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  issue(claims: TokenClaims): string {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return this.jwt.sign({ ...claims, iat }, { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_SECONDS });
  }

  /** The claims of a valid HS256 token; 401 for anything missing, expired, tampered or malformed. */
  verify(token: string | undefined): TokenClaims {
    if (!token) throw new UnauthorizedError(LOGIN_REQUIRED, 'login_required');
    try {
      const claims = this.jwt.verify<TokenClaims & { iat?: unknown; exp?: unknown }>(token, {
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      });
      // jsonwebtoken checks `exp` only when it is there: a signed token without one would never expire.
      if (!Number.isFinite(claims.exp) || !Number.isFinite(claims.iat)) throw new Error('no lifetime');
      if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') throw new Error('bad claims');
      if (claims.role !== 'patient' && !isConsoleRole(claims.role)) throw new Error('bad role');
      return { sub: claims.sub, role: claims.role, ver: claims.ver };
    } catch {
      throw new UnauthorizedError(SESSION_ENDED, 'session_ended');
    }
  }
}
