import request from 'supertest';
import { GOOD_PASSWORD, signUp } from './support/accounts.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const OLD = 'asha@example.org';
const NEW = 'asha.verma@example.net';
const BAD_CODE = 'Invalid or expired OTP. Please check the code or ask for a new one.';

describe('changing the account’s e-mail address', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;
  let asha: string;

  const sendCode = (email: string) =>
    request(t.server).post('/api/user/email/send-otp').set('token', asha).send({ email });
  const confirm = (email: string, otp: string) =>
    request(t.server).post('/api/user/email').set('token', asha).send({ email, otp });
  /** The code from the newest "confirm your new e-mail" mail to `to`. */
  const codeSentTo = async (to: string, before: number) => {
    const mail = await catcher.waitForMail(
      (m, index) => index >= before && m.to.includes(to) && /new e-mail address/i.test(m.subject),
    );
    return /\b(\d{6})\b/.exec(mail.text)![1]!;
  };
  const login = (email: string) =>
    request(t.server).post('/api/user/login').send({ email, password: GOOD_PASSWORD });

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({ SMTP_URL: catcher.url }, { clock });
    asha = (await signUp(t, catcher, OLD, 'Asha Verma')).token;
    await signUp(t, catcher, 'ravi@example.org', 'Ravi Kumar');
  });
  // Each test a minute later: the code's resend wait and the per-minute limits start afresh.
  beforeEach(() => clock.advance(61_000));
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('refuses the address the account already has with 400 email_unchanged', async () => {
    const res = await sendCode(' Asha@Example.org ').expect(400);
    expect(res.body.code).toBe('email_unchanged');
  });

  it('mails the code to the new address only, and the same answer for an address another account has', async () => {
    const before = catcher.mails.length;
    const res = await sendCode('Asha.Verma@Example.net').expect(200);
    expect(res.body.success).toBe(true);
    await codeSentTo(NEW, before);
    clock.advance(61_000);
    const taken = await sendCode('ravi@example.org').expect(200);
    expect(taken.body).toEqual(res.body);
    await codeSentTo('ravi@example.org', before);
    expect(catcher.mails.slice(before).filter((m) => m.to.includes(OLD))).toEqual([]);
  });

  it('refuses a wrong code like sign-up does, and a taken address with 409 email_taken', async () => {
    const before = catcher.mails.length;
    await sendCode(NEW).expect(200);
    const code = await codeSentTo(NEW, before);
    const wrong = await confirm(NEW, code === '000000' ? '111111' : '000000').expect(400);
    expect(wrong.body).toMatchObject({ code: 'invalid_otp', message: BAD_CODE });

    clock.advance(61_000);
    const sent = catcher.mails.length;
    await sendCode('ravi@example.org').expect(200);
    const ravisCode = await codeSentTo('ravi@example.org', sent);
    const taken = await confirm('ravi@example.org', ravisCode).expect(409);
    expect(taken.body.code).toBe('email_taken');
    await login(OLD).expect(200);
  });

  it('changes the address with the right code, answers the profile, and tells the old address', async () => {
    const before = catcher.mails.length;
    await sendCode(NEW).expect(200);
    const code = await codeSentTo(NEW, before);
    const res = await confirm(NEW, code).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      userData: { email: NEW, name: 'Asha Verma' },
      privacy: { currentNoticeVersion: expect.any(String) },
    });
    const notice = await catcher.waitForMail(
      (m, index) => index >= before && m.to.includes(OLD) && /was changed/.test(m.subject),
    );
    expect(notice.text).toContain('a***@example.net');
    expect(notice.text).not.toContain(NEW);
    expect(notice.text).toMatch(/If this was not you, please call the centre/);

    await login(NEW).expect(200);
    await login(OLD).expect(401);
    const profile = await request(t.server).get('/api/user/get-profile').set('token', asha).expect(200);
    expect(profile.body.userData.email).toBe(NEW);
  });

  it('refuses a code for an address no code was sent to', async () => {
    const res = await confirm('asha.again@example.net', '123456').expect(400);
    expect(res.body.code).toBe('invalid_otp');
  });
});
