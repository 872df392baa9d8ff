import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The built server, as `npm start` runs it; `npm test` builds it first.
export const MAIN = fileURLToPath(new URL('../../../backend/dist/main.js', import.meta.url));

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

/** Fails with the fix when the backend has not been built. */
export function assertBuilt(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build -w backend" first`);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node backend/dist/main.js` with only PATH and `env` in its environment. */
export function spawnServer(env: Record<string, string>): BuiltServer {
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

/** Asks a spawned server to stop (SIGTERM) unless it has already ended; resolves with how it ended. */
export function stopServer(server: BuiltServer | undefined): Promise<Exit | undefined> {
  if (!server) return Promise.resolve(undefined);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

/** The readiness status (0 when nothing answers), polled until 200 or `ms` have passed. */
export async function readinessWithin(baseUrl: string, ms = 20_000): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = await fetch(`${baseUrl}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200 || Date.now() >= deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
