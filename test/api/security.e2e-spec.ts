import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The only routes under /api/user and /api/admin that anyone may call: signing
 * up and in, password reset, the contact form, the public Wall of Honour, and a
 * console account's first password (the mailed code is the proof).
 * A new route is private unless it is added here on purpose.
 */
const PUBLIC_ROUTES = new Set([
  'POST /api/user/send-otp',
  'POST /api/user/register',
  'POST /api/user/login',
  'POST /api/user/forgot-password',
  'POST /api/user/reset-password',
  'POST /api/user/econtact',
  'GET /api/user/blogs',
  'GET /api/user/blogs/{id}',
  'POST /api/admin/login',
  'POST /api/admin/accounts/set-password',
]);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

interface Route {
  method: Method;
  path: string;
}

describe('security at the edge', () => {
  let t: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    t = await startTestApp();
    // The route list is read from the running app (its OpenAPI document), so a new route cannot be missed.
    const doc = await request(t.server).get('/api/docs-json').expect(200);
    const paths = doc.body.paths as Record<string, Partial<Record<Method, unknown>>>;
    routes = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/user/') || path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        METHODS.filter((method) => operations[method]).map((method) => ({ method, path })),
      );
  });
  afterAll(() => t.close());

  const key = ({ method, path }: Route) => `${method.toUpperCase()} ${path}`;
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '3f0a8d62-5c1e-4b7a-9d2e-1a2b3c4d5e6f');

  it('reads the whole patient and staff API from the running app', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.map(key)).toEqual(expect.arrayContaining([...PUBLIC_ROUTES]));
  });

  it('answers every private route without a token with 401 and the common error shape', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(key(r)))) {
      const res = await request(t.server)[route.method](concrete(route.path));
      if (res.status !== 401 || res.body.success !== false) wrong.push(`${key(route)} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a forged token on every private route', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4Iiwicm9sZSI6InN0YWZmIiwidmVyIjowfQ.c2lnbmF0dXJl';
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(key(r)))) {
      const res = await request(t.server)[route.method](concrete(route.path)).set('token', forged);
      if (res.status !== 401) wrong.push(`${key(route)} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  /** The one API answer a cache may keep, briefly: the same bytes for everyone (see no-store.ts). */
  const SHORT_CACHED = '/api/doctor/list';

  it('keeps every API answer out of every cache, public ones too, but the doctor list', async () => {
    for (const path of ['/api/user/get-profile', '/api/user/blogs', '/api/admin/payments']) {
      const res = await request(t.server).get(path);
      expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({
        path,
        cacheControl: 'no-store',
      });
    }
    for (const token of [undefined, 'a-token-the-list-ignores']) {
      const list = await request(t.server)
        .get(SHORT_CACHED)
        .set(token ? { token } : {})
        .expect(200);
      expect(list.headers['cache-control']).toBe('public, max-age=10, must-revalidate');
      expect(list.headers['set-cookie']).toBeUndefined();
    }
    // Its refusals are answers like any other: kept by no cache.
    const refused = await request(t.server).post(SHORT_CACHED);
    expect([404, 405]).toContain(refused.status);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('refuses a 2 MB JSON body with 413 before reading it', async () => {
    const res = await request(t.server)
      .post('/api/user/econtact')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('does not repeat the address asked for in a 404', async () => {
    const probe = '/api/no-such-route-<script>alert(1)</script>';
    const res = await request(t.server).get(probe);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Not found', code: 'not_found' });
    expect(res.text).not.toContain('no-such-route');
  });

  it('answers a method no route has with 404 or 405, never a 5xx', async () => {
    const res = await request(t.server).patch('/api/doctor/list');
    expect([404, 405]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });

  /** Internals a client must never see: stack frames, parser or driver names, file paths. */
  const INTERNALS =
    /SyntaxError|Unexpected token|at \w+ \(|node_modules|\/src\/|\.ts:\d+|FST_|Fastify|drizzle|postgres/i;

  it('answers malformed JSON with 400 and a plain message, nothing internal', async () => {
    for (const body of ['{"email":', '{email: "x"}', '[1,2', '\u0000{}', '{"a":1}}']) {
      const res = await request(t.server)
        .post('/api/user/login')
        .set('content-type', 'application/json')
        .send(body);
      expect({ body, status: res.status, success: res.body.success }).toEqual({
        body,
        status: 400,
        success: false,
      });
      expect(typeof res.body.message).toBe('string');
      expect(res.text).not.toMatch(INTERNALS);
    }
  });

  it('sends the security headers on every kind of answer', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) });
    const answers: [string, request.Test][] = [
      ['live probe', request(t.server).get('/api/health/live')],
      ['public list', request(t.server).get('/api/doctor/list')],
      ['401', request(t.server).get('/api/user/get-profile')],
      ['400 validation', request(t.server).post('/api/user/login').send({})],
      ['404', request(t.server).get('/api/no-such-thing')],
      ['unknown method', request(t.server).patch('/api/doctor/list')],
      [
        '400 parser',
        request(t.server).post('/api/user/login').set('content-type', 'application/json').send('{'),
      ],
      [
        '413',
        request(t.server).post('/api/user/econtact').set('content-type', 'application/json').send(huge),
      ],
      ['static file', request(t.server).get('/assets/mascot.json')],
      ['static 404', request(t.server).get('/uploads/none.png')],
      ['preflight', request(t.server).options('/api/doctor/list').set('origin', 'https://evil.example')],
    ];
    const missing: string[] = [];
    for (const [label, pending] of answers) {
      const res = await pending;
      const where = `${label} (${res.status})`;
      const h = res.headers;
      if (!/max-age=\d+/.test(h['strict-transport-security'] ?? '')) missing.push(`${where}: HSTS`);
      if (h['x-content-type-options'] !== 'nosniff') missing.push(`${where}: nosniff`);
      if (!h['referrer-policy']) missing.push(`${where}: Referrer-Policy`);
      const csp = h['content-security-policy'] ?? '';
      if (!csp.includes("object-src 'none'") || !csp.includes('frame-ancestors'))
        missing.push(`${where}: CSP`);
    }
    expect(missing).toEqual([]);
  });

  it('grants a foreign origin no CORS access, not even on a preflight', async () => {
    const simple = await request(t.server).get('/api/doctor/list').set('origin', 'https://evil.example');
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(t.server)
      .options('/api/user/get-profile')
      .set('origin', 'https://evil.example')
      .set('access-control-request-method', 'GET')
      .set('access-control-request-headers', 'token');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
