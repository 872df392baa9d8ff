import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { resetPostgres } from './support/test-app.js';

// The built server, as `npm start` runs it; `npm test` builds it first.
const MAIN = fileURLToPath(new URL('../../backend/dist/main.js', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

describe('starting the built server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'umang-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build -w backend" first`);
  });

  it('refuses a bad environment value and names the variable', async () => {
    const server = run({ DATA_DIR: dataDir, PORT: 'abc' });
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
    const server = run(env);
    try {
      const deadline = Date.now() + 20_000;
      let ready = 0;
      while (ready !== 200 && Date.now() < deadline) {
        ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
          (r) => r.status,
          () => 0,
        );
        if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(ready).toBe(200);
      const secret = 'a-session-token-that-must-never-be-logged';
      const list = await fetch(`http://127.0.0.1:${port}/api/doctor/list`, {
        headers: { token: secret, cookie: `sid=${secret}` },
      }).then((r) => r.json() as Promise<{ success: boolean; doctors: unknown[] }>);
      expect(list.success).toBe(true);
      expect(list.doctors.length).toBeGreaterThanOrEqual(12);
      // The request was logged as JSON, with the token header and cookie redacted.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const requestLine = server
        .output()
        .split('\n')
        .find((line) => line.includes('"url":"/api/doctor/list"'));
      expect(requestLine).toBeDefined();
      expect(JSON.parse(requestLine!).req.headers.token).toBe('[redacted]');
      expect(server.output()).not.toContain(secret);
    } finally {
      // Nest closes the app on SIGTERM, then re-raises the signal to end the process.
      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: null, signal: 'SIGTERM' });
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  });
});
