import { Agent, request as httpRequest } from 'node:http';
import { SLOT_TIMES } from '@umang/common';
import request from 'supertest';
import { signUp } from './support/accounts.js';
import { fill, send, trickle } from './support/edge-client.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { STAFF, seededWithStaff } from './support/staff.js';

/** Short, so that the slow-client cases finish in seconds. */
const REQUEST_TIMEOUT_MS = 1_500;
/** The JSON limit of ordinary routes, as the attacker would learn it by trying. */
const JSON_LIMIT = 32 * 1024;

const json = (body: unknown, extra: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...extra },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Bodies an attacker would try, each one refused: many keys just under the limit, or over it. */
const HOSTILE_BODIES: [string, string][] = [
  ['a flat object of short keys', fill(JSON_LIMIT - 64, '{', (i) => `"${i.toString(36)}":0`, '}')],
  ['one huge array', fill(JSON_LIMIT - 64, '{"blockedSlots":[', () => '0', ']}')],
  ['an object of arrays of objects', fill(JSON_LIMIT - 64, '{"a":[', (i) => `{"b${i % 7}":[{},{}]}`, ']}')],
  ['a bare top-level array', fill(JSON_LIMIT - 64, '[', () => '[]', ']')],
  ['a 200 KB object', JSON.stringify({ email: 'a@b.in', pad: 'x'.repeat(200_000) })],
  ['95 000 keys in 1 MB', fill(1_000_000, '{', (i) => `"k${i}":1`, '}')],
];

