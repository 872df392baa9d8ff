import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  assertBuilt,
  type BuiltServer,
  freePort,
  readinessWithin,
  spawnServer,
  stopServer,
} from '../support/built-server.js';
import { FreezableProxy } from '../support/freezable-proxy.js';
import { resetPostgres } from '../support/test-app.js';

const DATABASE_URL = process.env.DATABASE_URL as string;
const PASSWORD = 'Tamarind-Ledger-5521';

/** The database's URL with `change` applied, and a password the output must never show. */
function databaseUrl(change: (url: URL) => void): string {
  const url = new URL(DATABASE_URL);
  url.password = PASSWORD;
  change(url);
  return url.href;
}

/** The server started before its database, as a container or a reboot may start them. */
describe('starting while PostgreSQL is not there yet', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'umang-startup-wait-'));
  const database = new URL(DATABASE_URL);
  const proxy = new FreezableProxy({ host: database.hostname, port: Number(database.port || 5432) });
  let server: BuiltServer | undefined;

  beforeAll(async () => {
    assertBuilt();
    await resetPostgres(DATABASE_URL);
  });
  afterEach(async () => {
    await stopServer(server);
    server = undefined;
  });
  afterAll(async () => {
    await proxy.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for the database, says so, and becomes ready once it answers', async () => {
    const databasePort = await freePort();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawnServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl((url) => {
        url.hostname = '127.0.0.1';
        url.port = String(databasePort);
      }),
    });
    // Nothing listens on that port for the first seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toContain(`PostgreSQL at 127.0.0.1:${databasePort}/`);
    expect(server.output()).toContain('is not answering yet');

    await proxy.start(databasePort);
    expect(await readinessWithin(base, 15_000)).toBe(200);
    expect(server.output()).not.toContain(PASSWORD);
  }, 30_000);

  it('stops at once, saying why, when waiting cannot help (no such database)', async () => {
    const started = Date.now();
    server = spawnServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl((url) => (url.pathname = '/no_such_database_here')),
    });
    expect((await server.exited).code).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).toMatch(
      /Start-up failed: PostgreSQL at [^\s]+\/no_such_database_here refused the connection: database "no_such_database_here" does not exist/,
    );
    expect(server.output()).not.toContain(PASSWORD);
  }, 20_000);
});
