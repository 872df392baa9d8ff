import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ShutdownState } from './shutdown-state.js';

/** However the shutdown goes, the process ends this long after the signal (orchestrators kill at 10 s). */
export const SHUTDOWN_DEADLINE_MS = 9_000;

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** Counts requests received and not yet answered, for the operator's log. */
function trackInFlight(server: Server): () => number {
  let open = 0;
  server.on('request', (_request, response) => {
    open += 1;
    response.once('close', () => (open -= 1));
  });
  return () => open;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * On SIGTERM or SIGINT: readiness answers 503 at once while the server goes on
 * serving for `drainMs`, so a load balancer stops sending; then the server stops
 * accepting connections, the requests in flight finish, the database closes and
 * the process exits 0. Past the deadline it exits 1 whatever is still running.
 */
export function handleShutdownSignals(app: NestFastifyApplication, drainMs: number): void {
  const logger = new Logger('Shutdown');
  const state = app.get(ShutdownState);
  const server = app.getHttpServer() as Server;
  const inFlight = trackInFlight(server);
  let startedAt = 0;

  const stop = async (): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    logger.log(`Drain over: no longer accepting connections; ${inFlight()} request(s) in flight to finish`);
    // The listener closes here, not inside app.close(): Nest runs the shutdown hooks (jobs
    // finishing their runs, mails being sent) before it closes Fastify, and new connections
    // must not be taken meanwhile. The callback comes once every request in flight is answered;
    // Fastify's own close then finds the server stopped, which it allows.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    logger.log('HTTP server closed: every request in flight has been answered');
    await app.close();
    logger.log(`Shut down cleanly in ${Date.now() - startedAt} ms`);
  };

  const onSignal = (signal: NodeJS.Signals): void => {
    if (startedAt) {
      logger.log(`${signal} received again: already shutting down`);
      return;
    }
    startedAt = Date.now();
    state.begin();
    logger.log(`${signal} received: readiness now answers 503; serving ${drainMs} ms more before closing`);
    setTimeout(() => {
      logger.error(
        `Not shut down after ${SHUTDOWN_DEADLINE_MS} ms (${inFlight()} request(s) still open): exiting`,
      );
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${errorText(error)}`);
        process.exit(1);
      },
    );
  };

  for (const signal of SIGNALS) process.on(signal, onSignal);
}
