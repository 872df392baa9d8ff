import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ConsoleAccountsRepository } from '../accounts/console-accounts.repository.js';
import { CredentialsModule } from '../auth/credentials.module.js';
import { CoreModule } from '../common/core.module.js';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { UsersModule } from '../users/users.module.js';
import { StaffAccounts } from './staff-accounts.js';

/**
 * The database's notices (still waiting for PostgreSQL, say) as plain lines on stderr,
 * like the command's other messages, rather than as JSON log records.
 */
const noticesAsPlainLines = {
  write(record: string): void {
    const { msg } = JSON.parse(record) as { msg?: unknown };
    if (typeof msg === 'string') console.error(msg);
  },
};

/**
 * What the staff command needs, and nothing that starts work of its own: no HTTP, no
 * scheduler, no mail delivery, no seeding and no first-staff bootstrap (AuthModule's),
 * so it can run beside nothing but the database.
 */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      imports: [
        ConfigModule.forRoot(config),
        CoreModule.forRoot(),
        LoggerModule.forRoot({ pinoHttp: [{ level: 'warn' }, noticesAsPlainLines] }),
        DatabaseModule,
        CredentialsModule,
        UsersModule,
      ],
      providers: [StaffAccounts, ConsoleAccountsRepository],
    };
  }
}
