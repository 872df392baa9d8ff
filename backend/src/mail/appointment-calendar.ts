/** The calendar files sent with the appointment mails: one event per appointment, kept up to date. */
import { CENTRE_NAME, CENTRE_SHORT_NAME } from '@umang/common';
import { type AppointmentMailData, addressLine, rupees } from './appointment-templates.js';
import { appointmentIcs, type IcsMethod } from './ics.js';
import type { MailAttachment } from './mail-outbox.table.js';

export interface InviteOptions {
  /** Stable per appointment: every file about it names the same event. */
  uid: string;
  /** The appointment's `sequence`: raised by each move and by the cancellation. */
  sequence: number;
  startsAt: Date;
  minutes: number;
  stamp: Date;
  organizerEmail?: string;
  /** The patient the mail goes to. */
  attendee?: { name: string; email: string };
}

function calendarFile(
  d: AppointmentMailData,
  options: InviteOptions,
  method: IcsMethod,
  filename: string,
): MailAttachment {
  const content = appointmentIcs({
    ...options,
    method,
    summary: `Appointment${d.memberName ? ` for ${d.memberName}` : ''} with ${d.doctorName} (${CENTRE_SHORT_NAME})`,
    description:
      method === 'CANCEL'
        ? `This ${d.speciality} appointment at ${CENTRE_NAME} is cancelled.`
        : `${d.speciality} appointment at ${CENTRE_NAME}.\n` +
          `Fee ${rupees(d.amount)}: pay from My Appointment (Pay Online) if you have not yet.`,
    location: addressLine(d.address),
    organizerName: CENTRE_NAME,
  });
  return { filename, contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

/** With the booking and with every move: adds the event, or moves the one the calendar has. */
export const appointmentInvite = (d: AppointmentMailData, options: InviteOptions): MailAttachment =>
  calendarFile(d, options, 'REQUEST', 'appointment.ics');

/** With a cancellation or a released booking: takes the event out of the calendar. */
export const appointmentCancellation = (d: AppointmentMailData, options: InviteOptions): MailAttachment =>
  calendarFile(d, options, 'CANCEL', 'appointment-cancelled.ics');
