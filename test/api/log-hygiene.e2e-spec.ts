import { type RunningServer, startBuiltServer } from './support/built-server.js';
import { eventually } from './support/eventually.js';
import { savedMailCode, savedMails } from '../support/saved-mails.js';

const PASSWORD = 'Marigold-Kite-Lantern-83';
const NEW_PASSWORD = 'Monsoon-Harbour-Jasmine-61';
const STAFF = { email: 'desk@umang.example', password: 'Banyan-Courtyard-Chai-47' };
const ALLERGY = 'Allergic to amoxicillin-7713';
const CONDITION = 'Epilepsy since 2019-8841';

/**
 * The built server at its most talkative (LOG_LEVEL=trace), taken through every
 * step that carries a secret: sign-up code, password, login tokens, a password
 * reset, health details, staff login. Nothing of it may reach its output.
 */
describe('what the server writes to its log', () => {
  let server: RunningServer | undefined;
  let baseUrl: string;
  let dataDir: string;
  const secrets: Record<string, string> = {
    password: PASSWORD,
    'new password': NEW_PASSWORD,
    'staff password': STAFF.password,
    allergy: ALLERGY,
    'medical condition': CONDITION,
  };

  const call = async (path: string, init: { body?: unknown; form?: FormData; token?: string } = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.body === undefined && !init.form ? 'GET' : 'POST',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { token: init.token } : {}),
      },
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  const mailCount = () => savedMails(dataDir).length;

  beforeAll(async () => {
    server = await startBuiltServer(
      { LOG_LEVEL: 'trace', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password },
      { readyWithinMs: 60_000 },
    );
    ({ baseUrl, dataDir } = server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('holds no code, password, token or health detail after a whole patient and staff visit', async () => {
    const email = 'kavya.rao@example.org';
    let mails = mailCount();
    expect((await call('/api/user/send-otp', { body: { email } })).status).toBe(200);
    secrets['sign-up code'] = await savedMailCode(dataDir, email, mails);
    const registered = await call('/api/user/register', {
      body: {
        name: 'Kavya Rao',
        email,
        password: PASSWORD,
        phone: '9876501234',
        otp: secrets['sign-up code'],
        consent: true,
        adult: true,
      },
    });
    expect(registered.status).toBe(200);
    secrets['sign-up token'] = registered.body.token as string;

    // A refused login and a refused sign-up still carry the password in their bodies.
    expect((await call('/api/user/login', { body: { email, password: `${PASSWORD}-wrong` } })).status).toBe(
      401,
    );
    secrets['wrong password'] = `${PASSWORD}-wrong`;
    expect(
      (await call('/api/user/register', { body: { email, password: PASSWORD, otp: '12' } })).status,
    ).toBe(400);

    const form = new FormData();
    form.set('allergy', ALLERGY);
    form.set('medicalCondition', CONDITION);
    form.set('bloodGroup', 'AB-');
    const token = secrets['sign-up token'];
    expect((await call('/api/user/update-profile', { form, token })).status).toBe(200);
    const profile = await call('/api/user/get-profile', { token });
    expect(profile.body.userData).toMatchObject({
      allergy: ALLERGY,
      medicalCondition: CONDITION,
      bloodGroup: 'AB-',
    });

    mails = mailCount();
    expect((await call('/api/user/forgot-password', { body: { email } })).status).toBe(200);
    secrets['reset code'] = await savedMailCode(dataDir, email, mails);
    const reset = await call('/api/user/reset-password', {
      body: { email, otp: secrets['reset code'], password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const login = await call('/api/user/login', { body: { email, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    secrets['login token'] = login.body.token as string;

    const staff = await call('/api/admin/login', { body: STAFF });
    expect(staff.status).toBe(200);
    secrets['staff token'] = staff.body.token as string;
    expect((await call('/api/admin/payments', { token: secrets['staff token'] })).status).toBe(200);

    // The last request's line has reached the pipe, and with it every earlier one.
    const log = await eventually(
      async () => server!.output(),
      (output) => output.includes('"url":"/api/admin/payments"'),
    );
    expect(log).toContain('"url":"/api/user/update-profile"'); // the visit was logged at all
    const leaked = Object.entries(secrets)
      .filter(
        ([, value]) =>
          log.includes(value) || (value.split('.').length === 3 && log.includes(value.split('.')[2]!)),
      )
      .map(([name]) => name);
    expect(leaked).toEqual([]);
    expect(log).not.toMatch(/"(bloodGroup|allergy|medicalCondition)"\s*:/);
  });

  it('logs addresses with the token, code and password in their query strings redacted', async () => {
    const inUrls = {
      token: 'eyJhbGciOiJIUzI1NiJ9.url-token-payload-5521.url-token-signature-8830',
      otp: '739104',
      password: 'Query-Password-Teal-90',
      'reset token': 'reset-token-7f3a9c2e41d8',
    };
    const before = server!.output().length;
    await fetch(`${baseUrl}/api/user/get-profile?token=${inUrls.token}&page=2`);
    await fetch(`${baseUrl}/api/user/blogs?OTP=${inUrls.otp}&sort=new`);
    // The name spelled with a percent-escape is the same parameter to the query parser.
    await fetch(`${baseUrl}/api/user/blogs?pass%77ord=${inUrls.password}`);
    await fetch(`${baseUrl}/api/user/reset-password?token=${inUrls['reset token']}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kavya.rao@example.org' }),
    });

    const log = (
      await eventually(
        async () => server!.output(),
        (output) => output.slice(before).includes('/api/user/reset-password?token='),
      )
    ).slice(before);
    // The requests were logged, with the harmless parts of their addresses.
    expect(log).toContain('/api/user/get-profile?token=[redacted]&page=2');
    expect(log).toContain('sort=new');
    expect(log).toContain('/api/user/reset-password?token=[redacted]');
    const leaked = Object.entries(inUrls)
      .filter(([, value]) => log.includes(value) || log.includes(value.split('.')[1] ?? value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
  });
});
