import {
  addDays,
  type AuditEntry,
  DELETED_PATIENT_PREFIX,
  type Doctor,
  deletedPatientName,
  toDateKey,
} from '@umang/common';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { otps } from '../../backend/src/auth/otps.table.js';
import { blogLikes } from '../../backend/src/blogs/blogs.table.js';
import { consentRecords } from '../../backend/src/consent/consent-records.table.js';
import { enquiries } from '../../backend/src/contact/enquiries.table.js';
import { familyMembers } from '../../backend/src/family/family-members.table.js';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { MailOutboxService } from '../../backend/src/mail/mail-outbox.service.js';
import { MailService } from '../../backend/src/mail/mail.service.js';
import { paymentProofs } from '../../backend/src/payments/payment-proofs.table.js';
import { users } from '../../backend/src/users/users.table.js';
import { GOOD_PASSWORD, signUp } from './support/accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from './support/booking.js';
import { eventually } from './support/eventually.js';
import { FakeClock } from './support/fake-clock.js';
import { binary, pdfText } from './support/pdf-text.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { STAFF, seededWithStaff } from './support/staff.js';
import { storedMedia } from './support/stored-media.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const CENTRE_EMAIL = 'frontdesk@umang.example';
const ASHA = { email: 'asha@example.org', name: 'Asha Verma', phone: '9123456780' };
const AARAV = 'Aarav Verma';
const ALLERGY = 'Penicillin allergy';

