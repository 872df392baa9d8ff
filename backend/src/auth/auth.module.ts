import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { OtpService } from './otp.service.js';
import { OtpsRepository } from './otps.repository.js';
import { PasswordService } from './password.service.js';
import { StaffBootstrapService } from './staff-bootstrap.service.js';
import { TokenService } from './token.service.js';

/** Global: `@Auth()` in any module needs the token service and guard. */
@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthGuard,
    OtpService,
    OtpsRepository,
    PasswordService,
    StaffBootstrapService,
    TokenService,
  ],
  exports: [AuthGuard, AuthService, TokenService, PasswordService],
})
export class AuthModule {}
