import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export const CONNECTIONS = 50;
export const DURATION_S = 10;

/** `GET url` from 50 connections for 10 s; every answer must be a 200 with `expectedBody`'s length. */
export async function hammer(url: string, expectedBytes: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  // A cheap check that the load measured real answers: bytes per response match the body.
  const perResponse = result.requests.total > 0 ? result.throughput.total / result.requests.total : 0;
  if (perResponse < expectedBytes) {
    throw new Error(
      `Answers averaged ${perResponse.toFixed(0)} bytes, less than the ${expectedBytes}-byte body`,
    );
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Starts the bare node:http yardstick serving `body`; answers its URL and a stop function. */
export async function startRawServer(body: string): Promise<{ url: string; stop: () => void }> {
  const child = fork(fileURLToPath(new URL('./raw-server.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', () => reject(new Error('The raw yardstick server exited')));
    child.send({ body });
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}
