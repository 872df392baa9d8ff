import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type DatabaseConnection, openDatabase } from './database.js';
import { Instance } from './instance.js';
import { JobLock } from './job-lock.js';
import { UnitOfWork } from './unit-of-work.js';

export const DATABASE = Symbol('DATABASE');
export const InjectDatabase = () => Inject(DATABASE);

/** Closes the connection after the HTTP server has stopped, so in-flight requests finish first. */
@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  async onApplicationShutdown(): Promise<void> {
    this.logger.log('Closing the database connection');
    await this.connection.close();
    this.logger.log('Database connection closed');
  }
}

@Global()
@Module({
  providers: [
    {
      provide: DATABASE,
      inject: [APP_CONFIG, PinoLogger],
      useFactory: (config: AppConfig, startup: PinoLogger) => {
        const logger = new Logger('Database');
        // Nest holds its own log lines back until the app is created; waiting for the
        // database happens before that, so it is told through pino directly, as it happens.
        startup.setContext('Database');
        return openDatabase({
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          queryTimeoutMs: config.databaseQueryTimeoutMs,
          onWaiting: (message) => startup.warn(message),
          onPoolError: (error) => logger.warn(`Lost a database connection: ${error.message}`),
        });
      },
    },
    DatabaseLifecycle,
    // A factory, not a value: each app built in one process (tests run several) is an instance of its own.
    { provide: Instance, useFactory: () => new Instance() },
    {
      provide: JobLock,
      inject: [DATABASE],
      useFactory: (connection: DatabaseConnection) => new JobLock(connection),
    },
    {
      provide: UnitOfWork,
      inject: [DATABASE],
      useFactory: (connection: DatabaseConnection) => new UnitOfWork(connection),
    },
  ],
  exports: [DATABASE, Instance, JobLock, UnitOfWork],
})
export class DatabaseModule {}
