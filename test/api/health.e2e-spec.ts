import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('health and the common answer shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('says the process is live', async () => {
    const res = await request(t.server).get('/api/health/live').expect(200);
    expect(res.body).toMatchObject({ success: true, status: 'ok' });
  });

  it('says it is ready when the database answers', async () => {
    const res = await request(t.server).get('/api/health/ready').expect(200);
    expect(res.body).toMatchObject({ success: true, status: 'ok', info: { database: { status: 'up' } } });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await request(t.server).get('/api/no-such-thing').set('accept', 'text/html').expect(404);
    expect(res.body).toEqual({ success: false, message: expect.any(String), code: 'not_found' });
  });

  it('answers malformed JSON with a 400 that reveals no internals', async () => {
    const res = await request(t.server)
      .post('/api/doctor/list')
      .set('content-type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules|stack/i);
  });

  it('sends security headers on every answer', async () => {
    const res = await request(t.server).get('/api/doctor/list').expect(200);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toContain('frame-ancestors');
  });

  it('lets the contact page embed the OpenStreetMap map and nothing else', async () => {
    const res = await request(t.server).get('/api/health/live').expect(200);
    expect(res.headers['content-security-policy']).toContain('frame-src https://www.openstreetmap.org');
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it('grants no CORS access to a foreign origin by default', async () => {
    const res = await request(t.server).get('/api/doctor/list').set('origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document', async () => {
    const res = await request(t.server).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/doctor/list', '/api/health/live', '/api/health/ready']),
    );
  });
});

describe('with a remote mascot animation', () => {
  it('lets the browser fetch the animation from that origin', async () => {
    const t = await startTestApp({ VITE_MASCOT_URL: 'https://cdn.example.org/anim/kite.json' });
    try {
      const res = await request(t.server).get('/api/health/live').expect(200);
      expect(res.headers['content-security-policy']).toContain("connect-src 'self' https://cdn.example.org");
    } finally {
      await t.close();
    }
  });
});

describe('behind a reverse proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  let tries = 0;
  // A new e-mail each time: wrong passwords for one account are limited wherever they come from.
  const login = (ip: string) =>
    request(t.server)
      .post('/api/admin/login')
      .set('x-forwarded-for', ip)
      .send({ email: `nobody${++tries}@example.org`, password: 'wrong-password' });

  it('limits each visitor by their own address, not the proxy’s', async () => {
    for (let i = 0; i < 10; i++) await login('203.0.113.7').expect(401);
    await login('203.0.113.7').expect(429);
    await login('198.51.100.23').expect(401);
  });
});
