import { ConflictError, InvalidError, NotFoundError } from '../common/errors/domain-error.js';
import { type BookingServices, openBookingServices, refusal } from '../testing/booking-services.js';

/** Monday 3 March 2031, 10:15 in India; every appointment here is for the next day. */
const NOW = new Date('2031-03-03T04:45:00Z');
const TOMORROW = '4_3_2031';

describe('PaymentsService', () => {
  let s: BookingServices;
  let doctorId: string;
  let staffId: string;
  let patients = 0;

  /** A new patient holding a fresh unpaid appointment at `slotTime` tomorrow. */
  async function booked(slotTime: string): Promise<{ patient: string; appointmentId: string }> {
    patients += 1;
    const patient = await s.addPatient(`patient${patients}@umang.example`);
    const slot = { docId: doctorId, slotDate: TOMORROW, slotTime };
    const row = await s.appointments.book(patient, slot, `203.0.113.${patients}`);
    return { patient, appointmentId: row.id };
  }

  beforeAll(async () => {
    s = await openBookingServices(NOW);
    doctorId = await s.addDoctor();
    staffId = await s.addStaff('desk@umang.example');
  });
  afterAll(() => s.close());

  it('refuses a second proof for an appointment whose payment was approved', async () => {
    const { patient, appointmentId } = await booked('10:00');
    await s.payments.confirm(patient, { appointmentId, name: 'Asha', transactionId: '123456789012' });
    await s.payments.decide(staffId, appointmentId, 'accepted', null);
    const error = await refusal(
      s.payments.confirm(patient, { appointmentId, name: 'Asha', transactionId: '210987654321' }),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'already_paid', message: 'This appointment is already paid' });
  });

  it('refuses a second proof while the first is being verified', async () => {
    const { patient, appointmentId } = await booked('10:30');
    await s.payments.confirm(patient, { appointmentId, name: 'Ravi', transactionId: '111122223333' });
    expect(
      await refusal(
        s.payments.confirm(patient, { appointmentId, name: 'Ravi', transactionId: '111122224444' }),
      ),
    ).toMatchObject({
      kind: 'conflict',
      code: 'payment_pending',
      message: 'Your payment details are already being verified',
    });
  });

  it('refuses a transaction ID already given for another appointment', async () => {
    const first = await booked('11:00');
    const second = await booked('11:30');
    const transactionId = '555566667777';
    await s.payments.confirm(first.patient, { appointmentId: first.appointmentId, name: 'A', transactionId });
    expect(
      await refusal(
        s.payments.confirm(second.patient, { appointmentId: second.appointmentId, name: 'B', transactionId }),
      ),
    ).toMatchObject({
      kind: 'conflict',
      code: 'utr_used',
      message: 'This UPI transaction ID has already been used for another appointment',
    });
  });

  it('refuses a transaction ID that is not twelve digits before looking at the appointment', async () => {
    const error = await refusal(
      s.payments.confirm('0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e', {
        appointmentId: '0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e',
        name: 'Asha',
        transactionId: '12345',
      }),
    );
    expect(error).toBeInstanceOf(InvalidError);
    expect(error).toMatchObject({
      code: 'invalid_utr',
      message: 'The UPI transaction ID has 12 digits; you entered 5.',
    });
  });

  it("answers a payment for another patient's appointment as not found", async () => {
    const { appointmentId } = await booked('12:00');
    const stranger = await s.addPatient('stranger@umang.example');
    const error = await refusal(
      s.payments.confirm(stranger, { appointmentId, name: 'X', transactionId: '999988887777' }),
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: 'appointment_not_found', message: 'Appointment not found' });
  });

  it('lets staff decide a proof once, and says when there is none to decide', async () => {
    const { patient, appointmentId } = await booked('12:30');
    expect(await refusal(s.payments.decide(staffId, appointmentId, 'accepted', null))).toMatchObject({
      kind: 'not_found',
      code: 'proof_not_found',
      message: 'No payment details were submitted for this appointment',
    });
    await s.payments.confirm(patient, { appointmentId, name: 'Kiran', transactionId: '444455556666' });
    await s.payments.decide(staffId, appointmentId, 'rejected', 'No such transaction');
    expect(await refusal(s.payments.decide(staffId, appointmentId, 'accepted', null))).toMatchObject({
      kind: 'conflict',
      code: 'already_decided',
      message: 'This payment has already been decided by someone else',
    });
  });
});
