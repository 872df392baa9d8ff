import {
  ConflictError,
  InvalidError,
  NotFoundError,
  RateLimitedError,
} from '../common/errors/domain-error.js';
import { type BookingServices, openBookingServices, refusal } from '../testing/booking-services.js';

/** Where the bookings come from, for the per-address booking limit. */
const ADDRESS = '203.0.113.9';
/** Monday 3 March 2031, 10:15 in India: today's 10:00 slot has started, tomorrow is open. */
const NOW = new Date('2031-03-03T04:45:00Z');
const TODAY = '3_3_2031';
const TOMORROW = '4_3_2031';
const SUNDAY = '9_3_2031';

describe('AppointmentsService', () => {
  let s: BookingServices;
  let doctorId: string;

  beforeAll(async () => {
    s = await openBookingServices(NOW);
    doctorId = await s.addDoctor();
  });
  afterAll(() => s.close());

  it('books a free slot and asks for the booking mail', async () => {
    const asha = await s.addPatient('asha@umang.example');
    const booked = await s.appointments.book(
      asha,
      {
        docId: doctorId,
        slotDate: TOMORROW,
        slotTime: '10:00',
      },
      ADDRESS,
    );
    expect(booked).toMatchObject({ slotDate: TOMORROW, slotTime: '10:00', amount: 500, cancelled: false });
    expect(s.mailed).toContainEqual({ kind: 'booked', appointmentId: booked.id });
  });

  it('refuses a slot that has already passed, saying so', async () => {
    const ravi = await s.addPatient('ravi@umang.example');
    const error = await refusal(
      s.appointments.book(ravi, { docId: doctorId, slotDate: TODAY, slotTime: '10:00' }, ADDRESS),
    );
    expect(error).toBeInstanceOf(InvalidError);
    expect(error).toMatchObject({ code: 'slot_past', message: 'This time slot has already passed' });
  });

  it('refuses a Sunday with its own code', async () => {
    const ravi = await s.addPatient('ravi.sunday@umang.example');
    const error = await refusal(
      s.appointments.book(ravi, { docId: doctorId, slotDate: SUNDAY, slotTime: '10:00' }, ADDRESS),
    );
    expect(error).toMatchObject({
      kind: 'invalid',
      code: 'slot_sunday',
      message: 'Appointments are not available on Sundays',
    });
  });

  it('refuses a slot that someone else holds as a conflict', async () => {
    const first = await s.addPatient('first@umang.example');
    const second = await s.addPatient('second@umang.example');
    const slot = { docId: doctorId, slotDate: TOMORROW, slotTime: '11:00' };
    await s.appointments.book(first, slot, ADDRESS);
    const error = await refusal(s.appointments.book(second, slot, ADDRESS));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'slot_unavailable', message: 'Slot not available' });
  });

  it('refuses an unknown doctor and one who is not taking appointments', async () => {
    const meena = await s.addPatient('meena@umang.example');
    const away = await s.addDoctor({ available: false });
    const unknown = await refusal(
      s.appointments.book(
        meena,
        {
          docId: '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e',
          slotDate: TOMORROW,
          slotTime: '12:00',
        },
        ADDRESS,
      ),
    );
    expect(unknown).toMatchObject({
      kind: 'not_found',
      code: 'doctor_not_found',
      message: 'Doctor not found',
    });
    const closed = await refusal(
      s.appointments.book(meena, { docId: away, slotDate: TOMORROW, slotTime: '12:00' }, ADDRESS),
    );
    expect(closed).toMatchObject({
      kind: 'conflict',
      code: 'doctor_unavailable',
      message: 'This doctor is not taking appointments right now',
    });
  });

  it("answers another patient's appointment as not found, and leaves it booked", async () => {
    const owner = await s.addPatient('owner@umang.example');
    const other = await s.addPatient('other@umang.example');
    const booked = await s.appointments.book(
      owner,
      {
        docId: doctorId,
        slotDate: TOMORROW,
        slotTime: '15:00',
      },
      ADDRESS,
    );
    const error = await refusal(s.appointments.cancelOwn(other, booked.id));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: 'appointment_not_found', message: 'Appointment not found' });
    expect((await s.appointments.findOwn(owner, booked.id)).appointment.cancelled).toBe(false);
  });

  it('refuses to cancel an appointment twice', async () => {
    const kiran = await s.addPatient('kiran@umang.example');
    const booked = await s.appointments.book(
      kiran,
      {
        docId: doctorId,
        slotDate: TOMORROW,
        slotTime: '15:30',
      },
      ADDRESS,
    );
    await s.appointments.cancelOwn(kiran, booked.id);
    expect(await refusal(s.appointments.cancelOwn(kiran, booked.id))).toMatchObject({
      kind: 'conflict',
      code: 'already_cancelled',
      message: 'This appointment is already cancelled',
    });
  });

  it('refuses a fourth unpaid booking without promising that waiting helps', async () => {
    const nisha = await s.addPatient('nisha@umang.example');
    for (const slotTime of ['16:00', '16:30', '17:00']) {
      await s.appointments.book(nisha, { docId: doctorId, slotDate: TOMORROW, slotTime }, ADDRESS);
    }
    const error = await refusal(
      s.appointments.book(nisha, { docId: doctorId, slotDate: TOMORROW, slotTime: '17:30' }, ADDRESS),
    );
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({
      code: 'too_many_unpaid',
      retryAfterSeconds: null,
      message: 'You already hold 3 unpaid appointments. Please pay for or cancel one before booking another.',
    });
  });
});
