import request from 'supertest';
import type { SmtpCatcher } from './smtp-catcher.js';
import type { TestApp } from './test-app.js';

export const GOOD_PASSWORD = 'kite-river-monsoon-42';

/** The six-digit code in the newest mail to `email`, read as a person would: from the mail itself. */
export async function codeFromMail(catcher: SmtpCatcher, email: string, after = 0): Promise<string> {
  const mail = await catcher.waitForMail(
    (m, index) => index >= after && m.to.includes(email) && /\b\d{6}\b/.test(m.text),
  );
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

export interface SignedUp {
  email: string;
  token: string;
}

/** Signs a patient up through the real flow: send-otp, code from the mail, register. */
export async function signUp(
  t: TestApp,
  catcher: SmtpCatcher,
  email: string,
  name = 'Asha Verma',
): Promise<SignedUp> {
  const before = catcher.mails.length;
  await request(t.server).post('/api/user/send-otp').send({ email }).expect(200);
  const otp = await codeFromMail(catcher, email, before);
  const res = await request(t.server)
    .post('/api/user/register')
    // Reminders ticked, so the suites that look for reminder mails find them.
    .send({
      name,
      email,
      password: GOOD_PASSWORD,
      phone: '9876543210',
      otp,
      consent: true,
      adult: true,
      reminders: true,
    })
    .expect(200);
  return { email, token: res.body.token as string };
}
