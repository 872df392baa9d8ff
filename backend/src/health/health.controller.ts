import { Controller, Get, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  type HealthCheckResult,
  HealthIndicatorService,
} from '@nestjs/terminus';
import type { DatabaseConnection } from '../database/database.js';
import { Public } from '../auth/auth.guard.js';
import { InjectDatabase } from '../database/database.module.js';
import { ShutdownState } from './shutdown-state.js';

/** How long readiness waits for the database before calling it down. */
const DATABASE_TIMEOUT_MS = 2_000;

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @InjectDatabase() private readonly connection: DatabaseConnection,
    private readonly shutdown: ShutdownState,
  ) {}

  /** The driver's error names hosts and ports: log it for operators, answer only that it failed. */
  private async pingDatabase(): Promise<void> {
    try {
      await this.connection.ping();
    } catch (error) {
      this.logger.warn(`Readiness: database ping failed: ${error instanceof Error ? error.message : error}`);
      throw new Error('database unreachable', { cause: error });
    }
  }

  /** The process is up and answering; says nothing about its dependencies. */
  @Get('live')
  @HealthCheck()
  @ApiOkResponse({ description: 'terminus result with `success: true`' })
  async live(): Promise<HealthCheckResult & { success: true }> {
    return { success: true, ...(await this.health.check([])) };
  }

  /**
   * Ready to serve: not shutting down, and the database answers (migrations ran
   * before the app started listening).
   */
  @Get('ready')
  @HealthCheck()
  @ApiOkResponse({ description: 'database reachable' })
  @ApiServiceUnavailableResponse({ description: 'database unreachable, or the server is shutting down' })
  async ready(): Promise<HealthCheckResult & { success: true }> {
    // Said at once, without asking the database, so a load balancer stops sending during the drain.
    if (this.shutdown.shuttingDown) {
      throw new HttpException(
        { success: false, status: 'shutting_down', message: 'Not ready: the server is shutting down' },
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
    try {
      const result = await this.health.check([
        () =>
          this.indicators
            .check('database')
            .attempt(async () => {
              await this.pingDatabase();
              return { engine: this.connection.kind };
            })
            .withTimeout(DATABASE_TIMEOUT_MS),
      ]);
      return { success: true, ...result };
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      const body = error.getResponse() as HealthCheckResult;
      throw new HttpException(
        { ...body, success: false, message: 'Not ready: the database is not reachable' },
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
  }
}
