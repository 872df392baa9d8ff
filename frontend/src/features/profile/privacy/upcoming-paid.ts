import { type Appointment, isAppointmentPaid } from '@umang/common';

/**
 * The visits an erasure would cancel although the patient paid for them: paid (the
 * proof accepted), not cancelled, closed or missed, and still to come. The patient is
 * told about these before deleting, with whom to ask for a refund.
 */
export function upcomingPaid(appointments: readonly Appointment[], now: Date = new Date()): Appointment[] {
  return appointments.filter(
    (a) =>
      isAppointmentPaid(a) &&
      !a.cancelled &&
      !a.isCompleted &&
      !a.noShow &&
      new Date(a.startsAt).getTime() > now.getTime(),
  );
}
