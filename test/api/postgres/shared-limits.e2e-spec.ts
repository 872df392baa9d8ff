import pg from 'pg';
import request from 'supertest';
import { RateLimitService } from '../../../backend/src/common/rate-limit/rate-limit.service.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { STAFF } from '../support/staff.js';

/** Two instances on one PostgreSQL database, as behind a load balancer: one set of counts. */
describe('rate limits shared by every instance', () => {
  const url = process.env.DATABASE_URL as string;
  const catcher = new SmtpCatcher();
  let a: TestApp;
  let b: TestApp;
  let host = 0;
  const fresh = () => `203.0.113.${++host}`;
  const env = { SMTP_URL: '', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, TRUST_PROXY: 'true' };

  const post = (t: TestApp, path: string, from: string, body: object) =>
    request(t.server).post(path).set('x-forwarded-for', from).send(body);
  const staffLogin = (t: TestApp, password: string, from = fresh()) =>
    post(t, '/api/admin/login', from, { email: STAFF.email, password });
  /** A query on a connection of the test's own, as an operator would run it. */
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ key: string }>(sql)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await catcher.start();
    env.SMTP_URL = catcher.url;
    a = await startTestApp(env);
    // Passing DATABASE_URL keeps the database the first instance just migrated.
    b = await startTestApp({ ...env, DATABASE_URL: url });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await catcher.stop();
  });

  it('locks an account after ten wrong passwords spread over both instances', async () => {
    for (let i = 0; i < 10; i++) await staffLogin(i % 2 ? a : b, `guess-${i}`).expect(401);
    for (const t of [a, b]) {
      const res = await staffLogin(t, STAFF.password).expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The counts are rows of the database, holding no e-mail address.
    const rows = await admin('select key from rate_limits');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(STAFF.email);
  });

  it("counts one address's requests to either instance together", async () => {
    const desk = fresh();
    for (let i = 0; i < 10; i++) {
      await post(i % 2 ? a : b, '/api/user/send-otp', desk, { email: `desk${i}@example.org` }).expect(200);
    }
    const res = await post(a, '/api/user/send-otp', desk, { email: 'desk10@example.org' }).expect(429);
    expect(res.body).toEqual({
      success: false,
      message: expect.any(String),
      code: 'rate_limited',
      retryAfter: Number(res.headers['retry-after']),
    });
    await post(b, '/api/user/send-otp', fresh(), { email: 'desk10@example.org' }).expect(200);
  });

  it('keeps limiting in memory, without failing requests, while the counters cannot be written', async () => {
    await admin('alter table rate_limits rename to rate_limits_away');
    try {
      const from = fresh();
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) {
        answers.push(
          (await post(a, '/api/user/login', from, { email: `x${i}@example.org`, password: 'x' })).status,
        );
      }
      expect(answers).toEqual([...Array<number>(10).fill(401), 429]);
    } finally {
      await admin('alter table rate_limits_away rename to rate_limits');
    }
    await post(b, '/api/user/login', fresh(), { email: 'after@example.org', password: 'x' }).expect(401);
  });

  it('sweeps counters whose window has ended and keeps live ones', async () => {
    await admin(
      "insert into rate_limits (key, points, expire) values ('ended', 3, now() - interval '1 minute'), ('live', 3, now() + interval '1 hour')",
    );
    await a.app.get(RateLimitService).deleteExpired();
    const keys = await admin("select key from rate_limits where key in ('ended', 'live')");
    expect(keys.map((row) => row.key)).toEqual(['live']);
  });
});
