import type pg from 'pg';
import type { DatabaseConnection } from './database.js';

/**
 * Runs a scheduled job on one instance at a time. Several servers behind a load
 * balancer all schedule the same jobs; on PostgreSQL each run first takes a
 * session advisory lock named after the job on a connection of its own, and an
 * instance that cannot get it skips that run. The lock goes with the connection,
 * so a crashed instance never leaves it held. PGlite serves one process only:
 * there is nobody to exclude. Provided by DatabaseModule.
 */
export class JobLock {
  constructor(private readonly connection: DatabaseConnection) {}

  /** Runs `job` if no other instance is running the job `name`; answers whether it ran. */
  async runExclusive(name: string, job: () => Promise<void>): Promise<boolean> {
    if (this.connection.kind !== 'postgres') {
      await job();
      return true;
    }
    // Drizzle keeps the driver it was given as `$client`: for PostgreSQL, the pool.
    const pool = (this.connection.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    const key = `umang-job:${name}`;
    // A connection whose lock state is unknown must not go back to the pool.
    let unsure = true;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as locked',
        [key],
      );
      if (!rows[0]?.locked) {
        unsure = false;
        return false;
      }
      try {
        await job();
        return true;
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
        unsure = false;
      }
    } finally {
      client.release(unsure);
    }
  }
}
