import type { ConsoleAccount, Doctor } from '@umang/common';
import request from 'supertest';
import { codeFromMail, GOOD_PASSWORD, signUp } from './support/accounts.js';
import { listDoctors } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { STAFF, seededWithStaff } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;

describe('console accounts: an admin invites, the person sets their own password, an admin disables', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;
  let admin: string;
  let doctors: Doctor[];
  let n = 0;
  const newEmail = (role: string) => `${role}${++n}@umang.example`;

  const asAdmin = (token = admin) => ({
    get: (path: string) => request(t.server).get(path).set('token', token),
    post: (path: string, body: object = {}) => request(t.server).post(path).set('token', token).send(body),
  });
  const login = (email: string, password = GOOD_PASSWORD) =>
    request(t.server).post('/api/admin/login').send({ email, password });
  const setPassword = (email: string, otp: string, password = GOOD_PASSWORD) =>
    request(t.server).post('/api/admin/accounts/set-password').send({ email, otp, password });

  /** Creates an account through the API and answers it with the code mailed to it. */
  const invite = async (body: { email: string; name: string; role: string; doctorId?: string }) => {
    const before = catcher.mails.length;
    const res = await asAdmin().post('/api/admin/accounts', body).expect(201);
    return {
      account: res.body.account as ConsoleAccount,
      code: await codeFromMail(catcher, body.email, before),
    };
  };
  /** An account that has set its password and signed in: its id and token. */
  const activeAccount = async (role: 'admin' | 'staff' | 'doctor', doctorId?: string) => {
    const email = newEmail(role);
    const { account, code } = await invite({ email, name: `The ${role}`, role, doctorId });
    await setPassword(email, code).expect(200);
    return { id: account.id, email, token: (await login(email).expect(200)).body.token as string };
  };

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp(seededWithStaff(catcher), { clock });
    admin = (await login(STAFF.email, STAFF.password).expect(200)).body.token;
    doctors = await listDoctors(t);
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('invites a staff member by mail; the code sets their password, and then they sign in as staff', async () => {
    const email = newEmail('staff');
    const before = catcher.mails.length;
    const res = await asAdmin()
      .post('/api/admin/accounts', {
        email: `  ${email.toUpperCase()} `,
        name: ' Priya Sharma ',
        role: 'staff',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: `Account created. A code to set a password was mailed to ${email}.`,
      account: {
        email,
        name: 'Priya Sharma',
        role: 'staff',
        doctorId: null,
        state: 'invited',
        disabledAt: null,
      },
    });
    const mail = await catcher.waitForMail((m, i) => i >= before && m.to.includes(email));
    expect(mail.subject).toBe(
      'Set your staff console password for Umang Child & Mental Health Rehabilitation Centre',
    );
    expect(mail.text).toContain('as a member of the office staff');
    expect(mail.text).toContain('/admin/set-password');
    expect(mail.text).not.toMatch(/password:\s*\S/i);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    // Invited and without a password, the account cannot sign in with anything.
    await login(email, 'a guess at nothing').expect(401);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await setPassword(email, wrong).expect(400);
    expect(refused.body).toMatchObject({ code: 'invalid_otp' });
    await setPassword(email, code, 'password').expect(400);

    const set = await setPassword(email, code).expect(200);
    expect(set.body).toEqual({
      success: true,
      message: 'Your password is set. You can log in to the staff console now.',
    });
    await setPassword(email, code, 'another-long-password').expect(400); // single use
    const token = (await login(email).expect(200)).body.token;
    const me = await request(t.server).get('/api/admin/me').set('token', token).expect(200);
    expect(me.body.account).toMatchObject({ email, name: 'Priya Sharma', role: 'staff' });
    await request(t.server).get('/api/admin/payments').set('token', token).expect(200);
    await request(t.server).get('/api/admin/accounts').set('token', token).expect(403);

    const listed = (await asAdmin().get('/api/admin/accounts').expect(200)).body.accounts as ConsoleAccount[];
    expect(listed.find((a) => a.email === email)).toMatchObject({ state: 'active' });
    const audit = await asAdmin().get('/api/admin/audit?limit=5').expect(200);
    const actions = audit.body.entries.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['account.password-set', 'account.create']);
    expect(audit.body.entries[0].target).toEqual({ kind: 'account', name: 'Priya Sharma', email });
  });

  it('links a doctor account to exactly one doctor, who then sees only their own appointments', async () => {
    const [first, second] = doctors;
    const email = newEmail('doctor');
    const base = { email, name: 'Dr Account', role: 'doctor' };
    const noDoctor = await asAdmin().post('/api/admin/accounts', base).expect(400);
    expect(noDoctor.body.message).toBe('Choose the doctor this account belongs to');
    const unknown = { ...base, doctorId: '00000000-0000-4000-8000-000000000000' };
    expect((await asAdmin().post('/api/admin/accounts', unknown).expect(400)).body.code).toBe(
      'doctor_not_found',
    );
    const staffWithDoctor = { email, name: 'Desk', role: 'staff', doctorId: first!._id };
    await asAdmin().post('/api/admin/accounts', staffWithDoctor).expect(400);

    const { account, code } = await invite({ ...base, doctorId: first!._id });
    expect(account).toMatchObject({ role: 'doctor', doctorId: first!._id, doctorName: first!.name });
    const second_ = { email: newEmail('doctor'), name: 'Dr Twice', role: 'doctor', doctorId: first!._id };
    const twice = await asAdmin().post('/api/admin/accounts', second_).expect(409);
    expect(twice.body.code).toBe('doctor_has_account');

    await setPassword(email, code).expect(200);
    const token = (await login(email).expect(200)).body.token;
    const own = await request(t.server).get('/api/admin/doctors').set('token', token).expect(200);
    expect(own.body.doctors.map((d: Doctor) => d._id)).toEqual([first!._id]);
    await request(t.server)
      .post(`/api/admin/doctors/${second!._id}/availability`)
      .set('token', token)
      .send({ available: false })
      .expect(403);
  });

  it('refuses an e-mail that already has an account, a patient’s included, and bad fields', async () => {
    const patient = await signUp(t, catcher, 'asha.patient@example.org');
    for (const email of [patient.email, STAFF.email]) {
      const res = await asAdmin()
        .post('/api/admin/accounts', { email, name: 'Someone', role: 'staff' })
        .expect(409);
      expect(res.body.code).toBe('email_taken');
    }
    for (const body of [
      { email: 'not-an-email', name: 'X', role: 'staff' },
      { email: newEmail('x'), name: '', role: 'staff' },
      { email: newEmail('x'), name: 'X', role: 'patient' },
      { email: newEmail('x'), name: 'X', role: 'staff', password: GOOD_PASSWORD },
    ]) {
      await asAdmin().post('/api/admin/accounts', body).expect(400);
    }
    // The patient's account is untouched: still a patient, still signing in at the patients' door.
    await request(t.server)
      .post('/api/user/login')
      .send({ email: patient.email, password: GOOD_PASSWORD })
      .expect(200);
  });

  it('sends a new code after the first ran out, at most one a minute', async () => {
    const email = newEmail('staff');
    const { account, code } = await invite({ email, name: 'Late Reader', role: 'staff' });
    clock.advance(11 * MINUTE);
    await setPassword(email, code).expect(400);
    const before = catcher.mails.length;
    const sent = await asAdmin().post(`/api/admin/accounts/${account.id}/send-code`).expect(200);
    expect(sent.body.message).toBe(`A new code was mailed to ${email}.`);
    const fresh = await codeFromMail(catcher, email, before);
    const again = await asAdmin().post(`/api/admin/accounts/${account.id}/send-code`).expect(429);
    expect(again.body.code).toBe('otp_resend_wait');
    await setPassword(email, fresh).expect(200);
    await login(email).expect(200);
  });

  it('disables an account: its token is refused at the next request, and it can neither sign in nor get a code', async () => {
    const staff = await activeAccount('staff');
    await request(t.server).get('/api/admin/payments').set('token', staff.token).expect(200);
    const res = await asAdmin().post(`/api/admin/accounts/${staff.id}/disable`).expect(200);
    expect(res.body.account).toMatchObject({ state: 'disabled', disabledAt: expect.any(String) });
    const next = await request(t.server).get('/api/admin/payments').set('token', staff.token).expect(401);
    expect(next.body.code).toBe('session_ended');
    await login(staff.email).expect(401);
    expect((await asAdmin().post(`/api/admin/accounts/${staff.id}/disable`).expect(409)).body.code).toBe(
      'account_disabled',
    );
    await asAdmin().post(`/api/admin/accounts/${staff.id}/send-code`).expect(409);
    await asAdmin().post('/api/admin/accounts/00000000-0000-4000-8000-000000000000/disable').expect(404);
  });

  it('never disables the last admin, even when two admins disable each other at once', async () => {
    const me = (await asAdmin().get('/api/admin/me').expect(200)).body.account;
    const alone = await asAdmin().post(`/api/admin/accounts/${me.id}/disable`).expect(409);
    expect(alone.body).toMatchObject({ code: 'last_admin' });

    const other = await activeAccount('admin');
    const [a, b] = await Promise.all([
      asAdmin().post(`/api/admin/accounts/${other.id}/disable`),
      asAdmin(other.token).post(`/api/admin/accounts/${me.id}/disable`),
    ]);
    const statuses = [a.status, b.status].sort();
    // One disable wins; the other finds its own caller disabled (401) or the last admin (409).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const accounts = (
      await asAdmin(a.status === 200 ? admin : other.token)
        .get('/api/admin/accounts')
        .expect(200)
    ).body.accounts as ConsoleAccount[];
    expect(accounts.filter((x) => x.role === 'admin' && x.state !== 'disabled')).toHaveLength(1);
  });
});
