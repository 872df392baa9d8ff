import { SchedulerRegistry } from '@nestjs/schedule';
import { addDays, type Appointment, type Doctor, SLOT_TIMES, toDateKey } from '@umang/common';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { UnpaidHoldsService } from '../../backend/src/appointments/unpaid-holds.service.js';
import { auditLog } from '../../backend/src/audit/audit-log.table.js';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { paymentProofs } from '../../backend/src/payments/payment-proofs.table.js';
import { users } from '../../backend/src/users/users.table.js';
import { signUp } from './support/accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { withAuditRefused } from './support/refuse-audit.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { STAFF, seededWithStaff } from './support/staff.js';
import { dayTotalsDrift } from './support/day-stats.js';

const MINUTE = 60_000;
const HOLD_MINUTES = 30;

describe('unpaid bookings are released; staff cancel and approval agree', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const monday = nextWeekday(new Date(), 1);
  const tuesday = toDateKey(addDays(monday, 1));
  let t: TestApp;
  let holds: UnpaidHoldsService;
  let doctor: Doctor;
  let staff: string;
  let slots = 0;
  let patients = 0;
  let utr = 512345678900;

  const owners = new Map<string, { token: string; email: string }>();
  const newPatient = async () => signUp(t, catcher, `holder${++patients}@example.org`);
  /** Books the next free Tuesday slot for `patient` through the API. */
  const bookFor = async (patient: { token: string; email: string }): Promise<string> => {
    const res = await book(t, patient.token, {
      docId: doctor._id,
      slotDate: tuesday,
      slotTime: SLOT_TIMES[slots++]!,
    });
    if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    owners.set(res.body.appointmentId as string, patient);
    return res.body.appointmentId as string;
  };
  const confirm = (id: string) =>
    request(t.server)
      .post('/api/user/confirm-payment')
      .set('token', owners.get(id)!.token)
      .send({ appointmentId: id, name: 'Asha Verma', transactionId: String(++utr) });
  const asStaff = (path: string, body: object = {}) =>
    request(t.server).post(path).set('token', staff).send(body);
  const shownTo = async (id: string): Promise<Appointment> => {
    const res = await request(t.server)
      .get('/api/user/appointments')
      .set('token', owners.get(id)!.token)
      .expect(200);
    return (res.body.appointments as Appointment[]).find((a) => a._id === id)!;
  };
  const outbox = (email: string, subjectStart: string) =>
    t.connection.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), sql`${mailOutbox.subject} like ${`${subjectStart}%`}`));

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp(
      {
        ...seededWithStaff(catcher),
        UNPAID_HOLD_MINUTES: String(HOLD_MINUTES),
      },
      { clock },
    );
    // The tests run the release themselves; a tick of the real cron in between would race them.
    await t.app.get(SchedulerRegistry).getCronJob('unpaid-holds').stop();
    holds = t.app.get(UnpaidHoldsService);
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    doctor = (await listDoctors(t)).find((d) => d.available && d.blockedSlots.length === 0)!;
  });
  // Each test starts an hour on: earlier bookings' holds are over, and per-minute limits start afresh.
  beforeEach(async () => {
    clock.advance(60 * MINUTE);
    await holds.releaseDue();
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('checks for lapsed holds every minute', () => {
    const job = t.app.get(SchedulerRegistry).getCronJob('unpaid-holds');
    const [first, second] = job.nextDates(2).map((date) => date.toMillis());
    expect(second! - first!).toBe(MINUTE);
  });

  it('releases an unpaid booking once its hold is over: reason shown, slot free, mail sent, audited', async () => {
    const patient = await newPatient();
    const id = await bookFor(patient);
    const booked = await shownTo(id);
    const expectedEnd = new Date(clock.now().getTime() + HOLD_MINUTES * MINUTE).getTime();
    expect(Math.abs(new Date(booked.holdExpiresAt!).getTime() - expectedEnd)).toBeLessThan(5_000);
    expect(booked.cancelReason).toBeNull();

    clock.advance((HOLD_MINUTES - 1) * MINUTE);
    expect(await holds.releaseDue()).toBe(0);
    expect((await shownTo(id)).cancelled).toBe(false);

    clock.advance(2 * MINUTE);
    expect(await holds.releaseDue()).toBe(1);
    const released = await shownTo(id);
    expect(released).toMatchObject({ cancelled: true, holdExpiresAt: null });
    expect(released.cancelReason).toMatch(/did not receive your payment in time/);

    // Another patient can take the very same slot now.
    const other = await newPatient();
    const again = await book(t, other.token, {
      docId: doctor._id,
      slotDate: tuesday,
      slotTime: booked.slotTime,
    });
    expect(again.status).toBe(201);

    const mail = await catcher.waitForMail(
      (m) => m.to.includes(patient.email) && m.subject.startsWith('Booking released'),
    );
    expect(mail.text).toMatch(/for 30 minutes after you booked it, but no payment reached us/);
    expect(mail.text).toMatch(/free again/);
    expect(mail.text).toMatch(/If you did pay/);

    const entries = await t.connection.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries).toEqual([
      expect.objectContaining({ action: 'appointment.release', actorId: null, targetType: 'appointment' }),
    ]);
    const shown = await request(t.server)
      .get('/api/admin/audit?action=appointment.release')
      .set('token', staff)
      .expect(200);
    expect(shown.body.entries).toEqual([expect.objectContaining({ targetId: id, actor: null })]);

    // A second run finds nothing more to do, and the patient gets one mail only.
    expect(await holds.releaseDue()).toBe(0);
    expect(await outbox(patient.email, 'Booking released')).toHaveLength(1);
  });

  it('keeps bookings with a pending or accepted proof, or completed, and releases one with a rejected proof', async () => {
    const patient = await newPatient();
    const [pending, accepted, rejected] = [
      await bookFor(patient),
      await bookFor(patient),
      await bookFor(patient),
    ];
    const completed = await bookFor(await newPatient());
    for (const id of [pending, accepted, rejected]) await confirm(id).expect(200);
    await asStaff(`/api/admin/payments/${accepted}/approve`).expect(200);
    await asStaff(`/api/admin/payments/${rejected}/reject`, { reason: 'No such UTR' }).expect(200);
    // Staff complete only paid visits now; an unpaid one marked completed earlier must stay too.
    await t.connection.db
      .update(appointments)
      .set({ isCompleted: true })
      .where(eq(appointments.id, completed));
    expect((await shownTo(pending)).holdExpiresAt).toBeNull();
    expect((await shownTo(rejected)).holdExpiresAt).not.toBeNull();

    clock.advance((HOLD_MINUTES + 1) * MINUTE);
    expect(await holds.releaseDue()).toBe(1);
    for (const id of [pending, accepted, completed]) expect((await shownTo(id)).cancelled).toBe(false);
    expect(await shownTo(rejected)).toMatchObject({ cancelled: true, paymentProof: { status: 'rejected' } });
  });

  it('never releases a slot that has already begun: staff may still settle it at the desk', async () => {
    const patient = await newPatient();
    const now = clock.now();
    const [past] = await t.connection.db
      .insert(appointments)
      .values({
        userId: (await t.connection.db.select().from(users).where(eq(users.email, patient.email)))[0]!.id,
        doctorId: doctor._id,
        slotDate: toDateKey(monday),
        slotTime: '08:30',
        startsAt: istInstant(monday, '08:30'),
        amount: doctor.fees,
        createdAt: new Date(now.getTime() - 2 * 24 * 60 * MINUTE),
      })
      .returning();
    expect(past!.startsAt.getTime()).toBeLessThan(now.getTime());
    expect(await holds.releaseDue()).toBe(0);
    const [row] = await t.connection.db.select().from(appointments).where(eq(appointments.id, past!.id));
    expect(row!.cancelled).toBe(false);
  });

  it('lets a proof and a release racing for one booking end one way or the other, never both', async () => {
    const id = await bookFor(await newPatient());
    clock.advance((HOLD_MINUTES + 1) * MINUTE);
    const [released, proof] = await Promise.all([holds.releaseDue(), confirm(id)]);
    const shown = await shownTo(id);
    if (released === 1) {
      expect(proof.status).toBe(409);
      expect(shown).toMatchObject({ cancelled: true, paymentProof: null });
    } else {
      expect(proof.status).toBe(200);
      expect(shown).toMatchObject({ cancelled: false, paymentProof: { status: 'pending' } });
    }
  });

  it('settles a pending proof as rejected when staff cancel, and then refuses to approve it', async () => {
    const patient = await newPatient();
    const id = await bookFor(patient);
    await confirm(id).expect(200);
    await asStaff(`/api/admin/appointments/${id}/cancel`).expect(200);

    const shown = await shownTo(id);
    expect(shown.cancelled).toBe(true);
    expect(shown.cancelReason).toBe('The centre cancelled this appointment.');
    expect(shown.paymentProof).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/cancelled before we could check this payment/),
    });
    const res = await asStaff(`/api/admin/payments/${id}/approve`).expect(409);
    expect(res.body).toEqual({
      success: false,
      message: expect.stringMatching(/cancelled/),
      code: 'appointment_cancelled',
    });
    expect((await shownTo(id)).payment).toBe(false);
    expect(await outbox(patient.email, 'Appointment confirmed')).toEqual([]);
  });

  it('checks for a cancellation inside the approval itself, even with a proof still pending', async () => {
    const patient = await newPatient();
    const id = await bookFor(patient);
    await confirm(id).expect(200);
    // As a cancel committed between the staff member opening the proof and approving it would leave it.
    await t.connection.db.update(appointments).set({ cancelled: true }).where(eq(appointments.id, id));
    await asStaff(`/api/admin/payments/${id}/approve`).expect(409);
    const [proof] = await t.connection.db
      .select()
      .from(paymentProofs)
      .where(eq(paymentProofs.appointmentId, id));
    expect(proof!.status).toBe('pending');
    expect((await shownTo(id)).payment).toBe(false);
    expect(await outbox(patient.email, 'Appointment confirmed')).toEqual([]);
    // Rejecting it stays possible, so the staff queue can be cleared.
    await asStaff(`/api/admin/payments/${id}/reject`, { reason: 'Appointment cancelled' }).expect(200);
  });

  it('rolls a staff cancel back whole when its audit entry cannot be written', async () => {
    const id = await bookFor(await newPatient());
    await confirm(id).expect(200);
    const res = await withAuditRefused(t, async () =>
      asStaff(`/api/admin/appointments/${id}/cancel`).expect(500),
    );
    expect(res.body.success).toBe(false);
    const shown = await shownTo(id);
    expect(shown).toMatchObject({
      cancelled: false,
      cancelReason: null,
      paymentProof: { status: 'pending' },
    });
    const entries = await t.connection.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries).toEqual([]);
  });

  it("keeps the dashboard's day totals in step with every change above", async () => {
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
  });
});
