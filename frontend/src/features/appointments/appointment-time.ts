import {
  BOOKING_TIME_ZONE,
  parseDateKey,
  slotStart,
  to12Hour,
  type Appointment,
  type SlotRef,
} from '@umang/common';
import { formatSlotMoment } from '@/lib/format';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: BOOKING_TIME_ZONE,
});

/**
 * `Mon, 23 November 2026 | 10:30 am`, in the centre's time zone whatever the
 * phone's own setting, so a family abroad sees the time they will be seen.
 * Sentences read aloud join the two with ` at ` instead.
 */
export function appointmentWhen({ startsAt, slotDate, slotTime }: Appointment, separator = ' | '): string {
  let start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) start = slotStart(slotDate, slotTime) ?? start;
  const day = Number.isNaN(start.getTime()) ? slotDate.replace(/_/g, '/') : dayFormat.format(start);
  return `${day}${separator}${to12Hour(slotTime)}`;
}

const clockFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BOOKING_TIME_ZONE,
});
const shortDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: BOOKING_TIME_ZONE,
});

/**
 * `4:30 pm` when the hold ends today (IST), else `Tue, 24 Nov, 4:30 pm`: the
 * centre's clock, like the appointment times, whatever the phone's time zone.
 */
export function holdEndsLabel(iso: string, now: Date = new Date()): string {
  const end = new Date(iso);
  if (Number.isNaN(end.getTime())) return '';
  const time = clockFormat.format(end).toLowerCase();
  const day = shortDayFormat.format(end);
  return day === shortDayFormat.format(now) ? time : `${day}, ${time}`;
}

/** A slot as `Tue 24 Nov, 10:30 am`, as the slot picker restates a choice; an unreadable day as `24/11/2026`. */
export function slotLabel({ dateKey, time }: SlotRef): string {
  const date = parseDateKey(dateKey);
  return date ? formatSlotMoment(date, time) : `${dateKey.replace(/_/g, '/')}, ${to12Hour(time)}`;
}
