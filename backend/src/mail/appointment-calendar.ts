/** The calendar files sent with the appointment mails: one event per appointment, kept up to date. */
import { CENTRE_NAME } from '@umang/common';
import { type AppointmentMailData, factsOf } from './appointment-templates.js';
import { APPOINTMENT_WORDS } from './appointment-words.js';
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
  // The event is read in the patient's calendar: in the language of the mail it came with.
  const words = APPOINTMENT_WORDS[d.language].calendar;
  const facts = factsOf(d);
  const content = appointmentIcs({
    ...options,
    method,
    summary: words.summary(facts),
    description: method === 'CANCEL' ? words.cancelled(facts) : words.description(facts),
    location: facts.address,
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
