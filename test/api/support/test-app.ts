import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { resetPostgres } from './reset-postgres.js';
import { createApp } from '../../../backend/src/app.js';
import type { CoreOptions } from '../../../backend/src/common/core.module.js';
import { resolveConfig } from '../../../backend/src/config/app-config.js';
import { type DatabaseConnection, openDatabase } from '../../../backend/src/database/database.js';
import { DATABASE } from '../../../backend/src/database/database.module.js';

export interface TestApp {
  app: NestFastifyApplication;
  /** For supertest: `request(t.server)`. */
  server: NestFastifyApplication['getHttpServer'] extends () => infer S ? S : never;
  connection: DatabaseConnection;
  close(): Promise<void>;
}

/** Empties a PostgreSQL database so each suite starts from the migrations, as a fresh install does. */
const MIGRATIONS = fileURLToPath(new URL('../../../backend/drizzle', import.meta.url));

/**
 * A migrated, empty PGlite data directory, built once per set of migrations and
 * copied for each suite: creating a PGlite database costs seconds, copying one does not.
 */
async function pgliteTemplate(): Promise<string> {
  // Keyed by the migrations and the PGlite version, so a change to either builds a new one.
  const pglite = fileURLToPath(
    new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
  );
  const hash = createHash('sha256').update(readFileSync(pglite));
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
  }
  const dir = join(tmpdir(), `umang-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  const built = () => existsSync(join(dir, 'db', 'PG_VERSION'));
  if (!built()) {
    const building = mkdtempSync(join(tmpdir(), 'umang-pglite-build-'));
    const connection = await openDatabase({ databaseUrl: null, dataDir: building });
    await connection.close();
    // Parallel workers may build it at once: the first rename wins, and a reader only
    // ever sees a whole template, since a rename is atomic.
    try {
      renameSync(building, dir);
    } catch (error) {
      if (!built()) throw error;
      rmSync(building, { recursive: true, force: true });
    }
  }
  return dir;
}

/**
 * Starts the real application on a real database: a fresh PGlite in a temporary
 * directory, or — when DATABASE_URL is set — that PostgreSQL server, emptied first.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: CoreOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'umang-test-'));
  const databaseUrl = env.DATABASE_URL ?? process.env.DATABASE_URL;
  if (databaseUrl && env.DATABASE_URL === undefined) await resetPostgres(databaseUrl);
  if (!databaseUrl && env.DATA_DIR === undefined) {
    const template = join(await pgliteTemplate(), 'db');
    cpSync(template, join(dataDir, 'db'), {
      recursive: true,
      filter: (src) => basename(src) !== 'postmaster.pid',
    });
  }
  const config = resolveConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await createApp(config, options);
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    server: app.getHttpServer(),
    connection: app.get<DatabaseConnection>(DATABASE),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
