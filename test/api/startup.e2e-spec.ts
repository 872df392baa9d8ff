import { assertBuilt, startBuiltServer } from './support/built-server.js';
import { eventually } from './support/eventually.js';

describe('starting the built server', () => {
  beforeAll(() => assertBuilt());

  it('refuses a bad environment value and names the variable', async () => {
    const server = await startBuiltServer({ PORT: 'abc' }, { readyWithinMs: 0 });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('PORT="abc"');
    await server.stop();
  });

  it('serves readiness and the doctor list from an empty data directory', async () => {
    // On PostgreSQL the fixture empties the shared database first, as a fresh install finds it.
    const server = await startBuiltServer({ LOG_LEVEL: 'info' });
    try {
      const secret = 'a-session-token-that-must-never-be-logged';
      const headers = { token: secret, cookie: `sid=${secret}` };
      const list = await fetch(`${server.baseUrl}/api/doctor/list`, { headers }).then(
        (r) => r.json() as Promise<{ success: boolean; doctors: unknown[] }>,
      );
      expect(list.success).toBe(true);
      expect(list.doctors.length).toBeGreaterThanOrEqual(12);
      // The doctor list is not logged (see the request logger's settings); another read is,
      // as JSON, with the token header and cookie redacted.
      const blogs = await fetch(`${server.baseUrl}/api/user/blogs`, { headers });
      expect(blogs.status).toBe(200);
      // The answer names its log line: the same id is sent back and logged.
      const requestId = blogs.headers.get('x-request-id');
      expect(requestId).toMatch(/^[\w-]{8,64}$/);
      const output = await eventually(
        async () => server.output(),
        (text) => text.includes('"url":"/api/user/blogs"'),
      );
      const requestLine = output.split('\n').find((line) => line.includes('"url":"/api/user/blogs"'));
      expect(requestLine).toBeDefined();
      const logged = JSON.parse(requestLine!) as { req: { id: string; headers: Record<string, string> } };
      expect(logged.req.headers.token).toBe('[redacted]');
      expect(logged.req.id).toBe(requestId);
      expect(output).not.toContain('"url":"/api/doctor/list"');
      expect(server.output()).not.toContain(secret);
    } finally {
      // A clean shutdown (requests answered, database closed) ends with exit code 0.
      const started = Date.now();
      expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  });
});
