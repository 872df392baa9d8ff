import pg from 'pg';
import request from 'supertest';
import { OTP_MAX_ATTEMPTS } from '../../../backend/src/auth/otp.service.js';
import { codeFromMail, GOOD_PASSWORD } from '../support/accounts.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const EMAIL = 'guessed@example.org';
const GUESSES = 30;

/**
 * A burst of wrong codes sent at once, as a script would: on PostgreSQL they run
 * on many connections side by side, and still no more than the allowed number of
 * tries may be counted against (or compared with) one code.
 */
describe('sign-up code tries under parallel guessing', () => {
  const url = process.env.DATABASE_URL as string;
  const catcher = new SmtpCatcher();
  let t: TestApp;

  const register = (otp: string, from: string) =>
    request(t.server).post('/api/user/register').set('x-forwarded-for', from).send({
      name: 'Asha Verma',
      email: EMAIL,
      password: GOOD_PASSWORD,
      phone: '9876543210',
      otp,
      consent: true,
      adult: true,
    });
  /** A query on a connection of the test's own, as an operator would run it. */
  const stored = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ attempts: number; consumed: boolean }>(
        'select attempts, consumed_at is not null as consumed from otps where email = $1',
        [EMAIL],
      );
      const users = await client.query('select 1 from users where email = $1', [EMAIL]);
      return { codes: rows, accounts: users.rowCount };
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({ SMTP_URL: catcher.url, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it(`counts at most ${OTP_MAX_ATTEMPTS} of ${GUESSES} parallel wrong codes, then refuses the right one`, async () => {
    await request(t.server)
      .post('/api/user/send-otp')
      .set('x-forwarded-for', '198.51.100.1')
      .send({ email: EMAIL })
      .expect(200);
    const code = await codeFromMail(catcher, EMAIL);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

    // Each from an address of its own, so the per-address limits let every one through to the code check.
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => register(wrong(i), `203.0.113.${i + 1}`)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(GUESSES).fill(400));
    expect(answers.every((res) => res.body.success === false)).toBe(true);
    expect(await stored()).toEqual({ codes: [{ attempts: OTP_MAX_ATTEMPTS, consumed: false }], accounts: 0 });

    const right = await register(code, '203.0.113.200');
    expect(right.status).toBe(400);
    expect(right.body.success).toBe(false);
    expect(await stored()).toEqual({ codes: [{ attempts: OTP_MAX_ATTEMPTS, consumed: false }], accounts: 0 });
  });
});
