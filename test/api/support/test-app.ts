import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { createApp } from '../../../backend/src/app.js';
import type { CoreOptions } from '../../../backend/src/common/core.module.js';
import { resolveConfig } from '../../../backend/src/config/app-config.js';
import type { DatabaseConnection } from '../../../backend/src/database/database.js';
import { DATABASE } from '../../../backend/src/database/database.module.js';

export interface TestApp {
  app: NestFastifyApplication;
  /** For supertest: `request(t.server)`. */
  server: NestFastifyApplication['getHttpServer'] extends () => infer S ? S : never;
  connection: DatabaseConnection;
  close(): Promise<void>;
}

/** Empties a PostgreSQL database so each suite starts from the migrations, as a fresh install does. */
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
