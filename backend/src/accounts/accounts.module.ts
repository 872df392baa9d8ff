import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ConsoleAccountsRepository } from './console-accounts.repository.js';
import { ConsoleAccountsService } from './console-accounts.service.js';

/** Console accounts as an admin manages them: invite, new code, disable, set a password. */
@Module({
  imports: [AuthModule, AuditModule],
  providers: [ConsoleAccountsRepository, ConsoleAccountsService],
  exports: [ConsoleAccountsService],
})
export class AccountsModule {}
