import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventually } from './eventually.js';
import { resetPostgres } from './reset-postgres.js';

/** The repository's root, where `npm run` scripts are run from. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// The built server, as `npm start` runs it; `npm test` builds it first.
export const MAIN = join(ROOT, 'backend/dist/main.js');

export interface Exit {
  code: number | null;
  signal: string | null;
}

export interface BuiltServer {
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<Exit>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
}

/**
 * Fails with the fix when `entry` (the server unless told) has not been built, or,
 * given `sources`, was built before the last change to a file in that folder.
 */
export function assertBuilt(entry = MAIN, sources?: string): void {
  const newest = sources
    ? Math.max(...readdirSync(sources).map((file) => statSync(join(sources, file)).mtimeMs))
    : 0;
  if (!existsSync(entry) || statSync(entry).mtimeMs < newest) {
    const stale = sources ? ` or older than ${sources}` : '';
    throw new Error(`${entry} is missing${stale}: run "npm run build -w backend" first`);
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node backend/dist/main.js` with only PATH and `env` in its environment. */
function spawnServer(env: Record<string, string>): BuiltServer {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

const ended = (server: BuiltServer) => server.child.exitCode !== null || server.child.signalCode !== null;

/** The readiness status, or 0 when nothing answers. */
const readiness = (baseUrl: string): Promise<number> =>
  fetch(`${baseUrl}/api/health/ready`).then(
    (r) => r.status,
    () => 0,
  );

/** The readiness status (0 when nothing answers), polled until 200 or `ms` have passed. */
export function readinessWithin(baseUrl: string, ms = 20_000): Promise<number> {
  return eventually(
    () => readiness(baseUrl),
    (status) => status === 200,
    ms,
  );
}

/** A built server started by `startBuiltServer`. */
export interface RunningServer extends BuiltServer {
  port: number;
  baseUrl: string;
  /** Its DATA_DIR, empty at start (saved mails land in it); `stop` removes it. */
  dataDir: string;
  /**
   * Sends `signal` (SIGTERM unless told) unless the process has already ended,
   * waits for the end, removes the data directory and answers how it ended.
   */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/**
 * Starts the built server on a free port with a data directory of its own and
 * waits until it is ready (`readyWithinMs: 0` answers at once, for a server
 * expected to wait or to fail). When the tests run on PostgreSQL (DATABASE_URL)
 * and `env` names no database, the server gets that one, emptied first as a fresh
 * install finds it; a DATABASE_URL in `env` is used as it is. `env` may override
 * PORT and DATA_DIR too. A server that ends or is not ready in time is stopped,
 * and the caller fails with what it printed.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  { readyWithinMs = 30_000 }: { readyWithinMs?: number } = {},
): Promise<RunningServer> {
  assertBuilt();
  // A valid PORT given is kept, so a restarted instance answers at the URL its clients know.
  const given = Number(env.PORT);
  const port = Number.isInteger(given) && given > 0 ? given : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'umang-built-'));
  const shared = process.env.DATABASE_URL;
  if (shared && env.DATABASE_URL === undefined) await resetPostgres(shared);
  const server = spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    ...(shared ? { DATABASE_URL: shared } : {}),
    ...env,
  });
  const running: RunningServer = {
    ...server,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async (signal = 'SIGTERM') => {
      if (!ended(server)) server.child.kill(signal);
      const exit = await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
      return exit;
    },
  };
  if (readyWithinMs > 0) {
    const status = await eventually(
      () => readiness(running.baseUrl),
      (answer) => answer === 200 || ended(server),
      readyWithinMs,
    );
    if (status !== 200) {
      await running.stop('SIGKILL');
      throw new Error(
        `The built server was not ready within ${readyWithinMs} ms (readiness ${status}):\n${server.output()}`,
      );
    }
  }
  return running;
}

/** How a command run by `runToEnd` ended, and everything it printed. */
export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `command` from the repository root to its end, with only PATH, HOME and
 * `env` in its environment and `stdin` piped in (nothing, and closed, when null).
 */
export function runToEnd(
  command: string,
  args: string[],
  env: Record<string, string>,
  stdin: string | null,
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir() };
    const child = spawn(command, args, { cwd: ROOT, env: { ...base, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? undefined);
  });
}
