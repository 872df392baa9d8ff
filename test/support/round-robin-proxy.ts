import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import httpProxy from 'http-proxy';

/** How often each instance's readiness is asked, as a load balancer's health check would. */
const CHECK_EVERY_MS = 200;

export interface ProxyCounts {
  /** Requests answered by each instance, by its base URL. */
  byTarget: Record<string, number>;
  /** Requests the proxy answered 502 itself: the chosen instance went away mid-request. */
  failed: number;
  /** Requests the proxy answered 503 itself: no instance was ready. */
  noTarget: number;
}

export interface RoundRobinProxy {
  /** The proxy's own base URL, where clients send every request. */
  url: string;
  counts(): ProxyCounts;
  /** Whether the proxy currently sends traffic to `target` (its last readiness check was 200). */
  isInRotation(target: string): boolean;
  close(): Promise<void>;
}

/**
 * A small load balancer for tests and benchmarks, in front of several instances of the
 * built server: round robin over the instances whose `/api/health/ready` last answered
 * 200 (checked every 200 ms), an instance taken out at once when a connection to it
 * fails, and the request that met the failure answered 502 (as nginx or HAProxy would
 * without retries). `http-proxy` does the forwarding.
 */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  const ready = new Map<string, boolean>(targets.map((target) => [target, false]));
  const counts: ProxyCounts = {
    byTarget: Object.fromEntries(targets.map((t) => [t, 0])),
    failed: 0,
    noTarget: 0,
  };
  let next = 0;

  const check = async (target: string): Promise<void> => {
    const status = await fetch(`${target}/api/health/ready`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.status,
      () => 0,
    );
    ready.set(target, status === 200);
  };
  await Promise.all(targets.map(check));
  const checks = setInterval(() => void Promise.all(targets.map(check)), CHECK_EVERY_MS);

  const pick = (): string | undefined => {
    for (let tried = 0; tried < targets.length; tried++) {
      const target = targets[next++ % targets.length]!;
      if (ready.get(target)) return target;
    }
    return undefined;
  };

  const proxy = httpProxy.createProxyServer({ xfwd: true, proxyTimeout: 30_000 });
  proxy.on('error', (_error, _req, res, target) => {
    const failedTarget = typeof target === 'string' ? target : undefined;
    if (failedTarget) ready.set(failedTarget, false);
    counts.failed++;
    if ('writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Bad gateway' }));
    } else {
      (res as Socket).destroy();
    }
  });

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const target = pick();
    if (!target) {
      counts.noTarget++;
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ success: false, message: 'No instance is ready' }));
      return;
    }
    counts.byTarget[target] = (counts.byTarget[target] ?? 0) + 1;
    proxy.web(req, res, { target }, (error) => proxy.emit('error', error, req, res, target));
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ ...counts, byTarget: { ...counts.byTarget } }),
    isInRotation: (target) => ready.get(target) === true,
    close: async () => {
      clearInterval(checks);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