describe('erasing an account', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const monday = nextWeekday(new Date(), 1);
  const tuesday = addDays(monday, 1);
  const wednesday = addDays(monday, 2);
  const thursday = addDays(monday, 3);
  let t: TestApp;
  let doctor: Doctor;
  let staff: string;
  let asha: string;
  let ashaId: string;
  let ravi: string;
  let utr = 612345678900;
  const ids = { pastPaid: '', cancelled: '', futurePaid: '', futureUnpaid: '', member: '', photo: '' };

  const slot = (date: typeof monday, slotTime: string) => ({
    docId: doctor._id,
    slotDate: toDateKey(date),
    slotTime,
  });
  const booked = async (token: string, body: Record<string, string>): Promise<string> => {
    const res = await book(t, token, body);
    if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    return res.body.appointmentId as string;
  };
  const pay = async (token: string, appointmentId: string) => {
    await request(t.server)
      .post('/api/user/confirm-payment')
      .set('token', token)
      .send({ appointmentId, name: ASHA.name, transactionId: String(++utr) })
      .expect(200);
    await request(t.server)
      .post(`/api/admin/payments/${appointmentId}/approve`)
      .set('token', staff)
      .send({})
      .expect(200);
  };
  const dashboard = async (day: typeof monday) =>
    (
      await request(t.server)
        .get(`/api/admin/dashboard?from=${dayIso(day)}&to=${dayIso(day)}`)
        .set('token', staff)
        .expect(200)
    ).body;
  const dayIso = (d: typeof monday) =>
    `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  const deleteCode = async () => {
    const before = catcher.mails.length;
    await request(t.server).post('/api/user/delete-account/send-otp').set('token', asha).expect(200);
    // Read from the code's own mail: the bookings' mails may still be arriving.
    const mail = await catcher.waitForMail(
      (m, index) => index >= before && m.to.includes(ASHA.email) && /delete your/i.test(m.subject),
    );
    return /\b(\d{6})\b/.exec(mail.text)![1]!;
  };
  /** Every outbox row that still names Asha anywhere, in any column. */
  const outboxNamingAsha = async () =>
    (await t.connection.db.select().from(mailOutbox)).filter((row) => {
      const all = JSON.stringify(row).toLowerCase();
      return all.includes(ASHA.email) || all.includes('asha') || all.includes('aarav');
    });

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp(
      // Holds last a week: the days this suite jumps over must not release its bookings.
      { ...seededWithStaff(catcher), CENTRE_EMAIL, UNPAID_HOLD_MINUTES: String(7 * 24 * 60) },
      { clock },
    );
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    doctor = (await listDoctors(t)).find((d) => d.fees === 800 && d.available)!;
    await request(t.server)
      .put(`/api/admin/doctors/${doctor._id}/blocked-slots`)
      .set('token', staff)
      .send({ blockedSlots: [] })
      .expect(200);
    asha = (await signUp(t, catcher, ASHA.email, ASHA.name)).token;
    ravi = (await signUp(t, catcher, 'ravi@example.org', 'Ravi Kumar')).token;
    ashaId = (await request(t.server).get('/api/user/get-profile').set('token', asha).expect(200)).body
      .userData._id;

    // Her profile, with health details and a photo.
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#147a6e' } })
      .png()
      .toBuffer();
    await request(t.server)
      .post('/api/user/update-profile')
      .set('token', asha)
      .field('phone', ASHA.phone)
      .field('allergy', ALLERGY)
      .field('bloodGroup', 'B+')
      .attach('image', photo, { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    ids.photo = (await request(t.server).get('/api/user/get-profile').set('token', asha)).body.userData.image;
    expect(ids.photo).toMatch(/^\/uploads\//);

    ids.member = (
      await request(t.server)
        .post('/api/user/family-members')
        .set('token', asha)
        .send({ name: AARAV, relation: 'child', dob: '2016-04-21', gender: 'Male', guardianConsent: true })
        .expect(201)
    ).body.member._id;
    const [blog] = (await request(t.server).get('/api/user/blogs').expect(200)).body;
    await request(t.server).post(`/api/user/blogs/${blog._id}/like`).set('token', asha).expect(200);
    await request(t.server).post(`/api/user/blogs/${blog._id}/like`).set('token', ravi).expect(200);
    for (const [name, email] of [
      [ASHA.name, 'Asha@Example.org'],
      ['Ravi Kumar', 'ravi@example.org'],
    ]) {
      await request(t.server)
        .post('/api/user/econtact')
        .send({ name, email, phone: '9876543210', subject: 'Timings', message: 'Are you open on Sunday?' })
        .expect(200);
      clock.advance(61_000);
    }

    // Tuesday: Aarav's visit, paid; one of Asha's, cancelled unpaid.
    ids.pastPaid = await booked(asha, { ...slot(tuesday, '10:00'), patientId: ids.member });
    await pay(asha, ids.pastPaid);
    ids.cancelled = await booked(asha, slot(tuesday, '10:30'));
    await request(t.server)
      .post('/api/user/cancel-appointment')
      .set('token', asha)
      .send({ appointmentId: ids.cancelled })
      .expect(200);

    // Wednesday: Tuesday is past. Thursday: one paid and one unpaid visit to come.
    clock.setTo(istInstant(wednesday, '09:00'));
    ids.futurePaid = await booked(asha, slot(thursday, '10:00'));
    await pay(asha, ids.futurePaid);
    ids.futureUnpaid = await booked(asha, slot(thursday, '10:30'));
  });
  beforeEach(() => clock.advance(61_000));
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('refuses a wrong code with 400 invalid_otp and deletes nothing', async () => {
    const code = await deleteCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await request(t.server)
      .post('/api/user/delete-account')
      .set('token', asha)
      .send({ otp: wrong })
      .expect(400);
    expect(res.body.code).toBe('invalid_otp');
    const profile = await request(t.server).get('/api/user/get-profile').set('token', asha).expect(200);
    expect(profile.body.userData).toMatchObject({ name: ASHA.name, email: ASHA.email, allergy: ALLERGY });
    const members = await t.connection.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.userId, ashaId));
    expect(members).toHaveLength(1);
    const visits = await t.connection.db.select().from(appointments).where(eq(appointments.userId, ashaId));
    expect(visits).toHaveLength(4);
  });

  it('mails a code that says what deletion does', async () => {
    const before = catcher.mails.length;
    clock.advance(61_000); // past the code's resend wait
    await request(t.server).post('/api/user/delete-account/send-otp').set('token', asha).expect(200);
    const mail = await catcher.waitForMail(
      (m, i) => i >= before && m.to.includes(ASHA.email) && /delete your/i.test(m.subject),
    );
    expect(mail.text).toMatch(/cannot be undone/);
    expect(mail.text).toMatch(/receipts stay with the centre/);
  });

  describe('with the right code', () => {
    let tuesdayBefore: unknown;
    let receiptNumber: string;

    beforeAll(async () => {
      tuesdayBefore = await dashboard(tuesday);
      const [proof] = await t.connection.db
        .select()
        .from(paymentProofs)
        .where(eq(paymentProofs.appointmentId, ids.futurePaid));
      receiptNumber = proof!.receiptNumber!;
      clock.advance(61_000);
      const code = await deleteCode();
      const res = await request(t.server)
        .post('/api/user/delete-account')
        .set('token', asha)
        .send({ otp: code })
        .expect(200);
      expect(res.body).toEqual({ success: true, message: 'Your account has been deleted' });
    });

    it('keeps the row only as a pseudonym: no name, e-mail, phone, health or photo, and no way in', async () => {
      const [row] = await t.connection.db.select().from(users).where(eq(users.id, ashaId));
      expect(row).toMatchObject({
        name: deletedPatientName(ashaId),
        email: `deleted-${ashaId}@deleted.invalid`,
        phone: '',
        fathername: '',
        mothername: '',
        address: { line1: '', line2: '' },
        gender: '',
        dob: null,
        bloodGroup: '',
        allergy: '',
        medicalCondition: '',
        image: '',
        reminderMails: false,
      });
      expect(row!.deletedAt).toBeInstanceOf(Date);
      expect(JSON.stringify(row).toLowerCase()).not.toMatch(/asha|aarav|penicillin|9123456780/);
      // The consents stay: the record that consent was had, holding nothing personal.
      const consents = await t.connection.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userId, ashaId));
      expect(consents.length).toBeGreaterThan(0);
    });

    it('ends the session and refuses the old password', async () => {
      const res = await request(t.server).get('/api/user/get-profile').set('token', asha).expect(401);
      expect(res.body.code).toBe('session_ended');
      await request(t.server)
        .post('/api/user/login')
        .send({ email: ASHA.email, password: GOOD_PASSWORD })
        .expect(401);
    });

    it('deletes the family members, likes, enquiries from her address and her codes; Ravi keeps his', async () => {
      const db = t.connection.db;
      expect(await db.select().from(familyMembers).where(eq(familyMembers.userId, ashaId))).toEqual([]);
      expect(await db.select().from(blogLikes).where(eq(blogLikes.userId, ashaId))).toEqual([]);
      expect(await db.select().from(blogLikes)).toHaveLength(1);
      const left = await db.select().from(enquiries);
      expect(left.map((e) => e.email)).toEqual(['ravi@example.org']);
      expect(
        await db
          .select()
          .from(otps)
          .where(sql`lower(${otps.email}) = ${ASHA.email}`),
      ).toEqual([]);
    });

    it('keeps only the paid visits, the future one cancelled, proofs under the pseudonym', async () => {
      const db = t.connection.db;
      const kept = await db.select().from(appointments).where(eq(appointments.userId, ashaId));
      expect(kept.map((a) => a.id).sort()).toEqual([ids.pastPaid, ids.futurePaid].sort());
      expect(kept.every((a) => a.patientId === null)).toBe(true);
      const future = kept.find((a) => a.id === ids.futurePaid)!;
      expect(future).toMatchObject({ cancelled: true, cancelReason: 'The patient deleted their account' });
      const past = kept.find((a) => a.id === ids.pastPaid)!;
      expect(past.cancelled).toBe(false);
      const proofs = await db
        .select()
        .from(paymentProofs)
        .where(eq(paymentProofs.appointmentId, ids.pastPaid));
      expect(proofs.map((p) => p.name)).toEqual([deletedPatientName(ashaId)]);
    });

    it('frees the cancelled times for another patient', async () => {
      await booked(ravi, slot(thursday, '10:00'));
      await booked(ravi, slot(thursday, '10:30'));
    });

    it('lets staff still download the receipt, showing "Deleted patient #…", and their screens show no address', async () => {
      const res = await request(t.server)
        .get(`/api/admin/payments/${ids.pastPaid}/receipt`)
        .set('token', staff)
        .buffer(true)
        .parse(binary)
        .expect(200);
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain(deletedPatientName(ashaId));
      expect(text).not.toMatch(/Asha|Aarav/);
      const shown = await request(t.server)
        .get(`/api/admin/appointments/${ids.pastPaid}`)
        .set('token', staff)
        .expect(200);
      const body = JSON.stringify(shown.body);
      expect(body).toContain(DELETED_PATIENT_PREFIX);
      expect(body).not.toMatch(/Asha|Aarav|deleted\.invalid|asha@example\.org/);
    });

    it('removes the profile photo file', async () => {
      const name = ids.photo.slice('/uploads/'.length);
      expect(await storedMedia(t.connection)).not.toContain(name);
      await request(t.server).get(ids.photo).expect(404);
    });

    it('mails her the confirmation with the cancelled paid visit and the refund contact, and the centre a refund note', async () => {
      const mail = await catcher.waitForMail(
        (m) => m.to.includes(ASHA.email) && /has been deleted/.test(m.subject),
      );
      expect(mail.text).toContain(receiptNumber);
      expect(mail.text).toContain(CENTRE_EMAIL);
      expect(mail.text).toMatch(/\+91 98100 12345/);
      expect(mail.text).toContain(deletedPatientName(ashaId));
      const note = await catcher.waitForMail(
        (m) => m.to.includes(CENTRE_EMAIL) && /Refund due/.test(m.subject),
      );
      expect(note.text).toContain(receiptNumber);
      expect(note.text).toContain(deletedPatientName(ashaId));
      expect(note.text).not.toMatch(/Asha|asha@/);
    });

    it('leaves no outbox row naming her once the confirmation is out', async () => {
      await t.app.get(MailOutboxService).processDue();
      const left = await eventually(outboxNamingAsha, (rows) => rows.length === 0);
      expect(left.map((row) => row.subject)).toEqual([]);
      // The confirmation's row is there, sent, with nobody named.
      const rows = await t.connection.db.select().from(mailOutbox);
      const confirmation = rows.find((row) => /has been deleted/.test(row.subject))!;
      expect(confirmation).toMatchObject({ to: '', text: '', html: '' });
      expect(confirmation.sentAt).not.toBeNull();
    });

    it('forgets the recipient of such a last mail also when it is given up unsent', async () => {
      const id = await t.app.get(MailService).store({
        to: 'gone@example.org',
        replyTo: 'gone@example.org',
        subject: 'Your account has been deleted',
        text: 'Goodbye, Asha',
        html: '<p>Goodbye, Asha</p>',
        expiresAt: new Date(clock.now().getTime() - 1000),
        forgetRecipient: true,
      });
      await t.app.get(MailOutboxService).processDue();
      const [row] = await t.connection.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
      expect(row).toMatchObject({ to: '', replyTo: null, text: '', html: '', sentAt: null });
      expect(row!.lastError).not.toContain('gone@example.org');
    });

    it('queues no mail to the address the erased account now has', async () => {
      const [row] = await t.connection.db.select().from(users).where(eq(users.id, ashaId));
      const queued = await t.app.get(MailService).send({
        to: row!.email,
        subject: 'Your appointment has been moved',
        text: 'A staff action on a kept visit',
        html: '<p>A staff action on a kept visit</p>',
      });
      expect(queued).toBe(false);
      const rows = await t.connection.db.select().from(mailOutbox).where(eq(mailOutbox.to, row!.email));
      expect(rows).toEqual([]);
    });

    it('leaves the dashboard’s totals of a past day as they were', async () => {
      expect(await dashboard(tuesday)).toEqual(tuesdayBefore);
    });

    it('records the erasure in the audit log as counts, without her name or address', async () => {
      const res = await request(t.server)
        .get('/api/admin/audit?action=account.erase')
        .set('token', staff)
        .expect(200);
      const [entry] = res.body.entries as AuditEntry[];
      expect(entry).toMatchObject({ targetType: 'user', targetId: ashaId });
      // She acted herself; the console names her by the pseudonym, with no address.
      expect(entry!.actor).toEqual({ id: ashaId, name: deletedPatientName(ashaId), email: '' });
      expect(entry!.details).toMatchObject({
        cancelledAppointments: 2,
        deletedUnpaidAppointments: 2,
        keptPaidAppointments: 2,
        deletedFamilyMembers: 1,
        deletedLikes: 1,
        deletedEnquiries: 1,
        cancelledPaidVisits: [
          {
            appointmentId: ids.futurePaid,
            slotDate: toDateKey(thursday),
            slotTime: '10:00',
            doctorName: doctor.name,
            amount: 800,
            receiptNumber,
          },
        ],
      });
      expect(JSON.stringify(entry)).not.toMatch(/asha|aarav/i);
    });

    it('lets the address sign up again as a new, empty account', async () => {
      clock.advance(61_000);
      const again = await signUp(t, catcher, ASHA.email, 'Asha V');
      const profile = await request(t.server)
        .get('/api/user/get-profile')
        .set('token', again.token)
        .expect(200);
      expect(profile.body.userData._id).not.toBe(ashaId);
      expect(profile.body.userData).toMatchObject({ email: ASHA.email, allergy: '', image: '' });
      const visits = await request(t.server)
        .get('/api/user/appointments')
        .set('token', again.token)
        .expect(200);
      expect(visits.body.appointments).toEqual([]);
    });
  });
});
