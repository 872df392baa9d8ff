import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The query builder every repository uses, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseConnection {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  onPoolError?: (error: Error) => void;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<DatabaseConnection> {
  // Loaded only when PostgreSQL is configured: the embedded default never needs the driver.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast while the server is down, so readiness can say so instead of hanging.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the pool reconnects on next use.
  pool.on('error', (error) => onPoolError?.(error));
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** Opens the configured database and applies every committed migration before anything else runs. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onPoolError)
    : openPglite(options.dataDir);
}
