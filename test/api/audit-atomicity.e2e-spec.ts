import { SchedulerRegistry } from '@nestjs/schedule';
import { addDays, type AuditAction, type Doctor, SLOT_TIMES, slotStart, toDateKey } from '@umang/common';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { UnpaidHoldsService } from '../../backend/src/appointments/unpaid-holds.service.js';
import { auditLog } from '../../backend/src/audit/audit-log.table.js';
import { blogs } from '../../backend/src/blogs/blogs.table.js';
import { blockedSlots, doctors } from '../../backend/src/doctors/doctors.table.js';
import { paymentProofs } from '../../backend/src/payments/payment-proofs.table.js';
import { signUp, type SignedUp } from './support/accounts.js';
import { book, listDoctors, nextWeekday } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { withAuditRefused } from './support/refuse-audit.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { storedMedia } from './support/stored-media.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { STAFF, seededWithStaff } from './support/staff.js';

const HOLD_MINUTES = 30;
const MINUTE = 60_000;
const DOCTOR_FIELDS: Record<string, string> = {
  name: 'Dr. Kavya Rao',
  speciality: 'Psychologist',
  degree: 'MA (Clinical Psychology)',
  experience: '4',
  about: 'Works with teenagers facing exam stress.',
  fees: '600',
  address: JSON.stringify({ line1: 'Plot 17, Sector 40', line2: 'Gurugram, Haryana 122003' }),
};
const BLOG_FIELDS = { title: 'First words', content: 'After months of therapy…', author: 'Umang team' };

/** What the API answered, whatever the request was. */
type Answer = { status: number; body: Record<string, unknown> };

interface StaffAction {
  action: AuditAction;
  /** Makes what the action works on (through the API); answers its id, or '' for a create. */
  prepare: () => Promise<string>;
  act: (id: string) => Promise<Answer>;
  /** Everything the action would change, read straight from the database. */
  state: (id: string) => Promise<unknown>;
  /** The id the audit entry names, once the action has succeeded. */
  target: (id: string, answer: Answer) => string;
  status: number;
}

