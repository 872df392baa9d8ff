import type { Agent } from 'node:http';
import request from 'supertest';
import type { Endpoint } from './abuse-plan.js';
import type { Body } from './bad-bodies.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One request of the abuse run. */
export interface Attempt {
  /** The endpoint it was made for (its path may hold junk instead of ids). */
  endpoint: Endpoint;
  method: Method;
  /** Path and query, already encoded. */
  url: string;
  token?: string;
  body?: Body;
  /** What was wrong with it, for the failure list. */
  label: string;
  /** False only for reads whose junk the endpoint may ignore (an unknown query parameter). */
  mustRefuse: boolean;
}

export interface Outcome {
  status: number;
  body: unknown;
}

const BOUNDARY = '----abuse-boundary-7MA4YWxkTrZu0gW';

/** A multipart body written by hand: an empty form and NUL bytes must go out exactly as given. */
function encodeForm(body: Extract<Body, { kind: 'multipart' }>): Buffer {
  const parts: Buffer[] = body.fields.map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (body.file) {
    const { field, name, content } = body.file;
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="${name}"\r\n` +
          'content-type: image/png\r\n\r\n',
      ),
      content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

function payload(body: Body): { contentType: string; data: string | Buffer } {
  switch (body.kind) {
    case 'json':
      return { contentType: 'application/json', data: JSON.stringify(body.value) };
    case 'raw':
      return { contentType: body.contentType, data: body.text };
    case 'multipart':
      return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, data: encodeForm(body) };
  }
}

/**
 * Sends one attempt from its own client address: behind TRUST_PROXY the rate
 * limits count per X-Forwarded-For, so validation is reached instead of a 429.
 */
export async function send(
  baseUrl: string,
  attempt: Attempt,
  clientIp: string,
  agent?: Agent,
): Promise<Outcome> {
  let req = request(baseUrl)[attempt.method](attempt.url).set('x-forwarded-for', clientIp);
  if (agent) req = req.agent(agent);
  if (attempt.token) req = req.set('token', attempt.token);
  if (attempt.body) {
    const { contentType, data } = payload(attempt.body);
    req = req.set('content-type', contentType).send(data);
  }
  const res = await req;
  return { status: res.status, body: res.body as unknown };
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of results. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}
