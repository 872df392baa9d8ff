import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../../../backend/src/database/database.js';

const MIGRATIONS = readdirSync(fileURLToPath(new URL('../../../backend/drizzle', import.meta.url))).filter(
  (file) => file.endsWith('.sql'),
);

/** Several instances behind a load balancer, deployed at once onto an empty database. */
describe('migrations when instances start together', () => {
  const name = `migrate_${process.pid}_${Date.now()}`;
  const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });
  let url: string;

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const own = new URL(process.env.DATABASE_URL as string);
    own.pathname = `/${name}`;
    url = own.href;
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('all start, and each migration is applied exactly once', async () => {
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, dataDir: '' })),
    );
    const connections = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(opened.filter((result) => result.status === 'rejected')).toEqual([]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const applied = await client.query('select hash from drizzle.__drizzle_migrations');
      await client.end();
      expect(applied.rowCount).toBe(MIGRATIONS.length);
    } finally {
      await Promise.all(connections.map((connection: DatabaseConnection) => connection.close()));
    }
  });
});
