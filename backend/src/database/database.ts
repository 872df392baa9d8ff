import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { type ChangeFeed, type ChangeListener, PostgresChangeFeed } from './change-feed.js';
import { isDatabaseUnavailable } from './postgres-errors.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The query builder every repository uses, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** One database connection held for a while: session state, such as an advisory lock, stays with it. */
export interface Session {
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface DatabaseConnection {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `work` on a connection of its own, held until it ends. A connection that
   * `work` failed on may hold state nobody knows of: it is closed, not reused.
   * PGlite has one connection in all, so `work` runs on that one.
   */
  withSession<T>(work: (session: Session) => Promise<T>): Promise<T>;
  /**
   * Passes each NOTIFY on `channel` to `listener`. On PostgreSQL through a connection
   * of its own that reconnects after a lost server (and says when notices may have
   * been missed); PGlite lives in this process, so its notices never go missing.
   */
  listen(channel: string, listener: ChangeListener): Promise<ChangeFeed>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL: see AppConfig.databaseQueryTimeoutMs; absent or 0, no limit. */
  queryTimeoutMs?: number;
  /** PostgreSQL: how long to keep trying at start while the server is not accepting connections. */
  startupWaitMs?: number;
  /** Told each time a start-up attempt found PostgreSQL not answering yet. */
  onWaiting?: (message: string) => void;
  onPoolError?: (error: Error) => void;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** The advisory lock an instance holds while it migrates. */
const MIGRATION_LOCK = 'umang-migrate';
const CONNECT_TIMEOUT_MS = 2_000;
/** A database started beside the server (a container, a service after a reboot) may take a while. */
const STARTUP_WAIT_MS = 60_000;
const STARTUP_RETRY_MS = [500, 1_000, 2_000, 5_000];

/** Host, port and database of a connection URL: never its user or password. */
function describePostgres(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
}

/**
 * Connects a new client, trying again while the server is not accepting
 * connections yet (refused, starting up) until `waitMs` has passed. Anything else,
 * such as a wrong password or a missing database, fails at once: waiting would not help.
 */
async function connectWhenUp(
  newClient: () => pg.Client,
  url: string,
  waitMs: number,
  onWaiting?: (message: string) => void,
): Promise<pg.Client> {
  const where = describePostgres(url);
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    const client = newClient();
    try {
      await client.connect();
      return client;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!isDatabaseUnavailable(error)) {
        throw new Error(`PostgreSQL at ${where} refused the connection: ${reason}`, { cause: error });
      }
      const delay = STARTUP_RETRY_MS[Math.min(attempt, STARTUP_RETRY_MS.length - 1)]!;
      if (Date.now() + delay > deadline) {
        throw new Error(
          `PostgreSQL at ${where} did not answer within ${Math.round(waitMs / 1000)} s: ${reason}`,
          {
            cause: error,
          },
        );
      }
      onWaiting?.(
        `PostgreSQL at ${where} is not answering yet (${reason}); trying again in ${delay / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * The server cancels a query that runs longer than `ms`; the driver gives up on
 * an answer a second later, when the server has gone silent (a network partition
 * sends no error), so a request fails with 503 instead of waiting for TCP.
 */
function queryLimits(ms: number): { statement_timeout: number; query_timeout: number } {
  return { statement_timeout: ms, query_timeout: ms + 1_000 };
}

async function openPostgres(
  url: string,
  { queryTimeoutMs = 0, startupWaitMs = STARTUP_WAIT_MS, onWaiting, onPoolError }: DatabaseOptions,
): Promise<DatabaseConnection> {
  // Loaded only when PostgreSQL is configured: the embedded default never needs the driver.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);

  // Migrations run on a connection of their own, without the limits below (an index
  // may take minutes to build). Instances started together would apply the same
  // migration twice: each waits for an advisory lock, which goes with the connection.
  const migrator = await connectWhenUp(
    () => new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }),
    url,
    startupWaitMs,
    onWaiting,
  );
  try {
    await migrator.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: migrator, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await migrator.end();
  }

  const limits = queryTimeoutMs > 0 ? queryLimits(queryTimeoutMs) : {};
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast while the server is down, so readiness can say so instead of hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    ...limits,
  });
  // An idle client losing its server must not crash the process; the pool reconnects on next use.
  pool.on('error', (error) => onPoolError?.(error));
  const db = drizzlePg({ client: pool, schema });
  const withSession = async <T>(work: (session: Session) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let failed = true;
    try {
      const result = await work({
        query: async <Row extends object>(sql: string, params?: unknown[]) =>
          (await client.query<Row>(sql, params)).rows,
      });
      failed = false;
      return result;
    } finally {
      client.release(failed);
    }
  };
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    withSession,
    listen: async (channel, listener) => {
      const feed = new PostgresChangeFeed(url, channel, listener);
      await feed.start();
      return feed;
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
    withSession: (work) =>
      work({
        query: async <Row extends object>(sql: string, params?: unknown[]) =>
          (await client.query<Row>(sql, params)).rows,
      }),
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, () => listener.onChange());
      listener.onListening(true);
      return {
        stop: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    close: () => client.close(),
  };
}

/** Opens the configured database and applies every committed migration before anything else runs. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
}
