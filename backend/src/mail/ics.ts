/**
 * A calendar file (RFC 5545) for one appointment, so the patient can add it to
 * their calendar in one tap. Times are written as IST wall-clock time with an
 * `Asia/Kolkata` VTIMEZONE, so every calendar shows the time the centre means.
 * Every file about one appointment is a message of one scheduling exchange
 * (RFC 5546): the booking and each move are a REQUEST, the cancellation a CANCEL,
 * all under the same UID, so a calendar moves or removes the event it already has
 * instead of adding another; SEQUENCE tells it which message is the newest.
 */
import { BOOKING_TIME_ZONE, CENTRE_NAME, IST_OFFSET_MINUTES } from '@umang/common';

/** REQUEST adds or moves the event; CANCEL removes it. */
export type IcsMethod = 'REQUEST' | 'CANCEL';

export interface AppointmentIcsInput {
  method: IcsMethod;
  /** Stable per appointment: a calendar that imports the file again updates the same event. */
  uid: string;
  /** Raised by every change, so a calendar applies a newer file and ignores an older one. */
  sequence: number;
  startsAt: Date;
  minutes: number;
  summary: string;
  description: string;
  location: string;
  organizerName: string;
  /** Without it there is no ORGANIZER line: the property needs an address. */
  organizerEmail?: string;
  /**
   * Whom the event is for (the patient mailed). Calendars file a REQUEST under the
   * attendee it names; no reply is asked for, as the booking itself is the answer.
   */
  attendee?: { name: string; email: string };
  /** DTSTAMP: when the file was made (the caller's clock). */
  stamp: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const MS_PER_MINUTE = 60_000;
const encoder = new TextEncoder();

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `+0530` from the shared offset, so the offset has one source of truth. */
const IST_UTC_OFFSET = `+${pad(Math.floor(IST_OFFSET_MINUTES / 60))}${pad(IST_OFFSET_MINUTES % 60)}`;

/** `YYYYMMDDTHHMMSS` of the instant's UTC fields. */
const basicDateTime = (d: Date): string =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
  `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

/** The IST wall-clock time of an instant, as a floating DATE-TIME (read with TZID=Asia/Kolkata). */
export const istDateTime = (instant: Date): string =>
  basicDateTime(new Date(instant.getTime() + IST_OFFSET_MINUTES * MS_PER_MINUTE));

/** An instant in UTC form (`…Z`), as DTSTAMP requires. */
export const utcDateTime = (instant: Date): string => `${basicDateTime(instant)}Z`;

/**
 * A TEXT value: backslash, semicolon and comma escaped, every line break written
 * as `\n`, and other control characters (which TEXT may not hold) dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex
}

/** A parameter value: quoted, since a name may hold `:`, `;` or `,`; DQUOTE and controls cannot be quoted. */
const paramValue = (value: string): string =>
  `"${value.replace(/[\u0000-\u0008\u000a-\u001f\u007f"]/g, '')}"`; // eslint-disable-line no-control-regex

/**
 * Folds a content line so no line exceeds 75 octets (CRLF excluded): each
 * continuation starts with one space, which counts towards its 75. A UTF-8
 * character is never split across lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BOOKING_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  `TZOFFSETFROM:${IST_UTC_OFFSET}`,
  `TZOFFSETTO:${IST_UTC_OFFSET}`,
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A `mailto:` value: whitespace and quotes cannot be part of an address. */
const mailto = (email: string): string => `mailto:${email.replace(/[\s"]/g, '')}`;

/** The people lines: the centre as organizer, the patient as attendee, each only with an address. */
function people(event: AppointmentIcsInput): string[] {
  const lines: string[] = [];
  if (event.organizerEmail) {
    lines.push(`ORGANIZER;CN=${paramValue(event.organizerName)}:${mailto(event.organizerEmail)}`);
  }
  if (event.attendee) {
    lines.push(
      `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:` +
        mailto(event.attendee.email),
    );
  }
  return lines;
}

/** The whole file: CRLF line endings, folded lines, ending with a CRLF. */
export function appointmentIcs(event: AppointmentIcsInput): string {
  const endsAt = new Date(event.startsAt.getTime() + event.minutes * MS_PER_MINUTE);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(CENTRE_NAME)}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${BOOKING_TIME_ZONE}:${istDateTime(event.startsAt)}`,
    `DTEND;TZID=${BOOKING_TIME_ZONE}:${istDateTime(endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...people(event),
    // A CANCEL must say so in the event too; a request leaves STATUS out, as an unpaid booking may still lapse.
    ...(event.method === 'CANCEL' ? ['STATUS:CANCELLED'] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
