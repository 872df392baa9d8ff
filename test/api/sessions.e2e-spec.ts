import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { APP_CONFIG } from '../../backend/src/config/config.module.js';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import { users } from '../../backend/src/users/users.table.js';
import { codeFromMail, GOOD_PASSWORD, signUp } from './support/accounts.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY = 24 * 60 * 60_000;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('login, tokens, logout and password reset', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;

  const login = (email: string, password: string) =>
    request(t.server).post('/api/user/login').send({ email, password });
  const profile = (token?: string) => {
    const req = request(t.server).get('/api/user/get-profile');
    return token === undefined ? req : req.set('token', token);
  };

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp(
      { SMTP_URL: catcher.url, ADMIN_EMAIL: 'staff@umang.example', ADMIN_PASSWORD: 'a long staff password' },
      { clock },
    );
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    await signUp(t, catcher, 'meera@example.org');
    const unknown = await login('nobody@example.org', GOOD_PASSWORD);
    const wrong = await login('meera@example.org', 'not-the-password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({
      success: false,
      message: 'Invalid email or password',
      code: 'bad_credentials',
    });
    const ok = await login('MEERA@example.org', GOOD_PASSWORD).expect(200);
    await profile(ok.body.token).expect(200);
  });

  it('refuses a missing token, alg none, a tampered signature and an expired token', async () => {
    const { token } = await signUp(t, catcher, 'ravi@example.org');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());

    expect((await profile().expect(401)).body).toEqual({
      success: false,
      message: expect.any(String),
      code: 'login_required',
    });
    await profile(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`).expect(401);
    await profile(`${header}.${b64({ ...claims, role: 'staff' })}.${signature}`).expect(401);
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    await profile(`${header}.${payload}.${flipped}`).expect(401);
    // Signed with the right secret but HS512: the algorithm is pinned.
    const secret = t.app.get<AppConfig>(APP_CONFIG).jwtSecret;
    const h512 = b64({ alg: 'HS512', typ: 'JWT' });
    const sig512 = createHmac('sha512', secret).update(`${h512}.${payload}`).digest('base64url');
    await profile(`${h512}.${payload}.${sig512}`).expect(401);

    await profile(token).expect(200);
    clock.advance(7 * DAY + 60_000);
    await profile(token).expect(401);
  });

  it('revokes the token at logout', async () => {
    const { token } = await signUp(t, catcher, 'kiran@example.org');
    await request(t.server).post('/api/user/logout').set('token', token).expect(200);
    await profile(token).expect(401);
    const again = await login('kiran@example.org', GOOD_PASSWORD).expect(200);
    await profile(again.body.token).expect(200);
  });

  it('resets a forgotten password with a mailed code and revokes older tokens', async () => {
    const { token } = await signUp(t, catcher, 'farah@example.org');
    clock.advance(61_000);
    const before = catcher.mails.length;
    const asked = await request(t.server)
      .post('/api/user/forgot-password')
      .send({ email: 'farah@example.org' });
    const unknown = await request(t.server)
      .post('/api/user/forgot-password')
      .send({ email: 'ghost@example.org' });
    expect(asked.status).toBe(200);
    expect(unknown.body).toEqual(asked.body);
    const otp = await codeFromMail(catcher, 'farah@example.org', before);
    expect(catcher.mails.some((m) => m.to.includes('ghost@example.org'))).toBe(false);

    await request(t.server)
      .post('/api/user/reset-password')
      .send({ email: 'farah@example.org', otp, password: 'a-brand-new-passphrase' })
      .expect(200);
    await profile(token).expect(401);
    await login('farah@example.org', GOOD_PASSWORD).expect(401);
    await login('farah@example.org', 'a-brand-new-passphrase').expect(200);
    await request(t.server)
      .post('/api/user/reset-password')
      .send({ email: 'farah@example.org', otp, password: 'yet-another-passphrase' })
      .expect(400);
  });

  it('creates the first console account, an admin, from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const [staff] = await t.connection.db.select().from(users).where(eq(users.email, 'staff@umang.example'));
    expect(staff!.role).toBe('admin');
    const credentials = { email: 'staff@umang.example', password: 'a long staff password' };
    const signedIn = await request(t.server).post('/api/admin/login').send(credentials).expect(200);
    const me = await request(t.server).get('/api/admin/me').set('token', signedIn.body.token).expect(200);
    expect(me.body.account).toEqual({
      id: staff!.id,
      email: credentials.email,
      name: 'Centre admin',
      role: 'admin',
      doctorId: null,
      doctorName: null,
    });
    // The patients' door does not open for staff.
    await login(credentials.email, credentials.password).expect(401);
  });

  it('slows down password guessing: the eleventh login in a minute is refused', async () => {
    clock.advance(61_000);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await login('meera@example.org', `guess-${i}`)).status);
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