describe('the HTTP edge under attack', () => {
  const catcher = new SmtpCatcher();
  let t: TestApp;
  let port: number;
  let patientToken: string;
  let staffToken: string;
  let doctorId: string;

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({
      ...seededWithStaff(catcher),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.server.address() as { port: number }).port;
    patientToken = (await signUp(t, catcher, 'edge-patient@example.org')).token;
    staffToken = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body
      .token as string;
    const list = (await request(t.server).get('/api/doctor/list').expect(200)).body as {
      doctors: { _id: string }[];
    };
    doctorId = list.doctors[0]!._id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await catcher.stop();
  });

  it('refuses many-key and oversized bodies within a second each, from many clients at once, while the live probe stays fast', async () => {
    const routes: [string, string, Record<string, string>][] = [
      ['POST', '/api/user/login', {}],
      ['POST', '/api/user/econtact', {}],
      ['POST', '/api/user/book-appointment', { token: patientToken }],
      // No token: the body is refused before the token is even looked at.
      ['POST', '/api/user/book-appointment', {}],
      ['PUT', `/api/admin/doctors/${doctorId}/blocked-slots`, { token: staffToken }],
    ];
    let polling = true;
    const probeTimes: number[] = [];
    const probe = (async () => {
      while (polling) {
        const live = await send(port, { path: '/api/health/live' });
        expect(live.status).toBe(200);
        probeTimes.push(live.ms);
        // Paced on purpose: the probe keeps asking while the bodies arrive, without flooding.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    const wrong: string[] = [];
    let source = 10;
    // Twice over, so that the probe is asked many times while the bodies arrive.
    for (const [method, path, headers] of [...routes, ...routes]) {
      // Every hostile body to this route at once, each from its own address.
      const answers = await Promise.all(
        HOSTILE_BODIES.map(([, body]) =>
          send(port, { method, path, ...json(body, headers), from: `127.0.0.${source++}` }),
        ),
      );
      answers.forEach((answer, i) => {
        const label = `${method} ${path}${headers.token ? ' (signed in)' : ''}: ${HOSTILE_BODIES[i]![0]}`;
        if (![400, 413].includes(answer.status)) wrong.push(`${label} → ${answer.status}`);
        else if (answer.body?.success !== false || typeof answer.body.message !== 'string')
          wrong.push(`${label} → not the common error shape`);
        if (answer.ms > 1_000) wrong.push(`${label} took ${Math.round(answer.ms)} ms`);
      });
    }
    polling = false;
    await probe;
    expect(wrong).toEqual([]);
    expect(probeTimes.length).toBeGreaterThan(3);
    expect(Math.max(...probeTimes)).toBeLessThan(300);
  });

  it('names the fault: too many fields (400) or too large (413)', async () => {
    const many = await send(port, { path: '/api/user/login', ...json(HOSTILE_BODIES[1]![1]) });
    expect(many.status).toBe(400);
    expect(many.body).toEqual({
      success: false,
      message: 'The request has too many fields',
      code: 'invalid',
    });
    const large = await send(port, { path: '/api/user/econtact', ...json(HOSTILE_BODIES[4]![1]) });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ success: false, message: 'The request is too large', code: 'too_large' });
  });

  it('still reads the largest real form: 200 days of every slot, blocked', async () => {
    const days = Array.from({ length: 200 }, (_, i) => ({
      date: `${(i % 28) + 1}_${(i % 12) + 1}_2099`,
      times: [...SLOT_TIMES],
    }));
    const body = JSON.stringify({ blockedSlots: days });
    expect(body.length).toBeGreaterThan(JSON_LIMIT * 0.8);
    const res = await send(port, {
      method: 'PUT',
      path: `/api/admin/doctors/${doctorId}/blocked-slots`,
      ...json(body, { token: staffToken }),
    });
    // Past the edge and on to the service, which names the first date too far ahead.
    expect(res.status).toBe(400);
    expect(res.body?.message).toContain('_2099');
  });

  it('answers 415 to a body that is not JSON on a JSON route, and to JSON on an upload route', async () => {
    const cases: [string, string, Record<string, string>, string][] = [
      ['/api/user/send-otp', 'application/x-www-form-urlencoded', {}, 'email=a%40b.in'],
      ['/api/user/econtact', 'application/x-www-form-urlencoded', {}, 'name=A&email=a%40b.in&message=hi'],
      ['/api/user/econtact', 'text/plain', {}, '{"name":"A"}'],
      ['/api/user/login', 'multipart/form-data; boundary=x', {}, '--x\r\n\r\n--x--\r\n'],
      ['/api/user/update-profile', 'application/json', { token: patientToken }, '{"name":"Asha"}'],
      ['/api/admin/doctors', 'application/json', { token: staffToken }, '{"name":"Dr A"}'],
      ['/api/admin/blogs', 'text/plain', { token: staffToken }, 'title'],
    ];
    for (const [path, type, headers, body] of cases) {
      const res = await send(port, { path, headers: { 'content-type': type, ...headers }, body });
      expect({ path, type, status: res.status, success: res.body?.success }).toEqual({
        path,
        type,
        status: 415,
        success: false,
      });
    }
    // A body with no content type at all is not guessed at either.
    const untyped = await send(port, { path: '/api/user/send-otp', body: '{"email":"a@b.in"}' });
    expect(untyped.status).toBe(415);
  });

  it('bounds the text fields of an upload form too, in number and in size', async () => {
    const form = (fields: [string, string][]) => {
      const boundary = 'edge-boundary-41';
      const parts = fields.map(
        ([name, value]) =>
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: patientToken },
        body: `${parts.join('')}--${boundary}--\r\n`,
      };
    };
    const path = '/api/user/update-profile';
    const many = await send(port, {
      path,
      ...form(Array.from({ length: 500 }, (_, i): [string, string] => [`f${i}`, 'x'])),
    });
    const long = await send(port, { path, ...form([['name', 'x'.repeat(200_000)]]) });
    for (const res of [many, long]) {
      expect([400, 413]).toContain(res.status);
      expect(res.body).toEqual({
        success: false,
        message: expect.any(String) as string,
        code: expect.any(String) as string,
      });
      expect(res.ms).toBeLessThan(1_000);
    }
    // The profile is as it was.
    const profile = await send(port, { path: '/api/user/get-profile', headers: { token: patientToken } });
    expect((profile.body!.userData as { name: string }).name).toBe('Asha Verma');
  });

  it('still takes JSON with a charset, and a POST with no body at all', async () => {
    const login = await send(port, {
      path: '/api/user/login',
      ...json({ email: 'nobody@example.org', password: 'wrong password here' }, {}),
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    });
    expect(login.status).toBe(401);
    const { token } = await signUp(t, catcher, 'edge-logout@example.org');
    const logout = await send(port, { method: 'POST', path: '/api/user/logout', headers: { token } });
    expect(logout.status).toBe(200);
  });

  it('marks every API answer no-store however its path is spelled, and leaves static files their caching', async () => {
    const paths = [
      '/api/%75ser/get-profile',
      '/api/user/%67et-profile',
      '/api//user/get-profile',
      '/API/user/get-profile',
      '/%61pi/user/get-profile',
      '/api/no-such-route',
      '/api/%FF',
      '/api/health/live',
    ];
    for (const path of paths) {
      const res = await send(port, { path, headers: { accept: 'text/html' }, from: '127.0.0.3' });
      expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({
        path,
        cacheControl: 'no-store',
      });
      if (res.status >= 400)
        expect({ path, body: res.body }).toMatchObject({ path, body: { success: false } });
    }
    const profile = await send(port, { path: '/api/%75ser/get-profile', headers: { token: patientToken } });
    expect(profile.status).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const asset = await send(port, { path: '/assets/mascot.json' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('answers an unreadable address with 400, the common shape and the security headers', async () => {
    // An over-long parameter is refused by the router (400) when no other route could
    // take the path, and is simply not found (404) when one could; either way in the
    // common shape, with the headers, and without repeating the address.
    const unreadable = ['/api/%FF', '/api/user/blogs/%E0%A4%A'];
    for (const path of [...unreadable, `/api/user/blogs/${'a'.repeat(200)}`]) {
      const res = await send(port, { path });
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: unreadable.includes(path) || res.status !== 404 ? 400 : 404,
        body: { success: false, message: expect.any(String) as string, code: expect.any(String) as string },
      });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors '(none|self)'/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(JSON.stringify(res.body)).not.toContain('aaaa');
    }
  });

  it('cuts off a body or headers that trickle in slower than the request timeout', async () => {
    const [body, headers] = await Promise.all([
      trickle(
        port,
        'POST /api/user/econtact HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n{',
        '"a":1,',
      ),
      trickle(port, 'GET /api/health/live HTTP/1.1\r\nHost: x\r\n', 'x-slow: abcdefghij'),
    ]);
    for (const cut of [body, headers]) {
      expect(cut.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
      // Node answers 408 when it can; a closed connection is the other allowed ending.
      if (cut.answer !== '') expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
    }
    // Meanwhile an ordinary request is answered as always.
    expect((await send(port, { path: '/api/health/live', from: '127.0.0.8' })).status).toBe(200);
  }, 15_000);

  it('does not cut a kept-alive connection that waits idle between requests', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/health/live', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      // Longer than the request timeout and a check of it, shorter than the keep-alive timeout.
      await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + 1_500));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 10_000);
});
