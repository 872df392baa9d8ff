import { PRIVACY_NOTICE_VERSION } from '@umang/common';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { OtpService } from '../../backend/src/auth/otp.service.js';
import { otps } from '../../backend/src/auth/otps.table.js';
import { users } from '../../backend/src/users/users.table.js';
import { codeFromMail, GOOD_PASSWORD } from './support/accounts.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;

describe('sign-up with an e-mail OTP', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;
  let n = 0;
  /** A fresh address per test: codes and limits are per address. */
  const newEmail = () => `patient${++n}@example.org`;

  const sendOtp = (email: string) => request(t.server).post('/api/user/send-otp').send({ email });
  const register = (email: string, otp: string, extra: Record<string, unknown> = {}) =>
    request(t.server)
      .post('/api/user/register')
      .send({
        name: '  Asha Verma ',
        email,
        password: GOOD_PASSWORD,
        phone: '9876543210',
        otp,
        consent: true,
        adult: true,
        ...extra,
      });
  const askCode = async (email: string): Promise<string> => {
    const before = catcher.mails.length;
    await sendOtp(email).expect(200);
    return codeFromMail(catcher, email, before);
  };

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({ SMTP_URL: catcher.url }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('creates an account from the code in the mail and logs the patient in', async () => {
    const email = newEmail();
    const res = await sendOtp(email).expect(200);
    expect(res.body).toEqual({ success: true, message: 'OTP sent to your email' });
    const otp = await codeFromMail(catcher, email);
    const created = await register(email.toUpperCase(), otp).expect(200);
    expect(created.body).toMatchObject({ success: true, token: expect.any(String) });

    const profile = await request(t.server)
      .get('/api/user/get-profile')
      .set('token', created.body.token)
      .expect(200);
    expect(profile.body.userData).toMatchObject({
      name: 'Asha Verma',
      email,
      phone: '9876543210',
      // Without Accept-Language the account starts in English.
      language: 'en',
    });
    const [row] = await t.connection.db.select().from(users).where(eq(users.email, email));
    expect(row!.consentVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(row!.consentAt).toBeInstanceOf(Date);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('mails the code in the language of the form, and starts the account in it', async () => {
    const email = newEmail();
    const before = catcher.mails.length;
    await sendOtp(email).set('accept-language', 'hi-IN,hi;q=0.9,en;q=0.8').expect(200);
    const mail = await catcher.waitForMail((m, i) => i >= before && m.to.includes(email));
    expect(mail.subject).toMatch(/में खाता बनाने के लिए आपका कोड$/);
    expect(mail.text).toContain('10 मिनट तक');
    const otp = /\b(\d{6})\b/.exec(mail.text)![1]!;

    const created = await register(email, otp).set('accept-language', 'hi-IN,hi;q=0.9').expect(200);
    // The answer's own words stay English; the SPA shows its own.
    expect(created.body.message).toBe('Account created');
    const profile = await request(t.server)
      .get('/api/user/get-profile')
      .set('token', created.body.token)
      .expect(200);
    expect(profile.body.userData.language).toBe('hi');
    const [row] = await t.connection.db.select().from(users).where(eq(users.email, email));
    expect(row!.language).toBe('hi');
  });

  it("writes a code for an address with an account in the account's language, whatever the form's", async () => {
    const email = newEmail();
    await register(email, await askCode(email)).expect(200);
    clock.advance(MINUTE + 1000);
    const before = catcher.mails.length;
    await sendOtp(email).set('accept-language', 'hi').expect(200);
    const mail = await catcher.waitForMail((m, i) => i >= before && m.to.includes(email));
    expect(mail.subject).toMatch(/^Your sign-up code for /);
    expect(mail.text).toMatch(/account already exists/);
  });

  it('voids the code after five wrong tries, even for the right code', async () => {
    const email = newEmail();
    const otp = await askCode(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await register(email, wrong).expect(400);
    const res = await register(email, otp).expect(400);
    expect(res.body.message).toMatch(/Invalid or expired OTP/);
  });

  it('refuses a code after its ten minutes', async () => {
    const email = newEmail();
    const otp = await askCode(email);
    clock.advance(10 * MINUTE + 1000);
    await register(email, otp).expect(400);
  });

  it('refuses a code that was already used, and a second account for the same address', async () => {
    const email = newEmail();
    const otp = await askCode(email);
    await register(email, otp).expect(200);
    await register(email, otp).expect(400);

    clock.advance(MINUTE + 1000);
    const before = catcher.mails.length;
    const again = await sendOtp(email).expect(200);
    expect(again.body).toEqual({ success: true, message: 'OTP sent to your email' });
    const mail = await catcher.waitForMail((m, i) => i >= before && m.to.includes(email));
    expect(mail.text).toMatch(/already (have|has) an account|account already exists/i);
    const second = await register(email, /\b(\d{6})\b/.exec(mail.text)![1]!).expect(409);
    expect(second.body).toEqual({
      success: false,
      message: expect.stringMatching(/already exists/),
      code: 'email_taken',
    });
  });

  it('makes the patient wait 60 seconds between codes and allows five an hour', async () => {
    const email = newEmail();
    await sendOtp(email).expect(200);
    const early = await sendOtp(email).expect(429);
    expect(early.body.message).toMatch(/wait \d+ seconds/);
    // The header says the same wait the message does, so a client can schedule its retry.
    expect(early.headers['retry-after']).toBe(/wait (\d+) seconds/.exec(early.body.message)![1]);
    // And the body, so the SPA can say the wait in the language it shows.
    expect(early.body).toMatchObject({
      code: 'otp_resend_wait',
      retryAfter: Number(early.headers['retry-after']),
    });
    for (let i = 0; i < 4; i++) {
      clock.advance(MINUTE + 1000);
      await sendOtp(email).expect(200);
    }
    clock.advance(MINUTE + 1000);
    const sixth = await sendOtp(email).expect(429);
    expect(sixth.body.message).toMatch(/Too many codes/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(60 * MINUTE);
    await sendOtp(email).expect(200);
  });

  it('refuses a weak password, a bad phone and a missing consent before touching the code', async () => {
    const email = newEmail();
    const otp = await askCode(email);
    const common = await register(email, otp, { password: 'password123' }).expect(400);
    expect(common.body.message).toMatch(/too common/);
    const short = await register(email, otp, { password: 'short1' }).expect(400);
    expect(short.body.message).toMatch(/8 to 128/);
    const phone = await register(email, otp, { phone: '5123456789' }).expect(400);
    expect(phone.body.message).toBe(
      'Invalid phone number format. Must be a 10-digit number starting with 6-9.',
    );
    await register(email, otp, { consent: false }).expect(400);
    await register(email, otp, { role: 'staff' }).expect(400);
    // None of those used up the code.
    await register(email, otp).expect(200);
  });

  it('deletes used and expired codes in the clean-up job and keeps live ones', async () => {
    const old = newEmail();
    const live = newEmail();
    await askCode(old);
    clock.advance(2 * 60 * MINUTE);
    await askCode(live);
    await t.app.get(OtpService).cleanUp();
    const left = await t.connection.db.select({ email: otps.email }).from(otps);
    const emails = left.map((r) => r.email);
    expect(emails).toContain(live);
    expect(emails).not.toContain(old);
  });
});
