import { SchedulerRegistry } from '@nestjs/schedule';
import {
  addDays,
  type CalendarDate,
  type Doctor,
  PRIVACY_NOTICE_VERSION,
  toDateKey,
  toIsoDate,
} from '@umang/common';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { ReminderService } from '../../backend/src/appointments/reminder.service.js';
import { consentRecords } from '../../backend/src/consent/consent-records.table.js';
import { familyMembers } from '../../backend/src/family/family-members.table.js';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { users } from '../../backend/src/users/users.table.js';
import { codeFromMail, GOOD_PASSWORD } from './support/accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { seededWithStaff } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MONDAY = 1;
const ADULT_REQUIRED = {
  success: false,
  message:
    'You must be 18 or older to create an account. A parent or guardian can sign up and add a child as a family member.',
  code: 'adult_required',
};
const GUARDIAN_CONSENT_REQUIRED = {
  success: false,
  message:
    "Please confirm that you are this child's parent or guardian and agree to the centre keeping their details.",
  code: 'guardian_consent_required',
};
const NOTICE_NOT_ACCEPTED = {
  success: false,
  message: 'Our privacy notice has changed. Please read it and accept it before booking.',
  code: 'notice_not_accepted',
};

describe("the privacy notice, a patient's consents and a parent's consent for a child", () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  // "Today" is a Monday, 09:00 in India: tomorrow's slots are all open.
  const monday = nextWeekday(new Date(), MONDAY);
  let t: TestApp;
  let doctor: Doctor;
  let accounts = 0;

  const newEmail = () => `consent${++accounts}@example.org`;
  const register = async (email: string, extra: Record<string, unknown>) => {
    const before = catcher.mails.length;
    await request(t.server).post('/api/user/send-otp').send({ email }).expect(200);
    const otp = await codeFromMail(catcher, email, before);
    const body = {
      name: 'Asha Verma',
      email,
      password: GOOD_PASSWORD,
      phone: '9876543210',
      otp,
      consent: true,
    };
    return {
      otp,
      res: await request(t.server)
        .post('/api/user/register')
        .send({ ...body, ...extra }),
    };
  };
  const signUp = async (extra: Record<string, unknown> = {}) => {
    const email = newEmail();
    const { res } = await register(email, { adult: true, ...extra });
    expect(res.status).toBe(200);
    const token = res.body.token as string;
    const profile = await request(t.server).get('/api/user/get-profile').set('token', token).expect(200);
    return { email, token, id: profile.body.userData._id as string };
  };
  /** The account's consent history as stored, oldest first. */
  const history = async (userId: string) =>
    (
      await t.connection.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userId, userId))
        .orderBy(asc(consentRecords.id))
    ).map((r) => ({
      purpose: r.purpose,
      action: r.action,
      noticeVersion: r.noticeVersion,
      familyMemberId: r.familyMemberId,
    }));
  const given = (purpose: string, familyMemberId: string | null = null) => ({
    purpose,
    action: 'given',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    familyMemberId,
  });
  const acceptNotice = (token: string, version: string) =>
    request(t.server).put('/api/user/privacy/notice').set('token', token).send({ version });
  const setReminders = (token: string, reminders: unknown) =>
    request(t.server).put('/api/user/privacy/consents').set('token', token).send({ reminders });
  const tomorrow = (time: string) => ({
    docId: doctor._id,
    slotDate: toDateKey(addDays(monday, 1)),
    slotTime: time,
  });

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp(
      {
        ...seededWithStaff(catcher),
        GRIEVANCE_EMAIL: 'grievance@umang.example',
        ENQUIRY_RETENTION_DAYS: '200',
        // Every test signs up fresh patients from one address.
        RATE_LIMITS: 'signupCode=100,signupCodeHourly=100,accountsCreated=100',
      },
      { clock },
    );
    // The tests run the reminder themselves.
    await t.app.get(SchedulerRegistry).getCronJob('appointment-reminders').stop();
    await t.app.get(SchedulerRegistry).getCronJob('unpaid-holds').stop();
    doctor = (await listDoctors(t)).find((d) => d.available && d.blockedSlots.length === 0)!;
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('publishes the facts of the notice to anyone, cacheable for a few minutes', async () => {
    const res = await request(t.server).get('/api/privacy-notice').expect(200);
    expect(res.body).toEqual({
      success: true,
      version: PRIVACY_NOTICE_VERSION,
      grievanceEmail: 'grievance@umang.example',
      enquiryRetentionDays: 200,
      unpaidAppointmentRetentionDays: 180,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each([
    ['without the box', {}],
    ['with it unticked', { adult: false }],
  ])('refuses a sign-up %s saying 18 or older, creates nobody, and keeps the code', async (_label, extra) => {
    const email = newEmail();
    const { otp, res } = await register(email, extra);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(ADULT_REQUIRED);
    expect(await t.connection.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const again = await request(t.server)
      .post('/api/user/register')
      .send({
        name: 'Asha Verma',
        email,
        password: GOOD_PASSWORD,
        phone: '9876543210',
        otp,
        consent: true,
        adult: true,
      })
      .expect(200);
    expect(again.body.token).toEqual(expect.any(String));
  });

  it('refuses an adult box that is not true or false as a broken form', async () => {
    const { res } = await register(newEmail(), { adult: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
  });

  it('records the notice accepted at sign-up, and the reminders only when ticked', async () => {
    const without = await signUp();
    expect(await history(without.id)).toEqual([given('notice')]);
    const profile = await request(t.server)
      .get('/api/user/get-profile')
      .set('token', without.token)
      .expect(200);
    expect(profile.body.privacy).toEqual({
      acceptedNoticeVersion: PRIVACY_NOTICE_VERSION,
      acceptedNoticeAt: expect.any(String),
      currentNoticeVersion: PRIVACY_NOTICE_VERSION,
      reminderMails: false,
    });

    const ticked = await signUp({ reminders: true });
    expect(await history(ticked.id)).toEqual([given('notice'), given('reminders')]);
    const [row] = await t.connection.db.select().from(users).where(eq(users.id, ticked.id));
    expect(row!.reminderMails).toBe(true);
  });

  it('holds booking until a patient with an older notice accepts the current one, recording each acceptance', async () => {
    const asha = await signUp();
    await t.connection.db
      .update(users)
      .set({ consentVersion: '2025-01', consentAt: new Date('2025-01-10T05:00:00Z') })
      .where(eq(users.id, asha.id));
    const status = await request(t.server).get('/api/user/get-profile').set('token', asha.token).expect(200);
    expect(status.body.privacy).toMatchObject({
      acceptedNoticeVersion: '2025-01',
      currentNoticeVersion: PRIVACY_NOTICE_VERSION,
    });

    const refused = await book(t, asha.token, tomorrow('10:00')).expect(403);
    expect(refused.body).toEqual(NOTICE_NOT_ACCEPTED);
    expect(await t.connection.db.select().from(appointments).where(eq(appointments.userId, asha.id))).toEqual(
      [],
    );

    // A page opened before the notice changed sends the version it showed.
    const outdated = await acceptNotice(asha.token, '2025-01').expect(409);
    expect(outdated.body).toEqual({
      success: false,
      message:
        'The privacy notice changed while you were reading it. Please reload the page and read the new one.',
      code: 'notice_outdated',
    });
    await book(t, asha.token, tomorrow('10:00')).expect(403);

    const before = clock.now().getTime();
    const accepted = await acceptNotice(asha.token, PRIVACY_NOTICE_VERSION).expect(200);
    expect(accepted.body).toEqual({
      success: true,
      privacy: {
        acceptedNoticeVersion: PRIVACY_NOTICE_VERSION,
        acceptedNoticeAt: expect.any(String),
        currentNoticeVersion: PRIVACY_NOTICE_VERSION,
        reminderMails: false,
      },
    });
    const acceptedAt = Date.parse(accepted.body.privacy.acceptedNoticeAt);
    expect(acceptedAt).toBeGreaterThanOrEqual(before);
    expect(acceptedAt).toBeLessThanOrEqual(clock.now().getTime());
    expect(await history(asha.id)).toEqual([given('notice'), given('notice')]);
    await book(t, asha.token, tomorrow('10:00')).expect(201);

    // Accepting it again changes and records nothing.
    clock.advance(60_000);
    const again = await acceptNotice(asha.token, PRIVACY_NOTICE_VERSION).expect(200);
    expect(again.body.privacy.acceptedNoticeAt).toBe(accepted.body.privacy.acceptedNoticeAt);
    expect(await history(asha.id)).toHaveLength(2);
  });

  it('refuses a consents change that is not true or false', async () => {
    const { token } = await signUp();
    expect((await setReminders(token, 'no').expect(400)).body.code).toBe('invalid');
    expect((await setReminders(token, undefined).expect(400)).body.code).toBe('invalid');
  });

  it('sends no reminder once it is withdrawn, while the booking mails still come; given again, it does', async () => {
    const ravi = await signUp({ reminders: true });
    const booked = await book(t, ravi.token, tomorrow('11:00')).expect(201);
    const withdrawn = await setReminders(ravi.token, false).expect(200);
    expect(withdrawn.body.privacy.reminderMails).toBe(false);
    expect(await history(ravi.id)).toEqual([
      given('notice'),
      given('reminders'),
      { ...given('reminders'), action: 'withdrawn' },
    ]);
    // Withdrawing twice is one withdrawal.
    await setReminders(ravi.token, false).expect(200);
    expect(await history(ravi.id)).toHaveLength(3);

    const outbox = async () =>
      (await t.connection.db.select().from(mailOutbox).where(eq(mailOutbox.to, ravi.email))).map(
        (m) => m.subject,
      );
    await t.app.get(ReminderService).sendDue();
    expect((await outbox()).filter((s) => s.startsWith('Reminder'))).toEqual([]);
    // The booking's own mail is the service itself, not an optional one.
    expect((await outbox()).some((s) => /booked|confirm/i.test(s))).toBe(true);
    await request(t.server)
      .post('/api/user/cancel-appointment')
      .set('token', ravi.token)
      .send({ appointmentId: booked.body.appointmentId })
      .expect(200);
    expect((await outbox()).some((s) => /cancel/i.test(s))).toBe(true);

    await book(t, ravi.token, tomorrow('12:00')).expect(201);
    await setReminders(ravi.token, true).expect(200);
    expect((await history(ravi.id)).at(-1)).toEqual(given('reminders'));
    await t.app.get(ReminderService).sendDue();
    expect((await outbox()).filter((s) => s.startsWith('Reminder'))).toHaveLength(1);
  });

  describe("a parent's consent for a child", () => {
    const CHILD = { name: 'Aarav Verma', relation: 'child', dob: '2016-04-21', gender: 'Male' };
    const ADULT = { name: 'Kamla Verma', relation: 'parent', dob: '1950-02-11', gender: 'Female' };
    const add = (token: string, body: object) =>
      request(t.server).post('/api/user/family-members').set('token', token).send(body);
    const edit = (token: string, id: string, body: object) =>
      request(t.server).patch(`/api/user/family-members/${id}`).set('token', token).send(body);
    const membersOf = (userId: string) =>
      t.connection.db.select().from(familyMembers).where(eq(familyMembers.userId, userId));

    it('refuses a child without it and adds nobody; with it, records it beside the child', async () => {
      const asha = await signUp();
      expect((await add(asha.token, CHILD).expect(400)).body).toEqual(GUARDIAN_CONSENT_REQUIRED);
      expect((await add(asha.token, { ...CHILD, guardianConsent: false }).expect(400)).body).toEqual(
        GUARDIAN_CONSENT_REQUIRED,
      );
      expect(await membersOf(asha.id)).toEqual([]);

      const before = clock.now().getTime();
      const added = await add(asha.token, { ...CHILD, guardianConsent: true }).expect(201);
      expect(added.body.member).toMatchObject({ name: 'Aarav Verma', guardianConsent: true });
      const [row] = await membersOf(asha.id);
      expect(row!.guardianConsentAt!.getTime()).toBeGreaterThanOrEqual(before);
      expect(await history(asha.id)).toEqual([given('notice'), given('child', added.body.member._id)]);

      // Once on record, an edit of the child does not ask again.
      await edit(asha.token, added.body.member._id, { allergy: 'Peanuts' }).expect(200);
      expect(await history(asha.id)).toHaveLength(2);
    });

    it('asks nothing for an adult relative, and asks when a corrected date of birth makes them a child', async () => {
      const asha = await signUp();
      const added = await add(asha.token, ADULT).expect(201);
      expect(added.body.member.guardianConsent).toBe(false);
      // A consent sent for an adult is not a child's consent: nothing is recorded.
      await add(asha.token, {
        ...ADULT,
        name: 'Neha Verma',
        relation: 'spouse',
        guardianConsent: true,
      }).expect(201);
      expect(await history(asha.id)).toEqual([given('notice')]);

      const id = added.body.member._id as string;
      expect((await edit(asha.token, id, { dob: '2015-02-11' }).expect(400)).body).toEqual(
        GUARDIAN_CONSENT_REQUIRED,
      );
      expect((await membersOf(asha.id)).find((m) => m.id === id)!.dob).toBe('1950-02-11');
      const edited = await edit(asha.token, id, { dob: '2015-02-11', guardianConsent: true }).expect(200);
      expect(edited.body.member).toMatchObject({ dob: '2015-02-11', guardianConsent: true });
      expect(await history(asha.id)).toEqual([given('notice'), given('child', id)]);
    });

    it('counts someone 18 from their 18th birthday on, by the date in India', async () => {
      const asha = await signUp();
      // Born 18 years before today, and 18 years before tomorrow (the fake clock's dates).
      const yearsBefore = (date: CalendarDate) => toIsoDate({ ...date, year: date.year - 18 });
      const eighteenToday = yearsBefore(monday);
      const eighteenTomorrow = yearsBefore(addDays(monday, 1));
      await add(asha.token, { ...ADULT, dob: eighteenToday }).expect(201);
      expect((await add(asha.token, { ...ADULT, dob: eighteenTomorrow }).expect(400)).body.code).toBe(
        'guardian_consent_required',
      );
    });
  });

  it("refuses a date of birth under 18 for the account holder's own profile", async () => {
    const { token } = await signUp();
    const res = await request(t.server)
      .post('/api/user/update-profile')
      .set('token', token)
      .field('dob', '2012-05-01')
      .expect(400);
    expect(res.body).toEqual({
      success: false,
      message:
        'The account holder must be 18 or older. Please check the date of birth; a child can be added as a family member.',
      code: 'adult_required',
    });
    const profile = await request(t.server).get('/api/user/get-profile').set('token', token).expect(200);
    expect(profile.body.userData.dob).toBeFalsy();
    await request(t.server)
      .post('/api/user/update-profile')
      .set('token', token)
      .field('dob', '1990-05-01')
      .expect(200);
  });
});
