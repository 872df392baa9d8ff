import { type StaffPaymentSource, toStaffPaymentRow } from './payment.presenter.js';

const ROW: StaffPaymentSource = {
  appointmentId: 'a1',
  status: 'pending',
  name: 'Asha',
  transactionId: '123456789012',
  submittedAt: new Date('2027-01-02T10:00:00.000Z'),
  reviewedAt: null,
  reason: null,
  receiptNumber: null,
  receiptIssuedAt: null,
  amount: 500,
  slotDate: '5_1_2027',
  slotTime: '10:30',
  cancelled: false,
  account: { name: 'Asha', email: 'asha@example.org', phone: '9876543210', gender: 'Female' },
  member: { name: 'Aarav', relation: 'child', gender: 'Male' },
  doctor: { id: 'd1', name: 'Dr. Meera Iyer', speciality: 'Psychiatrist' },
};

describe('toStaffPaymentRow', () => {
  it('answers the proof with its appointment, patient and doctor, dates as ISO text', () => {
    expect(toStaffPaymentRow(ROW)).toEqual({
      appointmentId: 'a1',
      status: 'pending',
      name: 'Asha',
      transactionId: '123456789012',
      submittedAt: '2027-01-02T10:00:00.000Z',
      reviewedAt: null,
      reason: null,
      receiptNumber: null,
      amount: 500,
      slotDate: '5_1_2027',
      slotTime: '10:30',
      cancelled: false,
      patient: { name: 'Aarav', relation: 'child', gender: 'Male' },
      account: { name: 'Asha', email: 'asha@example.org', phone: '9876543210' },
      doctor: { id: 'd1', name: 'Dr. Meera Iyer', speciality: 'Psychiatrist' },
    });
  });

  it('names the receipt of an accepted proof', () => {
    const accepted = {
      ...ROW,
      status: 'accepted' as const,
      receiptNumber: 'UMG/2026-27/000042',
      receiptIssuedAt: new Date('2027-01-02T12:00:00.000Z'),
    };
    expect(toStaffPaymentRow(accepted).receiptNumber).toBe('UMG/2026-27/000042');
  });
});
