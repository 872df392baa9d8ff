import type { Appointment, PaymentProof } from '@umang/common';
import { describe, expect, it } from 'vitest';
import { appointmentActions, forgottenPayments, newestFirst } from './appointment-state';
import { appointmentWhen } from './appointment-time';

const proof = (status: PaymentProof['status'], reason: string | null = null): PaymentProof => ({
  status,
  name: 'Asha Verma',
  transactionId: '418273645512',
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: status === 'pending' ? null : '2026-11-21T10:00:00.000Z',
  reason,
  receiptNumber: status === 'accepted' ? 'UMG/2026-27/000001' : null,
});

const appointment = (changes: Partial<Appointment> = {}): Appointment => ({
  _id: 'a1',
  docId: 'd1',
  docData: {
    name: 'Dr. Meera Nair',
    image: '/x.svg',
    speciality: 'Pediatrician',
    address: { line1: '', line2: '' },
  },
  slotDate: '23_11_2026',
  slotTime: '10:30',
  startsAt: '2026-11-23T10:30:00+05:30',
  amount: 500,
  payment: false,
  isCompleted: false,
  noShow: false,
  cancelled: false,
  cancelReason: null,
  holdExpiresAt: null,
  paymentProof: null,
  patient: { name: 'Asha Verma', relation: 'self', gender: 'Female' },
  reschedulesLeft: 2,
  rescheduleBy: '2026-11-20T07:30:00+05:30',
  ...changes,
});

const closedMemory = { selectedAppointmentId: null };

describe('appointmentActions (server state decides)', () => {
  it('carries the centre’s reason with a cancellation, and the hold only while there is something to pay', () => {
    const reason = 'The centre cancelled this appointment.';
    expect(
      appointmentActions(appointment({ cancelled: true, cancelReason: reason }), closedMemory),
    ).toMatchObject({ cancelReason: reason, holdUntil: null, canCancel: false });
    const held = '2026-11-22T16:30:00+05:30';
    expect(appointmentActions(appointment({ holdExpiresAt: held }), closedMemory)).toMatchObject({
      cancelReason: null,
      holdUntil: held,
      payToggle: 'pay',
    });
  });

  it.each([
    ['cancelled', { cancelled: true }, ['cancelled'], null, false],
    [
      'cancelled after a rejected payment',
      { cancelled: true, paymentProof: proof('rejected', 'x') },
      ['cancelled'],
      null,
      false,
    ],
    ['completed, unpaid', { isCompleted: true }, ['completed'], null, false],
    ['completed and paid', { isCompleted: true, payment: true }, ['completed', 'paid'], null, false],
    [
      'completed and also marked cancelled',
      { isCompleted: true, cancelled: true },
      ['completed'],
      null,
      false,
    ],
    ['paid, not yet completed', { payment: true, paymentProof: proof('accepted') }, ['paid'], null, false],
    ['proof accepted', { paymentProof: proof('accepted') }, ['paid'], null, false],
    ['proof pending', { paymentProof: proof('pending') }, ['verifying'], null, false],
    ['proof rejected', { paymentProof: proof('rejected', 'No such UTR') }, ['rejected'], 'pay', true],
    ['missed (marked a no-show), unpaid', { noShow: true }, ['missed'], null, false],
    [
      'missed after paying',
      { noShow: true, payment: true, paymentProof: proof('accepted') },
      ['missed', 'paid'],
      null,
      false,
    ],
    [
      'missed with the proof accepted',
      { noShow: true, paymentProof: proof('accepted') },
      ['missed', 'paid'],
      null,
      false,
    ],
    ['missed while a proof waits', { noShow: true, paymentProof: proof('pending') }, ['missed'], null, false],
    ['nothing yet', {}, [], 'pay', true],
  ] as const)('%s', (_name, changes, statuses, payToggle, canCancel) => {
    const actions = appointmentActions(appointment(changes), closedMemory);
    expect(actions.statuses.map((mark) => mark.id)).toEqual(statuses);
    expect(actions.payToggle).toBe(payToggle);
    expect(actions.canCancel).toBe(canCancel);
  });

  it('shows Verifying Payment... and Payment Rejected as disabled buttons, the others as plain status', () => {
    const asButton = (changes: Partial<Appointment>) =>
      appointmentActions(appointment(changes), closedMemory).statuses.map((mark) => mark.asDisabledButton);
    expect(asButton({ paymentProof: proof('pending') })).toEqual([true]);
    expect(asButton({ paymentProof: proof('rejected') })).toEqual([true]);
    expect(asButton({ cancelled: true })).toEqual([false]);
    expect(asButton({ isCompleted: true, payment: true })).toEqual([false, false]);
    expect(asButton({ noShow: true, payment: true })).toEqual([false, false]);
  });

  it('shows a missed visit in the neutral tone, with no hold, reason or payment panel', () => {
    const missed = appointmentActions(
      appointment({ noShow: true, holdExpiresAt: '2026-11-22T16:30:00+05:30' }),
      {
        selectedAppointmentId: 'a1',
      },
    );
    expect(missed.statuses).toEqual([{ id: 'missed', tone: 'neutral', asDisabledButton: false }]);
    expect(missed).toMatchObject({
      holdUntil: null,
      panelOpen: false,
      verifying: false,
      rejectionReason: null,
    });
  });

  it('gives the staff’s reason only for a rejected payment', () => {
    expect(
      appointmentActions(appointment({ paymentProof: proof('rejected', 'No such UTR') }), closedMemory),
    ).toMatchObject({ rejectionReason: 'No such UTR' });
    expect(
      appointmentActions(appointment({ paymentProof: proof('pending') }), closedMemory).rejectionReason,
    ).toBeNull();
  });

  it('turns Pay Online into Hide Payment for the appointment whose panel is open', () => {
    const open = appointmentActions(appointment(), { selectedAppointmentId: 'a1' });
    expect(open).toMatchObject({ payToggle: 'hide', panelOpen: true });
    const other = appointmentActions(appointment(), { selectedAppointmentId: 'a2' });
    expect(other).toMatchObject({ payToggle: 'pay', panelOpen: false });
    // A panel remembered for an appointment that is now pending stays shut.
    const pending = appointmentActions(appointment({ paymentProof: proof('pending') }), {
      selectedAppointmentId: 'a1',
    });
    expect(pending.panelOpen).toBe(false);
  });
});

