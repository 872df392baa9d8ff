import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROUTE_HINTS_FILE } from '@umang/common';
import Fastify, { type FastifyInstance } from 'fastify';
import { SpaFallback } from './spa-fallback.js';

const INDEX =
  '<!doctype html><html><head><title>Umang</title></head><body><div id="root"></div></body></html>';

const hint = (path: string, extra: Record<string, unknown> = {}) => ({
  path,
  modules: [],
  styles: [],
  images: [],
  data: [],
  ...extra,
});

const HINTS = [
  hint('', { modules: ['/app/home-1.js', '/app/shared-1.js'], images: ['/assets/home/header.svg'] }),
  hint('services/:section?', { modules: ['/app/services-1.js'] }),
  hint('doctors', {
    modules: ['/app/doctors-1.js'],
    languages: {
      en: { modules: ['/app/doctors-words-en.js'] },
      hi: { modules: ['/app/common-hi.js', '/app/doctors-words-hi.js'] },
    },
  }),
  hint('blogs/:id', { modules: ['/app/blog-detail-1.js'] }),
  hint('blog', { modules: ['/app/blog-1.js'], data: ['/api/user/blogs'] }),
  // A tampered or broken build file must not put markup into the page.
  hint('contact', { modules: ['/app/x.js"><script>alert(1)</script>'] }),
  hint('*', { modules: ['/app/not-found-1.js'] }),
];

let webRoot: string;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'spa-fallback-'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  mkdirSync(dirname(join(webRoot, ROUTE_HINTS_FILE)));
  writeFileSync(join(webRoot, ROUTE_HINTS_FILE), JSON.stringify(HINTS));
  const spa = new SpaFallback(webRoot);
  app = Fastify();
  app.get('/*', (request, reply) => {
    if (spa.accepts(request)) spa.send(reply);
    else void reply.status(404).send({ success: false });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, still compressed when they were. */
  rawPayload: Buffer;
  body: string;
}

/** A browser's GET, over real HTTP; bytes left as the server encoded them. */
const page = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const request = get(
      `${origin}${url}`,
      { headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            rawPayload,
            body: rawPayload.toString(),
          });
        });
      },
    );
    request.on('error', reject);
  });

describe('the SPA fallback', () => {
  it("names the home page's code and its picture in the HTML of /", async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/app/home-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/app/shared-1.js">');
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/assets/home/header.svg" fetchpriority="high">',
    );
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers / with the home page whatever the client accepts, as a plain file did', async () => {
    const res = await page('/', { accept: '*/*' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/app/home-1.js');
  });

  it("gives a route with parameters its page's hints, whatever the values and letter case", async () => {
    for (const url of ['/services', '/services/ADHDTreatment', '/Services/ADHDTreatment?x=1']) {
      expect((await page(url)).body).toContain('/app/services-1.js');
    }
    const post = (await page('/blogs/6650f0c2')).body;
    expect(post).toContain('/app/blog-detail-1.js');
    expect(post).not.toContain('/app/blog-1.js');
  });

  it("names the words of the reader's language: their choice, else their browser's", async () => {
    const english = (await page('/doctors', { 'accept-language': 'en-GB,en;q=0.9' })).body;
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/app/doctors-words-en.js">');
    expect(english).not.toContain('hi.js');

    const hindi = await page('/doctors', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.headers.vary).toContain('cookie');
    expect(hindi.body).toContain('<link rel="modulepreload" crossorigin href="/app/common-hi.js">');
    expect(hindi.body).not.toContain('doctors-words-en.js');

    // The switch's cookie outweighs the browser's languages, both ways.
    const chosen = (await page('/doctors', { 'accept-language': 'en', cookie: 'x=1; lang=hi' })).body;
    expect(chosen).toContain('/app/doctors-words-hi.js');
    const back = (await page('/doctors', { 'accept-language': 'hi', cookie: 'lang=en' })).body;
    expect(back).toContain('/app/doctors-words-en.js');
  });

  it('starts the API answer a page draws first alongside its code', async () => {
    expect((await page('/blog')).body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/user/blogs">',
    );
  });

  it('sends an unknown address the plain document: no guessing which code it needs', async () => {
    for (const url of ['/no-such-page', '/services/a/b', '/admin/doctors']) {
      expect((await page(url)).body).toBe(INDEX);
    }
  });

  it('never writes a listed URL that is not a plain path into the page', async () => {
    const res = await page('/contact');
    expect(res.body).toBe(INDEX);
    expect(res.body).not.toContain('<script>');
  });

  it('compresses the document with brotli or gzip when the browser accepts them', async () => {
    const brotli = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding, accept-language, cookie');
    const plain = (await page('/')).body;
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);

    const gzip = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);

    const refused = await page('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain);
  });

  it('leaves API paths, files and non-HTML requests to their 404', async () => {
    expect((await page('/api/nope')).statusCode).toBe(404);
    expect((await page('/assets/nope.svg')).statusCode).toBe(404);
    expect((await page('/doctors', { accept: 'application/json' })).statusCode).toBe(404);
  });

  it('knows an API path however it is spelled, and leaves it to its 404 too', async () => {
    for (const path of ['/%61pi/nope', '//api/nope', '/API/nope', '/%61%70%69']) {
      expect({ path, status: (await page(path)).statusCode }).toEqual({ path, status: 404 });
    }
  });
});
