import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { assertBuilt, freePort, readinessWithin, spawnServer } from './support/built-server.js';
import { eventually } from './support/eventually.js';
import { resetPostgres } from './support/test-app.js';

describe('starting the built server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'umang-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeAll(assertBuilt);

  it('refuses a bad environment value and names the variable', async () => {
    const server = spawnServer({ DATA_DIR: dataDir, PORT: 'abc' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain('PORT="abc"');
  });

  it('serves readiness and the doctor list from an empty data directory', async () => {
    const port = await freePort();
    const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' };
    // On PostgreSQL the suites share one database: empty it, as a fresh install finds it.
    if (process.env.DATABASE_URL) {
      await resetPostgres(process.env.DATABASE_URL);
      env.DATABASE_URL = process.env.DATABASE_URL;
    }
    const server = spawnServer(env);
    try {
      expect(await readinessWithin(`http://127.0.0.1:${port}`)).toBe(200);
      const secret = 'a-session-token-that-must-never-be-logged';
      const list = await fetch(`http://127.0.0.1:${port}/api/doctor/list`, {
        headers: { token: secret, cookie: `sid=${secret}` },
      }).then((r) => r.json() as Promise<{ success: boolean; doctors: unknown[] }>);
      expect(list.success).toBe(true);
      expect(list.doctors.length).toBeGreaterThanOrEqual(12);
      // The request was logged as JSON, with the token header and cookie redacted.
      const output = await eventually(
        async () => server.output(),
        (text) => text.includes('"url":"/api/doctor/list"'),
      );
      const requestLine = output.split('\n').find((line) => line.includes('"url":"/api/doctor/list"'));
      expect(requestLine).toBeDefined();
      expect(JSON.parse(requestLine!).req.headers.token).toBe('[redacted]');
      expect(server.output()).not.toContain(secret);
    } finally {
      // A clean shutdown (requests answered, database closed) ends with exit code 0.
      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  });
});
