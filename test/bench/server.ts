import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { MAIN, freePort } from '../api/support/built-server.js';

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawning the process to the first 200 from /api/health/ready. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the built server as production would (NODE_ENV=production, request logs
 * at info) and times it to readiness. Logs go to /dev/null: writing them still
 * costs the server what it costs in production, but the bench does not read them.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    const status = await fetch(`${baseUrl}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null) throw new Error(`The server exited before it was ready:\n${stderr}`);
    if (performance.now() - started > 60_000) throw new Error('The server was not ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    baseUrl,
    readyMs,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The most memory the process has held resident so far (Linux VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
