import { request as httpRequest } from 'node:http';
import { type RunningServer, startBuiltServer } from './support/built-server.js';
import { eventually } from './support/eventually.js';

const DRAIN_MS = 1500;
/** Seconds a supervisor (systemd, Docker, Kubernetes) waits before it kills the process. */
const KILL_AFTER_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: unknown;
}

/**
 * A contact-form POST over its own connection whose body arrives in two halves,
 * as from a slow mobile link: in flight from the first half until `finish()`.
 * It asks for a 100 Continue before sending its body, so `received` resolves once
 * the server has read the request's head and counts it in flight.
 */
function slowEnquiry(port: number, n: number) {
  const body = JSON.stringify({
    name: `Parent ${n}`,
    email: `parent${n}@example.org`,
    subject: 'First assessment',
    phone: '9876543210',
    message: `Which days can we come for a first assessment? ${'We are flexible. '.repeat(40)}`,
  });
  const half = Math.floor(body.length / 2);
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/user/econtact',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const received = new Promise<void>((resolve) =>
    req.once('continue', () => {
      req.write(body.slice(0, half));
      resolve();
    }),
  );
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
  });
  req.flushHeaders();
  return { answer, received, finish: () => req.end(body.slice(half)) };
}

/** Whether a new TCP connection gets an HTTP answer at all (false when refused). */
const answersNewConnection = (port: number) =>
  new Promise<boolean>((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/health/live', agent: false });
    req.on('response', (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });

/** What the server logged at info about its shutdown, in order. */
const shutdownLog = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { context?: string; msg: string })
    .filter((entry) => entry.context === 'Shutdown' || entry.context === 'Database')
    .map((entry) => entry.msg);

describe('stopping the built server with SIGTERM', () => {
  let server: RunningServer | undefined;
  let port: number;
  let base: string;

  beforeAll(async () => {
    // A fresh PGlite database takes a while to create on a busy machine.
    server = await startBuiltServer(
      { LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: String(DRAIN_MS) },
      { readyWithinMs: 50_000 },
    );
    ({ port, baseUrl: base } = server);
  }, 60_000);

  afterAll(async () => {
    // The test ends the server itself; this only cleans up after a test that failed midway.
    await server?.stop('SIGKILL');
  });

  it('turns not ready at once, drains, lets the requests in flight finish and exits within 10 s', async () => {
    const running = server!;
    const uploads = [1, 2, 3].map((n) => slowEnquiry(port, n));
    await Promise.all(uploads.map((upload) => upload.received));

    const signalled = Date.now();
    running.child.kill('SIGTERM');

    // During the drain: readiness says 503 at once and keeps saying it; everything else is served.
    const readiness: number[] = [];
    while (Date.now() - signalled < DRAIN_MS - 300) {
      readiness.push((await fetch(`${base}/api/health/ready`)).status);
      // Paced on purpose: the drain lasts a fixed time, and this samples it.
      await sleep(50);
    }
    // The first poll may overtake the signal's delivery; from the first 503 on, every answer is 503.
    const first503 = readiness.indexOf(503);
    expect(first503).toBeGreaterThanOrEqual(0);
    expect(first503).toBeLessThanOrEqual(2);
    expect(readiness.slice(first503)).toEqual(readiness.slice(first503).map(() => 503));
    expect(readiness.length).toBeGreaterThan(5);
    const notReady = await fetch(`${base}/api/health/ready`);
    expect(await notReady.json()).toEqual({
      success: false,
      status: 'shutting_down',
      message: 'Not ready: the server is shutting down',
      code: 'unavailable',
    });
    const list = await fetch(`${base}/api/doctor/list`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { doctors: unknown[] }).doctors.length).toBeGreaterThan(0);

    // After the drain: no new connections, while the uploads under way are still being received.
    await eventually(
      async () => running.output(),
      (output) => output.includes('Drain over'),
    );
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(await answersNewConnection(port)).toBe(false);
    expect(running.child.exitCode).toBeNull();

    for (const upload of uploads) upload.finish();
    for (const { answer } of uploads) {
      expect(await answer).toEqual({
        status: 200,
        body: { success: true, message: 'Message sent successfully!' },
      });
    }

    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(KILL_AFTER_MS);
    const log = shutdownLog(running.output());
    expect(log).toEqual([
      expect.stringMatching(/^SIGTERM received: readiness now answers 503; serving 1500 ms more/),
      expect.stringMatching(/^Drain over: no longer accepting connections; 3 request\(s\) in flight/),
      'HTTP server closed: every request in flight has been answered',
      'Closing the database connection',
      'Database connection closed',
      expect.stringMatching(/^Shut down cleanly in \d+ ms$/),
    ]);
  }, 30_000);
});
