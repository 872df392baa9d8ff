import { createServer, type RequestListener, type Server } from 'node:http';

/** Fastify's own default, which a server it did not create would not get. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Fastify's `serverFactory`: a Node server that answers 408 (and closes the
 * connection) when a request's headers, or its whole body, have not arrived
 * within `requestTimeoutMs`, so that a client sending a byte now and then
 * cannot hold a connection and its memory for minutes. Node checks for such
 * requests every `connectionsCheckingInterval` (30 s by default, which would
 * let a short limit run far over): here every half limit, at most a second.
 */
export function timedServerFactory(requestTimeoutMs: number) {
  return (handler: RequestListener): Server => {
    const server = createServer(
      {
        requestTimeout: requestTimeoutMs,
        headersTimeout: requestTimeoutMs,
        connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestTimeoutMs / 2)),
      },
      handler,
    );
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    return server;
  };
}
