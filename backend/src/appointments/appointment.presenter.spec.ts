import {
  toAppointment,
  toPaymentProof,
  toStaffAppointment,
  type ViewedAppointment,
} from './appointment.presenter.js';

const BOOKED_AT = new Date('2027-01-01T04:00:00.000Z');

/** A live, unpaid appointment on Tuesday 5 January 2027 at 10:30 IST, without a proof. */
function viewed(
  appointment: Partial<ViewedAppointment['appointment']> = {},
  rest: Partial<Omit<ViewedAppointment, 'appointment'>> = {},
): ViewedAppointment {
  return {
    appointment: {
      id: 'a1',
      userId: 'u1',
      doctorId: 'd1',
      patientId: null,
      slotDate: '5_1_2027',
      slotTime: '10:30',
      startsAt: new Date('2027-01-05T05:00:00.000Z'),
      amount: 500,
      proofStatus: null,
      isCompleted: false,
      cancelled: false,
      cancelledAt: null,
      cancelReason: null,
      completedAt: null,
      noShowAt: null,
      releasedAt: null,
      rescheduleCount: 0,
      sequence: 0,
      reminderSentAt: null,
      createdAt: BOOKED_AT,
      updatedAt: BOOKED_AT,
      payment: false,
      ...appointment,
    },
    doctor: {
      name: 'Dr. Meera Iyer',
      image: '/uploads/meera.png',
      speciality: 'Psychiatrist',
      address: { line1: 'Sector 15', line2: 'Faridabad' },
    },
    proof: null,
    account: { name: 'Asha', email: 'asha@example.org', phone: '9876543210', gender: 'Female' },
    member: null,
    holdExpiresAt: null,
    reschedulesLeft: 2,
    rescheduleBy: '2027-01-05T02:00:00.000Z',
    ...rest,
  };
}

const PROOF = {
  status: 'rejected' as const,
  name: 'Asha',
  transactionId: '123456789012',
  submittedAt: new Date('2027-01-02T10:00:00.000Z'),
  reviewedAt: new Date('2027-01-02T12:00:00.000Z'),
  reason: 'Amount differs',
  receiptNumber: null,
  receiptIssuedAt: null,
};

describe('toAppointment', () => {
  it('answers the published fields, with the start in IST from the slot', () => {
    expect(toAppointment(viewed())).toEqual({
      _id: 'a1',
      docId: 'd1',
      docData: {
        name: 'Dr. Meera Iyer',
        image: '/uploads/meera.png',
        speciality: 'Psychiatrist',
        address: { line1: 'Sector 15', line2: 'Faridabad' },
      },
      slotDate: '5_1_2027',
      slotTime: '10:30',
      startsAt: '2027-01-05T10:30:00+05:30',
      amount: 500,
      payment: false,
      isCompleted: false,
      noShow: false,
      cancelled: false,
      cancelReason: null,
      holdExpiresAt: null,
      paymentProof: null,
      patient: { name: 'Asha', relation: 'self', gender: 'Female' },
      reschedulesLeft: 2,
      rescheduleBy: '2027-01-05T02:00:00.000Z',
    });
  });

  it('names the family member a visit is for, or the account holder', () => {
    const member = { name: 'Aarav', relation: 'child' as const, gender: 'Male' as const };
    expect(toAppointment(viewed({ patientId: 'm1' }, { member })).patient).toEqual(member);
  });

  it('falls back to the stored instant when the slot cannot be read', () => {
    const startsAt = new Date('2027-01-05T05:00:00.000Z');
    expect(toAppointment(viewed({ slotTime: '10:30 am', startsAt })).startsAt).toBe(startsAt.toISOString());
  });

  it('shows a cancel reason only on a cancelled appointment', () => {
    const reason = 'The centre cancelled this appointment.';
    expect(toAppointment(viewed({ cancelled: true, cancelReason: reason })).cancelReason).toBe(reason);
    expect(toAppointment(viewed({ cancelled: false, cancelReason: reason })).cancelReason).toBeNull();
  });

  it('gives the end of an unpaid hold as an ISO instant', () => {
    const holdExpiresAt = new Date('2027-01-01T04:30:00.000Z');
    expect(toAppointment(viewed({}, { holdExpiresAt })).holdExpiresAt).toBe('2027-01-01T04:30:00.000Z');
  });

  it('includes the payment proof when there is one', () => {
    expect(toAppointment(viewed({}, { proof: PROOF })).paymentProof).toEqual(toPaymentProof(PROOF));
  });
});

describe('toPaymentProof', () => {
  it('answers the dates as ISO text', () => {
    expect(toPaymentProof(PROOF)).toEqual({
      status: 'rejected',
      name: 'Asha',
      transactionId: '123456789012',
      submittedAt: '2027-01-02T10:00:00.000Z',
      reviewedAt: '2027-01-02T12:00:00.000Z',
      reason: 'Amount differs',
      receiptNumber: null,
    });
  });

  it('answers the receipt number of an accepted proof', () => {
    const accepted = {
      ...PROOF,
      status: 'accepted' as const,
      reason: null,
      receiptNumber: 'UMG/2026-27/000007',
      receiptIssuedAt: new Date('2027-01-02T12:00:00.000Z'),
    };
    expect(toPaymentProof(accepted).receiptNumber).toBe('UMG/2026-27/000007');
  });

  it('leaves an unreviewed proof without a review date', () => {
    const pending = { ...PROOF, status: 'pending' as const, reviewedAt: null, reason: null };
    expect(toPaymentProof(pending)).toMatchObject({ reviewedAt: null, reason: null });
  });
});

describe('toStaffAppointment', () => {
  it("adds the account holder's contact to the patient's view", () => {
    const row = viewed({ patientId: 'm1' }, { member: { name: 'Aarav', relation: 'child', gender: 'Male' } });
    expect(toStaffAppointment(row)).toEqual({
      ...toAppointment(row),
      account: { name: 'Asha', email: 'asha@example.org', phone: '9876543210' },
    });
    expect(toStaffAppointment(row).patient.name).toBe('Aarav');
  });
});
