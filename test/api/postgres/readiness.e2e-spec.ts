import request from 'supertest';
import { resetPostgres } from '../support/reset-postgres.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { TcpProxy } from '../support/tcp-proxy.js';

/** Polls until the answer has the wanted status, for at most 10 s. */
const statusBecomes = (server: TestApp['server'], path: string, status: number) =>
  eventually(
    () => request(server).get(path),
    (res) => res.status === status,
    10_000,
  );

describe('readiness follows the PostgreSQL server', () => {
  const serverUrl = new URL(process.env.DATABASE_URL as string);
  const proxy = new TcpProxy(serverUrl.hostname, Number(serverUrl.port || 5432));
  let t: TestApp;

  beforeAll(async () => {
    await resetPostgres(serverUrl.href);
    await proxy.start();
    const viaProxy = new URL(serverUrl.href);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await startTestApp({ DATABASE_URL: viaProxy.href, SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await proxy.stop();
  });

  it('turns not ready while the database is gone and ready again when it returns, without a restart', async () => {
    await request(t.server).get('/api/health/ready').expect(200);

    await proxy.stop();
    const down = await statusBecomes(t.server, '/api/health/ready', 503);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      success: false,
      status: 'error',
      error: { database: { status: 'down' } },
    });
    await request(t.server).get('/api/health/live').expect(200);

    const list = await request(t.server).get('/api/doctor/list');
    expect(list.status).toBe(503);
    expect(list.body).toEqual({ success: false, message: expect.any(String), code: 'unavailable' });
    expect(list.body.message).not.toMatch(/ECONNREFUSED|select|pg|127\.0\.0\.1/i);

    await proxy.start();
    const up = await statusBecomes(t.server, '/api/health/ready', 200);
    expect(up.status).toBe(200);
    const after = await request(t.server).get('/api/doctor/list').expect(200);
    expect(after.body.doctors).toHaveLength(12);
  });
});
