import { addDays, bookableDays, compareDates, istToday } from '@umang/common';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { LIMITS } from '../../backend/src/common/rate-limit/limits.js';
import { users } from '../../backend/src/users/users.table.js';
import { codeFromMail, GOOD_PASSWORD } from './support/accounts.js';
import { listDoctors } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { STAFF, seededWithStaff } from './support/staff.js';

const MINUTE = 60_000;
const BAD_LOGIN = { success: false, message: 'Invalid email or password', code: 'bad_credentials' };
const RESET_SENT = 'If an account exists for this e-mail, a reset code has been sent to it.';

/** An attacker behind many addresses: each call may come from a different one. */
describe('limits an attacker meets', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;
  let host = 0;
  /** A client address nobody has used yet in this file. */
  const fresh = () => `198.51.${(++host >> 8) & 255}.${host & 255}`;

  const post = (path: string, from: string, body: object, token?: string) => {
    const req = request(t.server).post(path).set('x-forwarded-for', from);
    return (token ? req.set('token', token) : req).send(body);
  };
  const patientLogin = (email: string, password: string, from = fresh()) =>
    post('/api/user/login', from, { email, password });
  const staffLogin = (email: string, password: string, from = fresh()) =>
    post('/api/admin/login', from, { email, password });
  const expectLimited = (res: request.Response, maxWait: number) => {
    expect(res.status).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(res.body).toEqual({
      success: false,
      message: expect.any(String),
      code: 'rate_limited',
      retryAfter: wait,
    });
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(maxWait);
  };
  /** Signs a patient up from `from`: code to the catcher, then register. */
  const signUp = async (email: string, from = fresh()): Promise<string> => {
    const before = catcher.mails.length;
    await post('/api/user/send-otp', from, { email }).expect(200);
    const otp = await codeFromMail(catcher, email, before);
    const res = await post('/api/user/register', from, {
      name: 'Asha Verma',
      email,
      password: GOOD_PASSWORD,
      phone: '9876543210',
      otp,
      consent: true,
      adult: true,
    });
    return res.body.token as string;
  };
  const mailsTo = async (email: string) =>
    (await t.connection.db.select({ to: mailOutbox.to }).from(mailOutbox)).filter(({ to }) =>
      to.includes(email),
    ).length;

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp(
      {
        ...seededWithStaff(catcher),
        TRUST_PROXY: 'true',
      },
      { clock },
    );
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });
  // Per-minute address limits start afresh; the 15-minute account window does not.
  beforeEach(() => clock.advance(MINUTE + 1000));

  describe('wrong passwords for one account from many addresses', () => {
    it('locks a patient account after ten, even for the right password, and only that account', async () => {
      await signUp('meera@example.org');
      await signUp('kabir@example.org');
      for (let i = 0; i < 10; i++) {
        // Written differently each time: the same account all the same.
        const email = i % 2 ? '  MEERA@Example.org ' : 'meera@example.org';
        await patientLogin(email, `guess-${i}`).expect(401);
      }
      expectLimited(await patientLogin('meera@example.org', GOOD_PASSWORD), 15 * 60);
      expectLimited(await staffLogin('Meera@example.org', GOOD_PASSWORD), 15 * 60);
      await patientLogin('kabir@example.org', GOOD_PASSWORD).expect(200);

      clock.advance(15 * MINUTE);
      await patientLogin('meera@example.org', GOOD_PASSWORD).expect(200);
    });

    it('locks the staff account after ten, at either door, until the window passes', async () => {
      for (let i = 0; i < 5; i++) await staffLogin(STAFF.email, `guess-${i}`).expect(401);
      for (let i = 5; i < 10; i++) await patientLogin(STAFF.email.toUpperCase(), `guess-${i}`).expect(401);
      const locked = await staffLogin(STAFF.email, STAFF.password);
      expectLimited(locked, 15 * 60);
      expect(locked.body.token).toBeUndefined();

      clock.advance(15 * MINUTE);
      await staffLogin(STAFF.email, STAFF.password).expect(200);
    });

    it('forgives earlier failures when the right password is given', async () => {
      await signUp('ravi@example.org');
      for (let i = 0; i < 9; i++) await patientLogin('ravi@example.org', `guess-${i}`).expect(401);
      await patientLogin('ravi@example.org', GOOD_PASSWORD).expect(200);
      for (let i = 0; i < 10; i++) await patientLogin('ravi@example.org', `again-${i}`).expect(401);
      expectLimited(await patientLogin('ravi@example.org', GOOD_PASSWORD), 15 * 60);
    });

    it('counts an unknown e-mail the same way, so the answers do not tell which exist', async () => {
      const answers: number[] = [];
      for (let i = 0; i < 11; i++)
        answers.push((await patientLogin('nobody@example.org', `guess-${i}`)).status);
      expect(answers).toEqual([...Array<number>(10).fill(401), 429]);
    });

    it('does not count a form refused before any password was checked', async () => {
      await signUp('zoya@example.org');
      for (let i = 0; i < 12; i++)
        await post('/api/user/login', fresh(), { email: 'zoya@example.org' }).expect(400);
      await patientLogin('zoya@example.org', GOOD_PASSWORD).expect(200);
    });
  });

  it('counts an IPv6 visitor per /64 and an IPv4-mapped visitor as its IPv4 address', async () => {
    for (let i = 1; i <= 10; i++)
      await patientLogin(`v6-${i}@example.org`, 'guess', `2001:db8:7:8::${i.toString(16)}`).expect(401);
    expectLimited(await patientLogin('v6-11@example.org', 'guess', '2001:db8:7:8:ffff:1:2:3'), 60);
    await patientLogin('v6-12@example.org', 'guess', '2001:db8:7:9::1').expect(401);

    for (let i = 1; i <= 10; i++)
      await patientLogin(`v4-${i}@example.org`, 'guess', '192.0.2.77').expect(401);
    expectLimited(await patientLogin('v4-11@example.org', 'guess', '::ffff:192.0.2.77'), 60);
  });

  describe("the staff account at the patients' doors", () => {
    it('answers a staff login at the patient door like a wrong password, with no token', async () => {
      const res = await patientLogin(STAFF.email, STAFF.password).expect(401);
      expect(res.body).toEqual(BAD_LOGIN);
      expect((await patientLogin('unknown@example.org', 'whatever-it-is')).body).toEqual(res.body);
    });

    it('sends no reset code and accepts no reset for a staff address', async () => {
      const staffAsk = await post('/api/user/forgot-password', fresh(), { email: STAFF.email }).expect(200);
      const unknownAsk = await post('/api/user/forgot-password', fresh(), { email: 'gone@example.org' });
      expect(staffAsk.body).toEqual(unknownAsk.body);
      expect(staffAsk.body.message).toBe(RESET_SENT);

      const attempt = { email: STAFF.email, otp: '123456', password: 'taken-over-passphrase' };
      const staffReset = await post('/api/user/reset-password', fresh(), attempt).expect(400);
      const unknownReset = await post('/api/user/reset-password', fresh(), {
        ...attempt,
        email: 'gone@example.org',
      });
      expect(staffReset.body).toEqual(unknownReset.body);
      await staffLogin(STAFF.email, STAFF.password).expect(200);
      await staffLogin(STAFF.email, attempt.password).expect(401);
      expect(await mailsTo(STAFF.email)).toBe(0);
    });

    it('sends no sign-up code to a staff address and makes no account for it', async () => {
      const staffAsk = await post('/api/user/send-otp', fresh(), { email: STAFF.email }).expect(200);
      const otherAsk = await post('/api/user/send-otp', fresh(), { email: 'new.family@example.org' }).expect(
        200,
      );
      expect(staffAsk.body).toEqual(otherAsk.body);
      // The other address's mail has gone out, so one to staff would have too.
      await codeFromMail(catcher, 'new.family@example.org');
      expect(catcher.mails.filter((m) => m.to.includes(STAFF.email))).toEqual([]);
      expect(await mailsTo(STAFF.email)).toBe(0);

      const registered = await post('/api/user/register', fresh(), {
        name: 'Intruder',
        email: STAFF.email,
        password: 'a-fresh-passphrase-1',
        phone: '9876543210',
        otp: '000000',
        consent: true,
        adult: true,
      }).expect(400);
      expect(registered.body.token).toBeUndefined();
      const rows = await t.connection.db.select().from(users).where(eq(users.email, STAFF.email));
      expect(rows.map((row) => row.role)).toEqual(['admin']);
    });
  });

  describe('sign-ups from one address', () => {
    it('refuses one code too many in a minute from one address, not from another', async () => {
      const desk = fresh();
      for (let i = 0; i < LIMITS.signupCode.points; i++) {
        await post('/api/user/send-otp', desk, { email: `burst${i}@example.org` }).expect(200);
      }
      const refused = await post('/api/user/send-otp', desk, { email: 'one.more@example.org' });
      expectLimited(refused, LIMITS.signupCode.windowSeconds);
      await post('/api/user/send-otp', fresh(), { email: 'one.more@example.org' }).expect(200);
    });

    it('creates only so many accounts an hour from one address, then refuses with Retry-After', async () => {
      // Back to real time, so the hour cannot roll over on the test's own clock midway.
      clock.setTo(new Date());
      const desk = fresh();
      const { accountsCreated, signupCode } = LIMITS;
      for (let made = 0; made < accountsCreated.points; made += signupCode.points) {
        clock.advance(MINUTE + 1000); // past the per-minute code limit
        const batch = Math.min(signupCode.points, accountsCreated.points - made);
        const tokens = await Promise.all(
          Array.from({ length: batch }, (_, i) => signUp(`family${made + i}@example.org`, desk)),
        );
        expect(tokens).toEqual(Array(batch).fill(expect.any(String)));
      }
      clock.advance(MINUTE + 1000);
      const before = catcher.mails.length;
      await post('/api/user/send-otp', desk, { email: 'one.family.more@example.org' }).expect(200);
      const otp = await codeFromMail(catcher, 'one.family.more@example.org', before);
      const body = {
        name: 'A',
        email: 'one.family.more@example.org',
        password: GOOD_PASSWORD,
        phone: '9876543210',
        otp,
        consent: true,
        adult: true,
      };
      const refused = await post('/api/user/register', desk, body);
      expectLimited(refused, LIMITS.accountsCreated.windowSeconds);
      expect(refused.body.token).toBeUndefined();
      await post('/api/user/register', fresh(), body).expect(200);
    });
  });

  describe('bookings and other writes', () => {
    type Slot = { docId: string; slotDate: string; slotTime: string };
    let slots: Slot[];
    const book = (token: string, from: string, slot = slots[0]!) =>
      post('/api/user/book-appointment', from, slot, token);
    const cancel = (token: string, from: string, appointmentId: string) =>
      post('/api/user/cancel-appointment', from, { appointmentId }, token);
    /** Books the slot and frees it again: a write of each kind, the calendar left as it was. */
    const bookAndCancel = async (token: string, from: string, slot = slots[0]!) => {
      const booked = await book(token, from, slot).expect(201);
      await cancel(token, from, booked.body.appointmentId as string).expect(200);
      return booked.body.appointmentId as string;
    };

    beforeAll(async () => {
      clock.setTo(new Date());
      const earliest = addDays(istToday(clock.now()), 2);
      slots = (await listDoctors(t))
        .filter((d) => d.available)
        .flatMap((d) =>
          bookableDays({ slotsBooked: d.slots_booked, blockedSlots: d.blockedSlots }, clock.now())
            .filter((day) => compareDates(day.date, earliest) >= 0)
            .map((day) => ({ docId: d._id, slotDate: day.dateKey, slotTime: day.slots[0]! })),
        )
        .slice(0, 8);
      expect(slots).toHaveLength(8);
    });

    it('limits bookings and cancellations per account and per address, and refusals cost nothing', async () => {
      const { bookingsByAccount: perAccount, bookingsFromAddress: perAddress } = LIMITS;
      // Nobody can cancel more than they book, so cancelling is held back no later.
      expect(LIMITS.cancellationsByAccount.points).toBeLessThanOrEqual(perAccount.points);
      // Enough families to fill the address's allowance and one more to find it full.
      const needed = Math.ceil(perAddress.points / perAccount.points) + 1;
      expect(needed).toBeLessThanOrEqual(slots.length);
      const families = await Promise.all(
        Array.from({ length: needed }, (_, i) => signUp(`booker${i}@example.org`)),
      );
      const [first, ...others] = families as [string, ...string[]];
      const desk = fresh();

      // Malformed or impossible bookings are refused by the rules and use up nothing.
      for (let i = 0; i < 5; i++) {
        await post('/api/user/book-appointment', desk, { ...slots[0], slotTime: '10:15' }, first).expect(400);
      }
      // The first family uses up its own allowance from the desk while other families fill
      // the rest of the desk's, side by side on slots of their own.
      let left = perAddress.points - perAccount.points;
      const shares = others.slice(0, -1).map(() => {
        const share = Math.min(left, perAccount.points);
        left -= share;
        return share;
      });
      const ids = await Promise.all(
        [perAccount.points, ...shares].map(async (share, k) => {
          let id = '';
          for (let i = 0; i < share; i++) id = await bookAndCancel(families[k]!, desk, slots[k]);
          return id;
        }),
      );
      // One more booking, from anywhere, is one too many for the first family; so is a cancellation.
      expectLimited(await book(first, fresh()), perAccount.windowSeconds);
      expectLimited(await cancel(first, fresh(), ids[0]!), LIMITS.cancellationsByAccount.windowSeconds);

      const last = others.at(-1)!;
      expectLimited(await book(last, desk), perAddress.windowSeconds);
      // The same family from another network is not held back.
      await bookAndCancel(last, fresh());
    }, 60_000);

    it('limits likes per account, whatever the address', async () => {
      const token = await signUp('liker@example.org');
      const other = await signUp('reader@example.org');
      const blogs = (await request(t.server).get('/api/user/blogs').expect(200)).body as { _id: string }[];
      const like = (who: string) => post(`/api/user/blogs/${blogs[0]!._id}/like`, fresh(), {}, who);
      for (let i = 0; i < LIMITS.blogLikesByAccount.points; i++) await like(token).expect(200);
      expectLimited(await like(token), LIMITS.blogLikesByAccount.windowSeconds);
      await like(other).expect(200);
    });

    it('limits profile saves per account, and a refused save costs nothing', async () => {
      const token = await signUp('saver@example.org');
      const save = (fields: Record<string, string>) => {
        const req = request(t.server)
          .post('/api/user/update-profile')
          .set('token', token)
          .set('x-forwarded-for', fresh());
        for (const [key, value] of Object.entries(fields)) void req.field(key, value);
        return req;
      };
      for (let i = 0; i < 3; i++) await save({ phone: '123' }).expect(400);
      for (let i = 0; i < LIMITS.profileUpdatesByAccount.points; i++)
        await save({ name: `Asha ${String.fromCharCode(65 + i)}` }).expect(200);
      expectLimited(await save({ name: 'Asha Z' }), LIMITS.profileUpdatesByAccount.windowSeconds);
    });
  });
});

describe('limits the operator changed with RATE_LIMITS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', RATE_LIMITS: 'login=2' });
  });
  afterAll(() => t.close());

  it('refuses the third sign-in try from one address instead of the eleventh', async () => {
    const attempt = () =>
      request(t.server)
        .post('/api/user/login')
        .set('x-forwarded-for', '203.0.113.9')
        .send({ email: 'nobody@example.org', password: 'not the password' });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const third = await attempt();
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still has its own two tries.
    await request(t.server)
      .post('/api/user/login')
      .set('x-forwarded-for', '203.0.113.10')
      .send({ email: 'nobody@example.org', password: 'not the password' })
      .expect(401);
  });
});
