import { count } from 'drizzle-orm';
import request from 'supertest';
import { enquiries } from '../../backend/src/contact/enquiries.table.js';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { MailOutboxService } from '../../backend/src/mail/mail-outbox.service.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { eventually } from './support/eventually.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const CENTRE_EMAIL = 'frontdesk@umang.example';
const REQUIRED = 'All fields are required!';
const BAD_EMAIL = 'Invalid email format.';
const BAD_PHONE = 'Invalid phone number format. Must be a 10-digit number starting with 6-9.';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: 'asha@example.org',
  subject: 'Speech therapy for my son',
  phone: '9876543210',
  message: 'My son is four. Which days can we come for a first assessment?',
  ...overrides,
});

describe('POST /api/user/econtact', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;

  const send = (body: object) => request(t.server).post('/api/user/econtact').send(body);
  const stored = async () => {
    const [e] = await t.connection.db.select({ n: count() }).from(enquiries);
    const [m] = await t.connection.db.select({ n: count() }).from(mailOutbox);
    return { enquiries: e!.n, mails: m!.n };
  };
  const outboxRow = async (subject: string) =>
    (await t.connection.db.select().from(mailOutbox)).find((row) => row.subject.includes(subject));
  const expectRefused = async (body: object, message: string, status = 400) => {
    const res = await send(body).expect(status);
    expect(res.body).toEqual({ success: false, message, code: expect.any(String), error: message });
  };

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp(
      { SMTP_URL: catcher.url, CENTRE_EMAIL, MAIL_FROM: 'Umang <no-reply@umang.example>' },
      { clock },
    );
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });
  // Each test starts a fresh rate-limit minute.
  beforeEach(() => clock.advance(61_000));

  it('answers a missing or blank field with "All fields are required!" and keeps nothing', async () => {
    const before = await stored();
    for (const field of ['name', 'email', 'subject', 'phone', 'message']) {
      await expectRefused(form({ [field]: undefined }), REQUIRED);
      await expectRefused(form({ [field]: '   ' }), REQUIRED);
      clock.advance(61_000); // stay under the rate limit
    }
    // Required comes first, even when other fields are malformed too.
    await expectRefused(form({ name: '', email: 'not-an-email', phone: '123' }), REQUIRED);
    expect(await stored()).toEqual(before);
  });

  it('answers an e-mail without the x@y.z shape with "Invalid email format." and keeps nothing', async () => {
    const before = await stored();
    for (const email of ['asha.example.org', 'asha@example', 'asha @example.org', 'a@b@c.org']) {
      await expectRefused(form({ email }), BAD_EMAIL);
    }
    // The e-mail is checked before the phone.
    await expectRefused(form({ email: 'asha@example', phone: '12' }), BAD_EMAIL);
    expect(await stored()).toEqual(before);
  });

  it('answers a phone that is not 10 digits starting 6-9 with the phone message and keeps nothing', async () => {
    const before = await stored();
    for (const phone of ['5876543210', '987654321', '98765432101', '+919876543210', '98765 43210']) {
      await expectRefused(form({ phone }), BAD_PHONE);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses an unknown field or an over-long message, with the reason in message and error', async () => {
    const before = await stored();
    const unknown = await send(form({ isStaff: true })).expect(400);
    expect(unknown.body).toEqual({
      success: false,
      message: expect.stringContaining('isStaff'),
      code: 'invalid',
      error: unknown.body.message,
    });
    const long = await send(form({ message: 'x'.repeat(5001) })).expect(400);
    expect(long.body).toEqual({
      success: false,
      message: expect.stringContaining('message'),
      code: 'invalid',
      error: long.body.message,
    });
    expect(await stored()).toEqual(before);
  });

  it('keeps the enquiry and mails it to the centre with reply-to the sender', async () => {
    const res = await send(form({ name: '  Asha Verma ', subject: 'First assessment' })).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Message sent successfully!' });

    const rows = await t.connection.db.select().from(enquiries);
    expect(rows.find((row) => row.subject === 'First assessment')).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.org',
      phone: '9876543210',
      message: form().message,
    });
    const mail = await catcher.waitForMail((m) => m.subject.includes('First assessment'));
    expect(mail.to).toEqual([CENTRE_EMAIL]);
    expect(mail.replyTo).toEqual(['asha@example.org']);
    expect(mail.from).toBe('no-reply@umang.example');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Asha Verma');
      expect(body).toContain('9876543210');
      expect(body).toContain('Which days can we come for a first assessment?');
    }
  });

  it('escapes HTML typed into the form in the mail sent to the centre', async () => {
    const message = '<script>alert("hi")</script><img src=x onerror=alert(1)> & more';
    await send(form({ name: '<b>Ravi</b>', subject: 'Markup test', message })).expect(200);
    const mail = await catcher.waitForMail((m) => m.subject.includes('Markup test'));
    expect(mail.html).not.toMatch(/<script|<img|<b>Ravi/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;Ravi&lt;/b&gt;');
    // The plain-text part shows exactly what the visitor typed.
    expect(mail.text).toContain(message);
  });

  it('answers success during an SMTP outage and delivers the mail once, when the server is back', async () => {
    // Let earlier mails finish first: an outage in the middle of their SMTP dialogue would make them retry too.
    await eventually(
      () => t.connection.db.select().from(mailOutbox),
      (rows) => rows.every((row) => row.sentAt !== null),
    );
    await catcher.stop();
    const res = await send(form({ subject: 'During the outage' })).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Message sent successfully!' });
    const rows = await t.connection.db.select().from(enquiries);
    expect(rows.some((row) => row.subject === 'During the outage')).toBe(true);

    const pending = await eventually(
      () => outboxRow('During the outage'),
      (row) => (row?.attempts ?? 0) >= 1 && typeof row?.lastError === 'string',
    );
    expect(pending).toMatchObject({ sentAt: null, to: CENTRE_EMAIL, replyTo: 'asha@example.org' });
    expect(pending!.attempts).toBeGreaterThanOrEqual(1);
    expect(pending!.text).toContain('Which days can we come');

    await catcher.start();
    clock.advance(31_000);
    const outbox = t.app.get(MailOutboxService);
    expect(await outbox.processDue()).toEqual({ sent: 1, failed: 0 });
    expect(await outbox.processDue()).toEqual({ sent: 0, failed: 0 });
    expect(catcher.mails.filter((m) => m.subject.includes('During the outage'))).toHaveLength(1);
    const sent = await outboxRow('During the outage');
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(sent).toMatchObject({ text: '', html: '' });
  });

  it('lets one visitor send ten messages a minute and refuses the eleventh', async () => {
    for (let i = 1; i <= 10; i++) await send(form({ subject: `Burst ${i}` })).expect(200);
    const before = await stored();
    const res = await send(form({ subject: 'Burst 11' })).expect(429);
    expect(res.body).toEqual({
      success: false,
      message: expect.any(String),
      code: 'rate_limited',
      retryAfter: Number(res.headers['retry-after']),
      error: res.body.message,
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);

    clock.advance(61_000);
    await send(form({ subject: 'After a minute' })).expect(200);
  });
});
