import {
  addDays,
  type Appointment,
  type AuditEntry,
  type Doctor,
  SLOT_TIMES,
  toDateKey,
} from '@umang/common';
import request from 'supertest';
import { GOOD_PASSWORD, signUp } from './support/accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { STAFF, seededWithStaff } from './support/staff.js';
import { dayTotalsDrift } from './support/day-stats.js';

describe('paying by UPI and staff decisions', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const monday = nextWeekday(new Date(), 1);
  let t: TestApp;
  let doctor: Doctor;
  let patient: string;
  let other: string;
  let staff: string;
  let slotMinutes = 0;

  const owners = new Map<string, string>();
  const pool: string[] = [];
  /**
   * A fresh appointment on Tuesday, each in its own half hour. A patient may hold
   * only three unpaid ones, so every three appointments get a new patient.
   */
  const newAppointment = async (token?: string): Promise<string> => {
    const n = slotMinutes++;
    if (!token && n % 3 === 0) pool.push((await signUp(t, catcher, `payer${n}@example.org`)).token);
    const owner = token ?? pool[pool.length - 1]!;
    const slot = { docId: doctor._id, slotDate: toDateKey(addDays(monday, 1)), slotTime: SLOT_TIMES[n]! };
    const res = await book(t, owner, slot);
    if (res.status !== 201) throw new Error(`booking ${slot.slotTime} failed: ${JSON.stringify(res.body)}`);
    const id = res.body.appointmentId as string;
    owners.set(id, owner);
    return id;
  };
  const confirm = (appointmentId: string, transactionId: string, name = 'Asha Verma') =>
    request(t.server)
      .post('/api/user/confirm-payment')
      .set('token', owners.get(appointmentId)!)
      .send({ appointmentId, name, transactionId });
  const decide = (id: string, verdict: 'approve' | 'reject', reason?: string) =>
    request(t.server)
      .post(`/api/admin/payments/${id}/${verdict}`)
      .set('token', staff)
      .send(reason ? { reason } : {});
  /** The owner's view of one appointment. */
  const shownTo = async (id: string): Promise<Appointment> => {
    const res = await request(t.server)
      .get('/api/user/appointments')
      .set('token', owners.get(id)!)
      .expect(200);
    return (res.body.appointments as Appointment[]).find((a) => a._id === id)!;
  };
  let utr = 412345678900;
  const nextUtr = () => String(++utr);

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp(
      {
        ...seededWithStaff(catcher),
        UPI_VPA: 'umang.centre@okaxis',
        UPI_PAYEE_NAME: 'Umang Centre & Clinic',
      },
      { clock },
    );
    patient = (await signUp(t, catcher, 'asha@example.org')).token;
    other = (await signUp(t, catcher, 'ravi@example.org')).token;
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    doctor = (await listDoctors(t)).find((d) => d.available && d.blockedSlots.length === 0)!;
  });
  // Each test is a minute later, so per-minute rate limits start afresh.
  beforeEach(() => clock.advance(61_000));
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('gives a QR whose UPI link carries the exact amount, payee and reference', async () => {
    const id = await newAppointment();
    const res = await request(t.server)
      .get(`/api/user/appointments/${id}/payment-qr`)
      .set('token', owners.get(id)!)
      .expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.amount).toBe(doctor.fees);
    expect(res.body.qr).toMatch(/^data:image\/png;base64,/);
    const uri = new URL(res.body.upiUri);
    expect(uri.protocol).toBe('upi:');
    // The same UPI ID and payee as text, for a payer who types them in.
    expect(res.body.upiId).toBe('umang.centre@okaxis');
    expect(res.body.payeeName).toBe('Umang Centre & Clinic');
    expect(uri.searchParams.get('pa')).toBe('umang.centre@okaxis');
    expect(uri.searchParams.get('pn')).toBe('Umang Centre & Clinic');
    expect(uri.searchParams.get('am')).toBe(doctor.fees.toFixed(2));
    expect(uri.searchParams.get('cu')).toBe('INR');
    expect(uri.searchParams.get('tr')).toBe(id.replaceAll('-', ''));
    expect(res.body.upiUri).not.toMatch(/ /);
  });

  it('refuses malformed payment details with the right answer', async () => {
    const id = await newAppointment();
    expect((await confirm(id, '12345678901').expect(400)).body.message).toBe(
      'The UPI transaction ID has 12 digits; you entered 11.',
    );
    expect((await confirm(id, '12345678901a').expect(400)).body.message).toBe(
      'The UPI transaction ID has digits only, no letters or symbols.',
    );
    expect((await confirm(id, '   ', 'Asha').expect(400)).body.message).toBe('Please fill in all fields');
    expect((await confirm(id, nextUtr(), '  ').expect(400)).body.message).toBe('Please fill in all fields');
    await request(t.server)
      .post('/api/user/confirm-payment')
      .set('token', owners.get(id)!)
      .send({ appointmentId: id })
      .expect(400);
  });

  it('stores a proof as pending, once, and one UTR backs only one appointment', async () => {
    const first = await newAppointment();
    const second = await newAppointment();
    const reference = nextUtr();
    const spaced = `${reference.slice(0, 4)} ${reference.slice(4, 8)} ${reference.slice(8)}`;
    const ok = await confirm(first, spaced).expect(200);
    expect(ok.body.message).toBe('Payment details submitted. Awaiting verification.');
    const proof = (await shownTo(first)).paymentProof;
    expect(proof).toMatchObject({
      status: 'pending',
      transactionId: reference,
      name: 'Asha Verma',
      reviewedAt: null,
    });
    expect((await confirm(first, nextUtr()).expect(409)).body.message).toMatch(/already being verified/);
    expect((await confirm(second, reference).expect(409)).body.message).toMatch(/already been used/);
    // A pending payment cannot be cancelled online.
    await request(t.server)
      .post('/api/user/cancel-appointment')
      .set('token', owners.get(first)!)
      .send({ appointmentId: first })
      .expect(409);
  });

  it('lets only the first of two racing approvals through and marks the appointment paid', async () => {
    const id = await newAppointment();
    await confirm(id, nextUtr()).expect(200);
    const [a, b] = await Promise.all([decide(id, 'approve'), decide(id, 'approve')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const shown = await shownTo(id);
    expect(shown.payment).toBe(true);
    expect(shown.paymentProof).toMatchObject({ status: 'accepted', reviewedAt: expect.any(String) });
    await confirm(id, nextUtr()).expect(409);
    await request(t.server)
      .post('/api/user/cancel-appointment')
      .set('token', owners.get(id)!)
      .send({ appointmentId: id })
      .expect(409);
  });

  it('settles an approve and a reject raced together, and shows a rejection with its reason', async () => {
    const id = await newAppointment();
    await confirm(id, nextUtr()).expect(200);
    const [approve, reject] = await Promise.all([
      decide(id, 'approve'),
      decide(id, 'reject', 'No such UTR in our statement'),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
    const proof = (await shownTo(id)).paymentProof!;
    expect(proof.status).toBe(approve.status === 200 ? 'accepted' : 'rejected');

    const next = await newAppointment();
    await confirm(next, nextUtr()).expect(200);
    await decide(next, 'reject').expect(400);
    await decide(next, 'reject', 'No such UTR in our statement').expect(200);
    const rejected = await shownTo(next);
    expect(rejected.payment).toBe(false);
    expect(rejected.paymentProof).toMatchObject({
      status: 'rejected',
      reason: 'No such UTR in our statement',
    });
    // A rejected proof may be replaced with the right reference.
    await confirm(next, nextUtr()).expect(200);
    expect((await shownTo(next)).paymentProof).toMatchObject({
      status: 'pending',
      reason: null,
    });
  });

  it('reads an appointment as paid only once staff approve its proof, to the patient and to staff', async () => {
    const { token } = await signUp(t, catcher, 'resubmitter@example.org');
    const id = await newAppointment(token);
    /** Which of the staff console's payment filters list the appointment, and as paid or not. */
    const staffSees = async () => {
      const seen: Record<string, boolean | undefined> = {};
      for (const status of ['unpaid', 'pending', 'paid'] as const) {
        const res = await request(t.server)
          .get(`/api/admin/appointments?status=${status}&pageSize=100`)
          .set('token', staff)
          .expect(200);
        const row = (res.body.appointments as Appointment[]).find((a) => a._id === id);
        if (row) seen[status] = row.payment;
      }
      return seen;
    };

    await confirm(id, nextUtr()).expect(200);
    await decide(id, 'reject', 'No such UTR in our statement').expect(200);
    expect((await shownTo(id)).payment).toBe(false);
    expect(await staffSees()).toEqual({ unpaid: false });

    await confirm(id, nextUtr()).expect(200);
    expect(await shownTo(id)).toMatchObject({ payment: false, paymentProof: { status: 'pending' } });
    expect(await staffSees()).toEqual({ pending: false });

    await decide(id, 'approve').expect(200);
    expect(await shownTo(id)).toMatchObject({ payment: true, paymentProof: { status: 'accepted' } });
    expect(await staffSees()).toEqual({ paid: true });

    // A paid appointment no longer counts against the three unpaid ones a patient may hold.
    for (let i = 0; i < 3; i++) await newAppointment(token);
  });

  it('lists proofs for staff by status with who, what and where, newest first', async () => {
    const res = await request(t.server)
      .get('/api/admin/payments?status=pending')
      .set('token', staff)
      .expect(200);
    expect(res.body.counts.pending).toBeGreaterThanOrEqual(1);
    const [row] = res.body.payments;
    expect(row).toMatchObject({
      status: 'pending',
      transactionId: expect.stringMatching(/^\d{12}$/),
      amount: doctor.fees,
      patient: { name: 'Asha Verma', relation: 'self' },
      account: { name: 'Asha Verma', email: expect.stringMatching(/@example\.org$/), phone: '9876543210' },
      doctor: { name: doctor.name },
    });
    const times = res.body.payments.map((p: { submittedAt: string }) => p.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps patients out of the staff API and staff out with a patient password', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/payments'],
      ['post', '/api/admin/payments/x/approve'],
      ['get', '/api/admin/appointments'],
      ['post', '/api/admin/appointments/x/complete'],
    ] as const) {
      await request(t.server)[method](path).expect(401);
      await request(t.server)[method](path).set('token', patient).expect(403);
    }
    await request(t.server)
      .post('/api/admin/login')
      .send({ email: 'asha@example.org', password: GOOD_PASSWORD })
      .expect(401);
  });

  it('lets staff filter, complete and cancel appointments, and writes each to the audit log', async () => {
    const done = await newAppointment(other);
    const dropped = await newAppointment(other);
    const complete = (id: string) =>
      request(t.server).post(`/api/admin/appointments/${id}/complete`).set('token', staff);
    // Unpaid, then paid but before its slot: neither can have happened yet.
    expect((await complete(done).expect(409)).body).toMatchObject({
      code: 'not_paid',
      message: 'Only a paid appointment can be marked completed',
    });
    await confirm(done, nextUtr()).expect(200);
    await decide(done, 'approve').expect(200);
    expect((await complete(done).expect(409)).body).toMatchObject({
      code: 'not_started',
      message: 'An appointment can be marked completed only from its start time',
    });
    await request(t.server).post(`/api/admin/appointments/${dropped}/cancel`).set('token', staff).expect(200);
    // From the minute the slot starts (the last test: the clock stays there).
    const { slotDate, slotTime } = await shownTo(done);
    clock.setTo(istInstant(addDays(monday, 1), slotTime));
    expect(slotDate).toBe(toDateKey(addDays(monday, 1)));
    await complete(done).expect(200);
    await complete(done).expect(409);
    const completed = await request(t.server)
      .get('/api/admin/appointments?status=completed')
      .set('token', staff)
      .expect(200);
    expect(completed.body.appointments.map((a: { _id: string }) => a._id)).toEqual([done]);
    expect(completed.body.appointments[0].account).toMatchObject({ email: 'ravi@example.org' });
    const cancelled = await request(t.server)
      .get('/api/admin/appointments?status=cancelled')
      .set('token', staff)
      .expect(200);
    expect(cancelled.body.appointments.map((a: { _id: string }) => a._id)).toContain(dropped);
    await request(t.server).get('/api/admin/appointments?status=nonsense').set('token', staff).expect(400);
    const { auditLog } = await import('../../backend/src/audit/audit-log.table.js');
    const actions = (await t.connection.db.select().from(auditLog)).map((e) => `${e.action}:${e.targetId}`);
    expect(actions).toEqual(
      expect.arrayContaining([`appointment.complete:${done}`, `appointment.cancel:${dropped}`]),
    );
    expect(actions.some((a) => a.startsWith('payment.approve:'))).toBe(true);

    // The console's audit list names the patient, the doctor and the slot, not only the id.
    const listed = await request(t.server).get('/api/admin/audit').set('token', staff).expect(200);
    const entries = listed.body.entries as AuditEntry[];
    const named = entries.filter((e) => e.targetId === done).map((e) => [e.action, e.target]);
    const target = {
      kind: 'appointment',
      patientName: 'Asha Verma',
      doctorName: doctor.name,
      slotDate,
      slotTime,
    };
    expect(named).toEqual([
      ['appointment.complete', target],
      ['payment.approve', target],
    ]);
  });

  it("keeps the dashboard's day totals in step with every change above", async () => {
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
  });
});
