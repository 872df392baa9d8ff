import type { DatabaseConnection } from './database.js';

/**
 * Runs a scheduled job on one instance at a time. Several servers behind a load
 * balancer all schedule the same jobs; on PostgreSQL each run first takes a
 * session advisory lock named after the job on a connection of its own, and an
 * instance that cannot get it skips that run. The lock goes with the connection,
 * so a crashed instance never leaves it held. (PGlite serves one process only:
 * its one session always gets the lock.) Provided by DatabaseModule.
 */
export class JobLock {
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
}
