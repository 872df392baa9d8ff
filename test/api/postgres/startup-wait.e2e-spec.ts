import {
  assertBuilt,
  freePort,
  readinessWithin,
  type RunningServer,
  startBuiltServer,
} from '../support/built-server.js';
import { eventually } from '../support/eventually.js';
import { FreezableProxy } from '../support/freezable-proxy.js';
import { resetPostgres } from '../support/reset-postgres.js';

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
  const database = new URL(DATABASE_URL);
  const proxy = new FreezableProxy({ host: database.hostname, port: Number(database.port || 5432) });
  let server: RunningServer | undefined;

  beforeAll(async () => {
    assertBuilt();
    await resetPostgres(DATABASE_URL);
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });
  afterAll(async () => {
    await proxy.stop().catch(() => undefined);
  });

  it('waits for the database, says so, and becomes ready once it answers', async () => {
    const databasePort = await freePort();
    const started = await startBuiltServer(
      {
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrl((url) => {
          url.hostname = '127.0.0.1';
          url.port = String(databasePort);
        }),
      },
      { readyWithinMs: 0 },
    );
    server = started;
    // Nothing listens on that port yet: the server says so, tries again and keeps running.
    const waiting = (output: string) => output.match(/is not answering yet/g)?.length ?? 0;
    const output = await eventually(
      async () => started.output(),
      (o) => waiting(o) >= 2,
      10_000,
    );
    expect(waiting(output)).toBeGreaterThanOrEqual(2);
    expect(started.child.exitCode).toBeNull();
    expect(started.output()).toContain(`PostgreSQL at 127.0.0.1:${databasePort}/`);

    await proxy.start(databasePort);
    expect(await readinessWithin(started.baseUrl, 15_000)).toBe(200);
    expect(started.output()).not.toContain(PASSWORD);
  }, 30_000);

  it('stops at once, saying why, when waiting cannot help (no such database)', async () => {
    const started = Date.now();
    const refused = await startBuiltServer(
      { DATABASE_URL: databaseUrl((url) => (url.pathname = '/no_such_database_here')) },
      { readyWithinMs: 0 },
    );
    server = refused;
    expect((await refused.exited).code).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(refused.output()).toMatch(
      /Start-up failed: PostgreSQL at [^\s]+\/no_such_database_here refused the connection: database "no_such_database_here" does not exist/,
    );
    expect(refused.output()).not.toContain(PASSWORD);
  }, 20_000);
});