describe('a staff action and its audit entry commit together or not at all', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const tuesday = toDateKey(nextWeekday(new Date(), 2));
  const wednesday = toDateKey(nextWeekday(new Date(), 3));
  let t: TestApp;
  let staff: string;
  /** Appointments are booked with one demo doctor; the other's record is the one staff edit. */
  let booked: Doctor;
  let edited: Doctor;
  const patients: SignedUp[] = [];
  let slots = 0;
  let utr = 612345678900;

  const image = async (colour: string) =>
    sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const uploads = () => storedMedia(t.connection);
  const answer = async (req: request.Test): Promise<Answer> => {
    const res = await req;
    return { status: res.status, body: res.body as Record<string, unknown> };
  };
  const asStaff = (req: request.Test) => req.set('token', staff);
  const multipart = (req: request.Test, fields: Record<string, string>, field: string, file?: Buffer) => {
    for (const [name, value] of Object.entries(fields)) void req.field(name, value);
    return file ? asStaff(req).attach(field, file, 'upload.png') : asStaff(req);
  };

  /** Books the next free Tuesday slot through the API; each patient holds at most three unpaid. */
  const bookOne = async (): Promise<string> => {
    const patient = patients[Math.floor(slots / 3)]!;
    const res = await book(t, patient.token, {
      docId: booked._id,
      slotDate: tuesday,
      slotTime: SLOT_TIMES[slots++]!,
    });
    if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    return res.body.appointmentId as string;
  };
  const bookWithProof = async (): Promise<string> => {
    const id = await bookOne();
    const patient = patients[Math.floor((slots - 1) / 3)]!;
    await request(t.server)
      .post('/api/user/confirm-payment')
      .set('token', patient.token)
      .send({ appointmentId: id, name: 'Asha Verma', transactionId: String(++utr) })
      .expect(200);
    return id;
  };
  /**
   * A paid appointment whose slot has started: the booking and its approval go through the
   * API, then the slot is moved two weeks back, the only way a test reaches a started visit
   * without moving the shared clock.
   */
  const bookStarted = async (): Promise<string> => {
    const id = await bookWithProof();
    await asStaff(request(t.server).post(`/api/admin/payments/${id}/approve`)).expect(200);
    const [row] = await t.connection.db.select().from(appointments).where(eq(appointments.id, id));
    const slotDate = toDateKey(addDays(nextWeekday(new Date(), 2), -14));
    const startsAt = slotStart(slotDate, row!.slotTime)!;
    await t.connection.db.update(appointments).set({ slotDate, startsAt }).where(eq(appointments.id, id));
    return id;
  };
  const appointmentState = async (id: string) => ({
    appointment: await t.connection.db.select().from(appointments).where(eq(appointments.id, id)),
    proof: await t.connection.db.select().from(paymentProofs).where(eq(paymentProofs.appointmentId, id)),
  });
  const doctorState = async (id: string) => ({
    doctor: await t.connection.db.select().from(doctors).where(eq(doctors.id, id)),
    uploads: await uploads(),
  });
  const blogState = async (id: string) => ({
    blog: await t.connection.db.select().from(blogs).where(eq(blogs.id, id)),
    uploads: await uploads(),
  });
  const newBlog = async (): Promise<string> => {
    const res = await multipart(
      request(t.server).post('/api/admin/blogs'),
      BLOG_FIELDS,
      'media',
      await image('#2a7ab0'),
    ).expect(201);
    return (res.body.blog as { _id: string })._id;
  };
  const lastAuditId = async (): Promise<number> =>
    (await t.connection.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
  const auditSince = (id: number) =>
    t.connection.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

  const ACTIONS: StaffAction[] = [
    {
      action: 'doctor.create',
      prepare: async () => '',
      act: async () =>
        answer(
          multipart(
            request(t.server).post('/api/admin/doctors'),
            DOCTOR_FIELDS,
            'image',
            await image('#c85a28'),
          ),
        ),
      state: async () => ({
        doctors: (await t.connection.db.select({ id: doctors.id }).from(doctors)).map((d) => d.id).sort(),
        uploads: await uploads(),
      }),
      target: (_, res) => (res.body.doctor as Doctor)._id,
      status: 201,
    },
    {
      action: 'doctor.update',
      prepare: async () => edited._id,
      act: async (id) =>
        answer(
          multipart(
            request(t.server).put(`/api/admin/doctors/${id}`),
            { fees: '950' },
            'image',
            await image('#40a060'),
          ),
        ),
      state: doctorState,
      target: (id) => id,
      status: 200,
    },
    {
      action: 'doctor.availability',
      prepare: async () => edited._id,
      act: (id) =>
        answer(
          asStaff(request(t.server).post(`/api/admin/doctors/${id}/availability`)).send({ available: false }),
        ),
      state: doctorState,
      target: (id) => id,
      status: 200,
    },
    {
      action: 'doctor.blocked-slots',
      prepare: async () => edited._id,
      act: (id) =>
        answer(
          asStaff(request(t.server).put(`/api/admin/doctors/${id}/blocked-slots`)).send({
            blockedSlots: [{ date: wednesday, times: ['11:00', '15:30'] }],
          }),
        ),
      state: (id) => t.connection.db.select().from(blockedSlots).where(eq(blockedSlots.doctorId, id)),
      target: (id) => id,
      status: 200,
    },
    {
      action: 'blog.create',
      prepare: async () => '',
      act: async () =>
        answer(
          multipart(request(t.server).post('/api/admin/blogs'), BLOG_FIELDS, 'media', await image('#805020')),
        ),
      state: async () => ({
        blogs: (await t.connection.db.select({ id: blogs.id }).from(blogs)).map((b) => b.id).sort(),
        uploads: await uploads(),
      }),
      target: (_, res) => (res.body.blog as { _id: string })._id,
      status: 201,
    },
    {
      action: 'blog.update',
      prepare: newBlog,
      act: async (id) =>
        answer(
          multipart(
            request(t.server).put(`/api/admin/blogs/${id}`),
            { title: 'First words, at last' },
            'media',
            await image('#a0a020'),
          ),
        ),
      state: blogState,
      target: (id) => id,
      status: 200,
    },
    {
      action: 'blog.delete',
      prepare: newBlog,
      act: (id) => answer(asStaff(request(t.server).delete(`/api/admin/blogs/${id}`))),
      state: blogState,
      target: (id) => id,
      status: 200,
    },
    {
      action: 'payment.approve',
      prepare: bookWithProof,
      act: (id) => answer(asStaff(request(t.server).post(`/api/admin/payments/${id}/approve`))),
      state: appointmentState,
      target: (id) => id,
      status: 200,
    },
    {
      action: 'payment.reject',
      prepare: bookWithProof,
      act: (id) =>
        answer(
          asStaff(request(t.server).post(`/api/admin/payments/${id}/reject`)).send({
            reason: 'No such transaction in the bank statement',
          }),
        ),
      state: appointmentState,
      target: (id) => id,
      status: 200,
    },
    {
      action: 'appointment.cancel',
      prepare: bookWithProof,
      act: (id) => answer(asStaff(request(t.server).post(`/api/admin/appointments/${id}/cancel`))),
      state: appointmentState,
      target: (id) => id,
      status: 200,
    },
    {
      action: 'appointment.complete',
      prepare: bookStarted,
      act: (id) => answer(asStaff(request(t.server).post(`/api/admin/appointments/${id}/complete`))),
      state: appointmentState,
      target: (id) => id,
      status: 200,
    },
  ];

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp(
      {
        ...seededWithStaff(catcher),
        UNPAID_HOLD_MINUTES: String(HOLD_MINUTES),
      },
      { clock },
    );
    // The release test runs the job itself; a tick of the real cron in between would race it.
    await t.app.get(SchedulerRegistry).getCronJob('unpaid-holds').stop();
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    const open = (await listDoctors(t)).filter((d) => d.available && d.blockedSlots.length === 0);
    [booked, edited] = [open[0]!, open[1]!];
    for (const name of ['first', 'second'])
      patients.push(await signUp(t, catcher, `${name}.parent@example.org`));
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it.each(ACTIONS.map((a) => [a.action, a] as const))(
    '%s: refused whole when its audit entry cannot be written, then done once with one entry',
    async (action, { prepare, act, state, target, status }) => {
      const id = await prepare();
      const before = await state(id);
      const auditBefore = await lastAuditId();

      const refused = await withAuditRefused(t, () => act(id));
      expect(refused.status).toBe(500);
      expect(refused.body).toEqual({ success: false, message: expect.any(String), code: 'internal' });
      // The patient-facing text says nothing of the database underneath.
      expect(refused.body.message).not.toMatch(/audit|read-only/i);
      expect(await state(id)).toEqual(before);
      expect(await auditSince(auditBefore)).toEqual([]);

      const done = await act(id);
      expect(done.status).toBe(status);
      expect(await state(id)).not.toEqual(before);
      const entries = await auditSince(auditBefore);
      expect(entries.map((e) => [e.action, e.targetId])).toEqual([[action, target(id, done)]]);
    },
  );

  it('appointment.release: the job releases nothing without its audit entry, then releases with one', async () => {
    const holds = t.app.get(UnpaidHoldsService);
    const id = await bookOne();
    clock.advance((HOLD_MINUTES + 1) * MINUTE);
    const before = await appointmentState(id);
    const auditBefore = await lastAuditId();

    await expect(withAuditRefused(t, () => holds.releaseDue())).rejects.toThrow();
    expect(await appointmentState(id)).toEqual(before);
    expect(await auditSince(auditBefore)).toEqual([]);

    expect(await holds.releaseDue()).toBeGreaterThanOrEqual(1);
    const [released] = (await appointmentState(id)).appointment;
    expect(released).toMatchObject({ cancelled: true, cancelReason: expect.stringMatching(/payment/) });
    const entries = await t.connection.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, auditBefore), eq(auditLog.targetId, id)));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'appointment.release',
        actorId: null,
        details: { holdMinutes: HOLD_MINUTES },
      }),
    ]);
  });
});
