import { Module } from '@nestjs/common';
import { AccountPrivacyModule } from '../privacy/account-privacy.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CredentialsModule } from './credentials.module.js';
import { OtpService } from './otp.service.js';
import { OtpsRepository } from './otps.repository.js';
import { StaffBootstrapService } from './staff-bootstrap.service.js';

/**
 * Signing up, signing in and out, password resets. A module whose controllers use
 * `@Auth()` imports this one: the guard is built in that module and needs the token
 * service and the users service, which this module passes on.
 */
@Module({
  imports: [AccountPrivacyModule, CredentialsModule, UsersModule],
  controllers: [AuthController],
  providers: [AuthService, OtpService, OtpsRepository, StaffBootstrapService],
  exports: [AuthService, OtpService, CredentialsModule, UsersModule],
})
export class AuthModule {}
