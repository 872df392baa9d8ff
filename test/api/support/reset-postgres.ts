import pg from 'pg';

/**
 * Empties a PostgreSQL database as a fresh install finds it. A file of its own, free
 * of the application's imports, so the benchmark runner (plain tsx) can load the
 * built-server fixture that uses it.
 */
export async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
    );
  } finally {
    await client.end();
  }
}
