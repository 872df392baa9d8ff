import { type Appointment, isAppointmentPaid } from '@umang/common';

/** My Appointment shows at most 3 appointments at first. */
export const APPOINTMENT_LIMIT = 3;

/** Which state a mark shows; its words are `appointments:status.<id>`. */
export type StatusId = 'cancelled' | 'completed' | 'missed' | 'paid' | 'verifying' | 'rejected';

export type StatusTone = 'neutral' | 'ok' | 'waiting' | 'problem';

export interface StatusMark {
  id: StatusId;
  tone: StatusTone;
  /** These two show as disabled buttons; the others are plain status text. */
  asDisabledButton: boolean;
}

/** What one appointment card offers, decided from the server's state alone, never from what this browser remembers. */
export interface AppointmentActions {
  statuses: StatusMark[];
  /** The staff's reason when a payment was rejected. */
  rejectionReason: string | null;
  /** Why the centre cancelled it (say, released unpaid), shown with the cancelled state. */
  cancelReason: string | null;
  /** ISO 8601: until when an unpaid booking is held before it is released; null when not held. */
  holdUntil: string | null;
  /** A payment proof waits for staff: the card says what happens next. */
  verifying: boolean;
  /** The Pay Online (`pay`) / Hide Payment (`hide`) toggle, or null when there is nothing to pay. */
  payToggle: 'pay' | 'hide' | null;
  /** Whether the payment panel of this appointment is open. */
  panelOpen: boolean;
  canCancel: boolean;
}

/** The part of the browser's payment memory that shapes a card. */
export interface CardMemory {
  selectedAppointmentId: string | null;
}

const mark = (id: StatusId, tone: StatusTone, asDisabledButton = false): StatusMark => ({
  id,
  tone,
  asDisabledButton,
});

const PAID = mark('paid', 'ok');

const closed = (statuses: StatusMark[], cancelReason: string | null = null): AppointmentActions => ({
  statuses,
  rejectionReason: null,
  cancelReason,
  holdUntil: null,
  verifying: false,
  payToggle: null,
  panelOpen: false,
  canCancel: false,
});

/**
 * The buttons and statuses of an appointment. The server's state is the truth,
 * so a payment sent from another device shows the same everywhere; the memory
 * only says which payment panel is open.
 */
export function appointmentActions(appointment: Appointment, memory: CardMemory): AppointmentActions {
  const { cancelled, isCompleted, payment, paymentProof } = appointment;
  const proof = paymentProof?.status ?? null;

  if (cancelled && !isCompleted) {
    return closed([mark('cancelled', 'neutral')], appointment.cancelReason);
  }
  if (isCompleted) return closed(payment ? [mark('completed', 'ok'), PAID] : [mark('completed', 'ok')]);
  // The centre marked the visit missed: closed for good (nothing to pay, move or cancel),
  // and a payment made for it still shows, since the receipt stays theirs.
  if (appointment.noShow) {
    const missed = mark('missed', 'neutral');
    return closed(isAppointmentPaid(appointment) ? [missed, PAID] : [missed]);
  }
  if (isAppointmentPaid(appointment)) return closed([PAID]);
  if (awaitingDecision(appointment))
    return { ...closed([mark('verifying', 'waiting', true)]), verifying: true };

  const panelOpen = memory.selectedAppointmentId === appointment._id;
  return {
    statuses: proof === 'rejected' ? [mark('rejected', 'problem', true)] : [],
    rejectionReason: proof === 'rejected' ? (paymentProof?.reason ?? null) : null,
    cancelReason: null,
    holdUntil: appointment.holdExpiresAt,
    verifying: false,
    payToggle: panelOpen ? 'hide' : 'pay',
    panelOpen,
    canCancel: true,
  };
}

/** A payment proof waits for staff on a live, unpaid appointment: the card says Verifying Payment... */
export const awaitingDecision = (appointment: Appointment): boolean =>
  appointment.paymentProof?.status === 'pending' &&
  !appointment.payment &&
  !appointment.cancelled &&
  !appointment.isCompleted;

/** The server lists oldest first; the page shows the newest first. */
export const newestFirst = (appointments: readonly Appointment[]): Appointment[] =>
  [...appointments].reverse();

/**
 * Appointments whose payment form was opened in this browser but for
 * which no payment info reached the server, and which still await payment
 * (a missed visit awaits nothing: there is no payment left to remind of).
 */
export const forgottenPayments = (
  appointments: readonly Appointment[],
  openedPayments: Record<string, true>,
): Appointment[] =>
  appointments.filter(
    (a) =>
      openedPayments[a._id] && !a.paymentProof && !a.cancelled && !a.payment && !a.isCompleted && !a.noShow,
  );
