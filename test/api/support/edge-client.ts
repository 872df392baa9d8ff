import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** Raw clients for the edge tests: chosen source addresses, bodies written out by hand, slow senders. */

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
  ms: number;
}

/**
 * One request through node:http from a chosen source address (127.0.0.x all
 * reach a server on 127.0.0.1 on Linux), so that several clients are simulated
 * and no per-address limit hides what the server does with the body.
 */
export function send(
  port: number,
  opts: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    from?: string;
  },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
        path: opts.path,
        headers: opts.headers,
        localAddress: opts.from ?? '127.0.0.1',
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: Record<string, unknown> | null;
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            body = null;
          }
          resolve({ status: res.statusCode!, headers: res.headers, body, ms: performance.now() - started });
        });
      },
    );
    // A connection that fails before any answer fails the test: every request here must be answered.
    req.on('error', reject);
    if (opts.body !== undefined) req.end(opts.body);
    else req.end();
  });
}

/** A body of as many entries as fit under `bytes`, written out by hand to stay just under it. */
export function fill(bytes: number, open: string, entry: (i: number) => string, close: string): string {
  const parts: string[] = [];
  let size = open.length + close.length;
  for (let i = 0; ; i++) {
    const next = (i === 0 ? '' : ',') + entry(i);
    if (size + next.length > bytes) break;
    parts.push(next);
    size += next.length;
  }
  return open + parts.join('') + close;
}

/** Opens a raw connection, writes `head`, then one more byte every 300 ms; resolves when the server ends it. */
export function trickle(port: number, head: string, drip: string): Promise<{ answer: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.7' });
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && !socket.writableEnded) socket.write(drip[i++ % drip.length]!);
    }, 300);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: performance.now() - started });
    });
    socket.write(head);
  });
}
