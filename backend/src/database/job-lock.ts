import type { BeforeApplicationShutdown, LoggerService } from '@nestjs/common';
import type { DatabaseConnection } from './database.js';

/** The first line of an error, for a log line: no stack, no SQL parameters, at most 300 characters. */
export const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n', 1)[0]!.slice(0, 300);

/**
 * Runs a scheduled sweep on one instance at a time. Several servers behind a load
 * balancer all schedule the same jobs; on PostgreSQL each run first takes a
 * session advisory lock named after the job on a connection of its own, and an
 * instance that cannot get it skips that run. The lock goes with the connection,
 * so a crashed instance never leaves it held. (PGlite serves one process only:
 * its one session always gets the lock.) The lock only saves the other instances
 * a scan: that each item is handled once is kept by the item's own claim or unique
 * key. Provided by DatabaseModule.
 */
export class JobLock implements BeforeApplicationShutdown {
  /** Runs this process has going now, started by `runScheduled`, by job name. */
  private readonly running = new Map<string, Promise<void>>();
  private closing = false;

  constructor(private readonly connection: DatabaseConnection) {}

  /** Runs `job` if no other instance is running the job `name`; answers whether it ran. */
  runExclusive(name: string, job: () => Promise<void>): Promise<boolean> {
    const key = `umang-job:${name}`;
    return this.connection.withSession(async (session) => {
      const [row] = await session.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as locked',
        [key],
      );
      if (!row?.locked) return false;
      try {
        await job();
        return true;
      } finally {
        await session.query('select pg_advisory_unlock(hashtext($1))', [key]);
      }
    });
  }

  /**
   * The body of a `@Cron` or `@Interval` method: runs `job` on one instance, skips a
   * tick while this process's previous run of it still goes on (a slow database
   * must not pile runs up), and logs a failure, since a scheduled run has no caller
   * to throw to; the next tick tries again.
   */
  async runScheduled(name: string, logger: LoggerService, job: () => Promise<void>): Promise<void> {
    if (this.closing || this.running.has(name)) return;
    const run = this.runExclusive(name, job).then(
      () => undefined,
      (error: unknown) => logger.error(`Scheduled job ${name} failed: ${firstLine(error)}`),
    );
    this.running.set(name, run);
    try {
      await run;
    } finally {
      this.running.delete(name);
    }
  }

  /**
   * On shutdown: no new runs, and the runs under way finish before the database
   * closes (each item of a run is its own transaction, so one cut short by the
   * shutdown deadline loses nothing either: its item is simply still due).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.running.values()]);
  }
}
