import {
  type Appointment,
  type AuditEntry,
  MAX_PATIENT_RESCHEDULES,
  RESCHEDULE_MESSAGES,
  type StaffAppointment,
} from '@umang/common';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { RescheduleFixture } from './support/reschedule.js';
import { dayTotalsDrift } from './support/day-stats.js';

const HOUR = 3_600_000;

describe('moving an appointment to another slot', () => {
  const f = new RescheduleFixture();
  const rowOf = async (id: string) =>
    (await f.t.connection.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  beforeAll(() => f.start());
  afterAll(() => f.close());

  it('moves the appointment in place: new slot shown, old slot free, same fee, payment details kept', async () => {
    const patient = await f.newPatient();
    const id = await f.book(patient, f.day(1), '10:00');
    await f.sendProof(patient, id);

    const res = await f.reschedule(patient, { appointmentId: id, slotDate: f.day(2), slotTime: '11:30' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Appointment rescheduled' });
    const moved = res.body.appointment as Appointment;
    expect(moved).toMatchObject({
      _id: id,
      docId: f.doctor._id,
      slotDate: f.day(2),
      slotTime: '11:30',
      amount: f.doctor.fees,
      cancelled: false,
      paymentProof: { status: 'pending' },
      reschedulesLeft: MAX_PATIENT_RESCHEDULES - 1,
      rescheduleBy: new Date(f.at(2, '11:30').getTime() - 3 * HOUR).toISOString(),
    });
    expect(moved.patient).toEqual({ name: 'Asha Verma', relation: 'self', gender: expect.anything() });
    // My Appointment shows the one appointment at its new time, and the doctor list the freed slot.
    expect(await f.shownTo(patient, id)).toEqual(moved);
    const listed = await request(f.t.server).get('/api/user/appointments').set('token', patient.token);
    expect(listed.body.appointments).toHaveLength(1);
    expect(await f.bookedOn(f.day(1))).not.toContain('10:00');
    expect(await f.bookedOn(f.day(2))).toContain('11:30');

    // The proof sent before the move is the one staff approve after it.
    await f.approve(id);
    const again = await f.reschedule(patient, { appointmentId: id, slotDate: f.day(3), slotTime: '15:00' });
    expect(again.status).toBe(200);
    expect(again.body.appointment).toMatchObject({
      slotDate: f.day(3),
      payment: true,
      paymentProof: { status: 'accepted' },
      reschedulesLeft: 0,
    });
  });

  it('accepts the time in 12-hour form, as booking does', async () => {
    const patient = await f.newPatient();
    const id = await f.book(patient, f.day(1), '10:30');
    const res = await f.reschedule(patient, { appointmentId: id, slotDate: f.day(4), slotTime: '4:30 pm' });
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ slotDate: f.day(4), slotTime: '16:30' });
  });

  it(`refuses a third move by the patient (${MAX_PATIENT_RESCHEDULES} allowed), and leaves it where it is`, async () => {
    const patient = await f.newPatient();
    const id = await f.book(patient, f.day(1), '11:00');
    for (const time of ['11:00', '11:30']) {
      await f.reschedule(patient, { appointmentId: id, slotDate: f.day(5), slotTime: time }).expect(200);
    }
    const res = await f.reschedule(patient, { appointmentId: id, slotDate: f.day(5), slotTime: '12:00' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: RESCHEDULE_MESSAGES.reschedule_limit,
      code: 'reschedule_limit',
    });
    expect(await f.shownTo(patient, id)).toMatchObject({ slotDate: f.day(5), slotTime: '11:30' });
  });

  it('refuses a move once the visit is closer than the cutoff', async () => {
    const patient = await f.newPatient();
    // 09:00 now: a visit at 11:30 today starts in 2½ hours, inside the 3-hour cutoff.
    const id = await f.book(patient, f.day(0), '11:30');
    const res = await f.reschedule(patient, { appointmentId: id, slotDate: f.day(1), slotTime: '12:00' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: RESCHEDULE_MESSAGES.reschedule_too_late,
      code: 'reschedule_too_late',
    });
  });

  it('refuses a cancelled or completed appointment as closed', async () => {
    const patient = await f.newPatient();
    const cancelled = await f.book(patient, f.day(1), '12:00');
    await request(f.t.server)
      .post('/api/user/cancel-appointment')
      .set('token', patient.token)
      .send({ appointmentId: cancelled })
      .expect(200);
    const completed = await f.book(patient, f.day(1), '12:30');
    await f.t.connection.db
      .update(appointments)
      .set({ isCompleted: true })
      .where(eq(appointments.id, completed));
    for (const id of [cancelled, completed]) {
      const res = await f.reschedule(patient, { appointmentId: id, slotDate: f.day(3), slotTime: '16:00' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: RESCHEDULE_MESSAGES.already_closed, code: 'already_closed' });
    }
    expect(await f.bookedOn(f.day(3))).not.toContain('16:00');
  });

  it("answers 404 for another patient's appointment or a malformed id, and changes nothing", async () => {
    const owner = await f.newPatient();
    const other = await f.newPatient('Ravi Kumar');
    const id = await f.book(owner, f.day(1), '15:00');
    for (const appointmentId of [id, 'not-an-id', '5c0e4c1e-2f0a-4b8e-9d61-6f1c2a3b4d5e']) {
      const res = await f.reschedule(other, { appointmentId, slotDate: f.day(3), slotTime: '16:30' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Appointment not found', code: 'appointment_not_found' });
    }
    expect(await f.shownTo(owner, id)).toMatchObject({ slotDate: f.day(1), slotTime: '15:00' });
    expect((await rowOf(id)).rescheduleCount).toBe(0);
  });

  it("refuses the same slot, another patient's slot, and a slot booking would refuse", async () => {
    const patient = await f.newPatient();
    const other = await f.newPatient('Ravi Kumar');
    const id = await f.book(patient, f.day(1), '15:30');
    await f.book(other, f.day(2), '15:30');
    const move = (slotDate: string, slotTime: string) =>
      f.reschedule(patient, { appointmentId: id, slotDate, slotTime });

    for (const time of ['15:30', '3:30 pm']) {
      const same = await move(f.day(1), time);
      expect(same.status).toBe(400);
      expect(same.body.code).toBe('same_slot');
    }
    const taken = await move(f.day(2), '15:30');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: 'Slot not available', code: 'slot_unavailable' });
    const refusals: [string, string, string][] = [
      [f.day(6), '10:00', 'slot_sunday'],
      [f.day(0), '08:00', 'slot_invalid_time'],
      [f.day(0), '10:15', 'slot_invalid_time'],
      [f.day(-2), '10:00', 'slot_past'],
      [f.day(12), '10:00', 'slot_not_open'],
      ['31_2_2030', '10:00', 'slot_invalid_date'],
    ];
    for (const [slotDate, slotTime, code] of refusals) {
      const res = await move(slotDate, slotTime);
      expect({ slotDate, slotTime, status: res.status, code: res.body.code }).toEqual({
        slotDate,
        slotTime,
        status: 400,
        code,
      });
    }
    // Validated at the edge like booking: missing fields, and fields it does not know.
    await f.reschedule(patient, { appointmentId: id, slotDate: f.day(2) }).expect(400);
    await f
      .reschedule(patient, { appointmentId: id, slotDate: f.day(2), slotTime: '16:00', amount: 1 })
      .expect(400);
    const row = await rowOf(id);
    expect(row).toMatchObject({ slotDate: f.day(1), slotTime: '15:30', rescheduleCount: 0, sequence: 0 });
  });

  it('gives a slot two patients move into at once to one; the other keeps their time', async () => {
    const [asha, ravi] = [await f.newPatient(), await f.newPatient('Ravi Kumar')];
    const ashaId = await f.book(asha, f.day(4), '10:00');
    const raviId = await f.book(ravi, f.day(4), '10:30');
    const target = { slotDate: f.day(4), slotTime: '11:00' };
    const answers = await Promise.all([
      f.reschedule(asha, { appointmentId: ashaId, ...target }),
      f.reschedule(ravi, { appointmentId: raviId, ...target }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body).toMatchObject({ message: 'Slot not available', code: 'slot_unavailable' });
    const [winnerId, loserId, loserTime] =
      answers[0]!.status === 200 ? [ashaId, raviId, '10:30'] : [raviId, ashaId, '10:00'];
    expect(await rowOf(winnerId)).toMatchObject({ slotTime: '11:00', sequence: 1, rescheduleCount: 1 });
    expect(await rowOf(loserId)).toMatchObject({ slotTime: loserTime, sequence: 0, rescheduleCount: 0 });
    const booked = await f.bookedOn(f.day(4));
    expect(booked.filter((time) => ['10:00', '10:30', '11:00'].includes(time)).sort()).toEqual(
      [loserTime, '11:00'].sort(),
    );
  });

  it('refuses a time when the same person already has a visit then, with another doctor', async () => {
    const [first, second] = f.doctors;
    const patient = await f.newPatient('Meera Nair');
    await f.book(patient, f.day(3), '10:00', first);
    const id = await f.book(patient, f.day(3), '10:30', second);
    const res = await f.reschedule(patient, { appointmentId: id, slotDate: f.day(3), slotTime: '10:00' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'You already have another appointment at this time',
      code: 'patient_busy',
    });
    // The second doctor's 10:00 was claimed and given back with the refusal.
    expect(await f.bookedOn(f.day(3), second)).toEqual(['10:30']);
  });

  describe('by staff', () => {
    it('moves any live appointment, past the limit and the cutoff, without counting it, audited', async () => {
      const patient = await f.newPatient('Kiran Das');
      const id = await f.book(patient, f.day(0), '12:30');
      await f.t.connection.db
        .update(appointments)
        .set({ rescheduleCount: MAX_PATIENT_RESCHEDULES })
        .where(eq(appointments.id, id));

      // 09:00 now: 12:00 today is inside the patients' cutoff.
      const res = await f.moveByStaff(id, { slotDate: f.day(0), slotTime: '12:00 pm' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Appointment rescheduled' });
      const moved = res.body.appointment as StaffAppointment;
      expect(moved).toMatchObject({ _id: id, slotDate: f.day(0), slotTime: '12:00', reschedulesLeft: 0 });
      expect(moved.account).toMatchObject({ name: 'Kiran Das', email: patient.email });
      expect((await rowOf(id)).rescheduleCount).toBe(MAX_PATIENT_RESCHEDULES);
      expect(await f.bookedOn(f.day(0))).toContain('12:00');
      expect(await f.bookedOn(f.day(0))).not.toContain('12:30');

      const audit = await request(f.t.server)
        .get('/api/admin/audit')
        .query({ action: 'appointment.reschedule' })
        .set('token', f.staffToken)
        .expect(200);
      const [entry] = audit.body.entries as AuditEntry[];
      expect(entry).toMatchObject({
        action: 'appointment.reschedule',
        targetType: 'appointment',
        targetId: id,
        actor: { email: 'staff@umang.example' },
        details: {
          from: { slotDate: f.day(0), slotTime: '12:30' },
          to: { slotDate: f.day(0), slotTime: '12:00' },
        },
      });
    });

    it('is held to the booking rules and refuses closed appointments, unknown ids and patients', async () => {
      const patient = await f.newPatient();
      const other = await f.newPatient();
      const id = await f.book(patient, f.day(2), '16:00');
      await f.book(other, f.day(2), '16:30');
      const taken = await f.moveByStaff(id, { slotDate: f.day(2), slotTime: '16:30' });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('slot_unavailable');
      expect((await f.moveByStaff(id, { slotDate: f.day(6), slotTime: '10:00' })).body.code).toBe(
        'slot_sunday',
      );
      expect((await f.moveByStaff(id, { slotDate: f.day(2), slotTime: '16:00' })).body.code).toBe(
        'same_slot',
      );
      for (const unknown of ['5c0e4c1e-2f0a-4b8e-9d61-6f1c2a3b4d5e', 'nope']) {
        const res = await f.moveByStaff(unknown, { slotDate: f.day(2), slotTime: '17:00' });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('appointment_not_found');
      }
      await f.moveByStaff(id, { slotDate: f.day(2), slotTime: '17:00' }, patient.token).expect(403);
      await request(f.t.server)
        .post(`/api/admin/appointments/${id}/cancel`)
        .set('token', f.staffToken)
        .expect(200);
      const closed = await f.moveByStaff(id, { slotDate: f.day(2), slotTime: '17:00' });
      expect(closed.status).toBe(409);
      expect(closed.body.code).toBe('already_closed');
    });
  });

  it("keeps the dashboard's day totals in step with every change above", async () => {
    expect(await dayTotalsDrift(f.t.connection)).toEqual([]);
  });
});
