import {
  addDays,
  type Appointment,
  type AuditEntry,
  type Doctor,
  NO_SHOW_MESSAGES,
  toDateKey,
} from '@umang/common';
import request from 'supertest';
import { signUp } from './support/accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from './support/booking.js';
import { consoleAccount, type ConsoleSession } from './support/console-accounts.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { STAFF, seededWithStaff } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { dayTotalsDrift } from './support/day-stats.js';

describe("a doctor's console: own appointments and calendar only; no-shows", () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const monday = nextWeekday(new Date(), 1);
  const tuesday = toDateKey(addDays(monday, 1));
  let t: TestApp;
  let mine: Doctor;
  let theirs: Doctor;
  let admin: string;
  let doctor: ConsoleSession;
  let patient: string;
  /** Tuesday's appointments: with my doctor at 10:00 and 12:00, with the other at 11:00. */
  const ids = { mine: '', missed: '', theirs: '' };

  const as = (token: string) => ({
    get: (path: string) => request(t.server).get(path).set('token', token),
    post: (path: string, body: object = {}) => request(t.server).post(path).set('token', token).send(body),
    put: (path: string, body: object = {}) => request(t.server).put(path).set('token', token).send(body),
  });
  const listed = async (token: string, query = '') =>
    (await as(token).get(`/api/admin/appointments${query}`).expect(200)).body as {
      appointments: Appointment[];
      total: number;
    };
  const bookAt = async (docId: string, slotTime: string) => {
    const res = await book(t, patient, { docId, slotDate: tuesday, slotTime });
    if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    return res.body.appointmentId as string;
  };
  const audit = async () =>
    (await as(admin).get('/api/admin/audit').expect(200)).body.entries as AuditEntry[];
  const patientView = async (id: string) =>
    ((await as(patient).get('/api/user/appointments').expect(200)).body.appointments as Appointment[]).find(
      (a) => a._id === id,
    )!;

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp(seededWithStaff(catcher), { clock });
    const open = (await listDoctors(t)).filter((d) => d.available && d.blockedSlots.length === 0);
    [mine, theirs] = [open[0]!, open[1]!];
    admin = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    doctor = await consoleAccount(t, 'dr.mine@umang.example', 'doctor', mine._id);
    patient = (await signUp(t, catcher, 'asha@example.org')).token;
    ids.mine = await bookAt(mine._id, '10:00');
    ids.theirs = await bookAt(theirs!._id, '11:00');
    ids.missed = await bookAt(mine._id, '12:00');
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it("lists only the doctor's own appointments, even when the query names another doctor", async () => {
    const own = await listed(doctor.token);
    expect(own.appointments.map((a) => a._id).sort()).toEqual([ids.mine, ids.missed].sort());
    expect(own.total).toBe(2);
    expect(await listed(doctor.token, `?doctorId=${theirs._id}`)).toMatchObject({
      appointments: [],
      total: 0,
    });
    expect((await listed(admin)).total).toBe(3);
    expect((await listed(admin, `?doctorId=${theirs._id}`)).appointments.map((a) => a._id)).toEqual([
      ids.theirs,
    ]);
  });

  it("finds another doctor's appointment nowhere: get, complete and no-show answer 404", async () => {
    const shown = await as(doctor.token).get(`/api/admin/appointments/${ids.mine}`).expect(200);
    expect(shown.body.appointment).toMatchObject({
      _id: ids.mine,
      noShow: false,
      account: { email: 'asha@example.org' },
    });
    for (const call of [
      as(doctor.token).get(`/api/admin/appointments/${ids.theirs}`),
      as(doctor.token).post(`/api/admin/appointments/${ids.theirs}/complete`),
      as(doctor.token).post(`/api/admin/appointments/${ids.theirs}/no-show`),
    ]) {
      expect((await call.expect(404)).body).toMatchObject({ code: 'appointment_not_found' });
    }
    // Staff see it, so the 404 above was the doctor's reach, not a missing appointment.
    await as(admin).get(`/api/admin/appointments/${ids.theirs}`).expect(200);
  });

  it("changes the doctor's own calendar, never another doctor's", async () => {
    const doctors = (await as(doctor.token).get('/api/admin/doctors').expect(200)).body.doctors as Doctor[];
    expect(doctors.map((d) => d._id)).toEqual([mine._id]);
    const availability = (id: string) =>
      as(doctor.token).post(`/api/admin/doctors/${id}/availability`, { available: true });
    const blocked = (id: string) =>
      as(doctor.token).put(`/api/admin/doctors/${id}/blocked-slots`, { blockedSlots: [] });
    expect((await availability(theirs._id).expect(403)).body).toMatchObject({ code: 'forbidden' });
    await blocked(theirs._id).expect(403);
    await availability(mine._id).expect(200);
    await blocked(mine._id).expect(200);
  });

  it("keeps the doctor out of payments, enquiries, audit, blogs, doctors' profiles and staff's appointment changes", async () => {
    const refused = [
      as(doctor.token).get('/api/admin/payments'),
      as(doctor.token).post(`/api/admin/payments/${ids.mine}/approve`),
      as(doctor.token).get('/api/admin/enquiries'),
      as(doctor.token).get('/api/admin/audit'),
      as(doctor.token).get('/api/admin/blogs'),
      // The profile form is multipart, like the console sends it.
      request(t.server).put(`/api/admin/doctors/${mine._id}`).set('token', doctor.token).field('fees', '1'),
      as(doctor.token).post(`/api/admin/appointments/${ids.mine}/cancel`),
      as(doctor.token).post(`/api/admin/appointments/${ids.mine}/reschedule`, {
        slotDate: tuesday,
        slotTime: '15:00',
      }),
    ];
    for (const call of refused) await call.expect(403);
    expect((await patientView(ids.mine)).cancelled).toBe(false);
  });

  describe('no-shows', () => {
    const noShow = (id: string, token = doctor.token) =>
      as(token).post(`/api/admin/appointments/${id}/no-show`);

    it('refuses a no-show before the slot starts', async () => {
      expect((await noShow(ids.missed).expect(409)).body).toMatchObject({
        code: 'not_started',
        message: NO_SHOW_MESSAGES.not_started,
      });
    });

    it('marks one from its start, once, and the patient sees it', async () => {
      clock.setTo(istInstant(addDays(monday, 1), '12:00'));
      await noShow(ids.missed).expect(200);
      expect(await patientView(ids.missed)).toMatchObject({
        noShow: true,
        cancelled: false,
        isCompleted: false,
      });
      expect((await noShow(ids.missed).expect(409)).body).toMatchObject({
        code: 'already_closed',
        message: NO_SHOW_MESSAGES.closed,
      });
      const filtered = await listed(admin, '?status=noShow');
      expect(filtered.appointments.map((a) => a._id)).toEqual([ids.missed]);
      const marks = (await audit()).filter((e) => e.action === 'appointment.no-show');
      expect(marks.map((e) => [e.targetId, e.actor?.id])).toEqual([[ids.missed, doctor.id]]);
    });

    it('closes the appointment: no completing, cancelling, moving or paying it afterwards', async () => {
      expect(
        (await as(admin).post(`/api/admin/appointments/${ids.missed}/complete`).expect(409)).body.code,
      ).toBe('marked_no_show');
      expect(
        (await as(admin).post(`/api/admin/appointments/${ids.missed}/cancel`).expect(409)).body.code,
      ).toBe('already_closed');
      const move = { slotDate: toDateKey(addDays(monday, 2)), slotTime: '10:00' };
      await as(admin).post(`/api/admin/appointments/${ids.missed}/reschedule`, move).expect(409);
      const byPatient = as(patient);
      expect(
        (await byPatient.post('/api/user/cancel-appointment', { appointmentId: ids.missed }).expect(409)).body
          .code,
      ).toBe('marked_no_show');
      await byPatient
        .post('/api/user/reschedule-appointment', { appointmentId: ids.missed, ...move })
        .expect(409);
      const proof = { appointmentId: ids.missed, name: 'Asha Verma', transactionId: '412345678901' };
      expect((await byPatient.post('/api/user/confirm-payment', proof).expect(409)).body.code).toBe(
        'marked_no_show',
      );
      expect(await patientView(ids.missed)).toMatchObject({
        noShow: true,
        cancelled: false,
        isCompleted: false,
        slotDate: tuesday,
        slotTime: '12:00',
      });
    });

    it('refuses a no-show after completion, and two racing marks record one', async () => {
      const proof = { appointmentId: ids.mine, name: 'Asha Verma', transactionId: '412345678902' };
      await as(patient).post('/api/user/confirm-payment', proof).expect(200);
      await as(admin).post(`/api/admin/payments/${ids.mine}/approve`).expect(200);
      await as(doctor.token).post(`/api/admin/appointments/${ids.mine}/complete`).expect(200);
      expect((await noShow(ids.mine).expect(409)).body.code).toBe('already_closed');

      const answers = await Promise.all([noShow(ids.theirs, admin), noShow(ids.theirs, admin)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const marks = (await audit()).filter(
        (e) => e.action === 'appointment.no-show' && e.targetId === ids.theirs,
      );
      expect(marks).toHaveLength(1);
    });
  });

  it("keeps the dashboard's day totals in step with every change above", async () => {
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
  });
});
