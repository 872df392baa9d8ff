import { readinessWithin, type RunningServer, startBuiltServer } from '../support/built-server.js';
import { eventually } from '../support/eventually.js';
import { FreezableProxy } from '../support/freezable-proxy.js';
import { resetPostgres } from '../support/reset-postgres.js';

const DATABASE_URL = process.env.DATABASE_URL as string;
/** The server's query limit in this test: the driver gives up a second after it. */
const QUERY_TIMEOUT_MS = 1_500;
const UNAVAILABLE = {
  success: false,
  message: 'The service is briefly unavailable. Please try again in a moment.',
};

interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

async function get(base: string, path: string): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
  return { status: res.status, body: await res.json(), ms: Date.now() - started };
}

/** Asks `path` until an answer satisfies `done`, for at most `ms`; answers the last one. */
const pollUntil = (base: string, path: string, done: (a: Answer) => boolean, ms: number) =>
  eventually(() => get(base, path), done, ms);

/**
 * The network to PostgreSQL goes silent (a partition: no refusal, no reset, just
 * nothing), and comes back. Unlike a stopped server, nothing tells the driver.
 */
describe('PostgreSQL unreachable behind a silent network', () => {
  const database = new URL(DATABASE_URL);
  const proxy = new FreezableProxy({ host: database.hostname, port: Number(database.port || 5432) });
  let server: RunningServer | undefined;
  let base: string;

  beforeAll(async () => {
    await resetPostgres(DATABASE_URL);
    const through = new URL(DATABASE_URL);
    through.hostname = '127.0.0.1';
    through.port = String(await proxy.start());
    server = await startBuiltServer({
      DATABASE_URL: through.href,
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      SEED_DEMO: 'true',
    });
    base = server.baseUrl;
  }, 40_000);

  afterAll(async () => {
    proxy.thaw();
    await server?.stop();
    await proxy.stop();
  }, 20_000);

  it('answers 503 within the query limit, stops trusting its kept list, and recovers when the network heals', async () => {
    expect((await get(base, '/api/doctor/list')).status).toBe(200);
    expect((await get(base, '/api/user/blogs')).status).toBe(200);

    proxy.freeze();
    // Readiness gives the database 2 s.
    const ready = await pollUntil(base, '/api/health/ready', (a) => a.status === 503, 5_000);
    expect(ready.status).toBe(503);
    // A request that needs the database fails plainly once the limit has passed, instead of hanging.
    const blogs = await get(base, '/api/user/blogs');
    expect(blogs).toMatchObject({ status: 503, body: UNAVAILABLE });
    expect(blogs.ms).toBeLessThan(QUERY_TIMEOUT_MS + 3_000);
    // The doctor list kept in memory may be stale while changes cannot be heard: once the
    // listening connection misses its heartbeat, the list is no longer answered from memory.
    const list = await pollUntil(base, '/api/doctor/list', (a) => a.status === 503, 20_000);
    expect(list).toMatchObject({ status: 503, body: UNAVAILABLE });

    proxy.thaw();
    expect(await readinessWithin(base, 15_000)).toBe(200);
    expect((await pollUntil(base, '/api/user/blogs', (a) => a.status === 200, 10_000)).status).toBe(200);
    expect((await pollUntil(base, '/api/doctor/list', (a) => a.status === 200, 10_000)).status).toBe(200);
    expect(server!.child.exitCode).toBeNull();
  }, 60_000);
});
