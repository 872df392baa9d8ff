import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { PasswordService } from './password.service.js';
import { TokenService } from './token.service.js';

/**
 * Signing and checking session tokens, hashing and checking passwords: the parts of
 * signing in that need no account. Kept apart from AuthModule so that UsersModule
 * (whose profile routes are guarded) can have them without importing AuthModule,
 * which itself needs UsersModule.
 */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        // The key is made once: given the bare string, the JWT library first tries it as a
        // public key and fails, then makes a key, on every token it checks.
        const key = createSecretKey(Buffer.from(config.jwtSecret));
        return {
          secretOrKeyProvider: () => key,
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        };
      },
    }),
  ],
  providers: [PasswordService, TokenService],
  exports: [PasswordService, TokenService],
})
export class CredentialsModule {}