describe('list helpers', () => {
  it('puts the newest (last from the server) first without changing the input', () => {
    const list = [appointment({ _id: 'old' }), appointment({ _id: 'new' })];
    expect(newestFirst(list).map((a) => a._id)).toEqual(['new', 'old']);
    expect(list.map((a) => a._id)).toEqual(['old', 'new']);
  });

  it('reminds only about opened forms whose appointment still awaits payment info', () => {
    const list = [
      appointment({ _id: 'opened' }),
      appointment({ _id: 'never-opened' }),
      appointment({ _id: 'sent', paymentProof: proof('pending') }),
      appointment({ _id: 'gone', cancelled: true }),
      appointment({ _id: 'paid', payment: true }),
      appointment({ _id: 'missed', noShow: true }),
    ];
    const opened = { opened: true, sent: true, gone: true, paid: true, missed: true } as const;
    expect(forgottenPayments(list, opened).map((a) => a._id)).toEqual(['opened']);
  });

  it('writes the date and time the Indian way, in the centre’s time zone', () => {
    expect(appointmentWhen(appointment(), 'en')).toBe('Mon, 23 November 2026 | 10:30 am');
    expect(
      appointmentWhen(appointment({ startsAt: '', slotDate: '5_1_2027', slotTime: '15:00' }), 'en'),
    ).toBe('Tue, 5 January 2027 | 3:00 pm');
  });

  it('writes the day in Hindi for a Hindi page, with the same time', () => {
    expect(appointmentWhen(appointment(), 'hi')).toBe('सोम, 23 नवंबर 2026 | सुबह 10:30');
  });
});
