import {
  BOOKING_TIME_ZONE,
  type CalendarDate,
  isValidPhone,
  MONTH_NAMES,
  parseDateKey,
  shortName,
  to12Hour,
  WEEKDAY_NAMES,
  weekdayOf,
} from '@umang/common';

/**
 * Building an Intl formatter loads locale and time-zone data: tens of
 * milliseconds on a phone. Each one here is built on first use, not when a page
 * that might need it is imported.
 */
const onFirstUse = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const rupees = onFirstUse(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);

/** `1500` → `₹1,500`. */
export const formatRupees = (amount: number): string => rupees().format(amount);

/**
 * An ISO timestamp as an Indian-English date, e.g. `22 November 2026` (a blog
 * post's date), in the reader's time zone. Written out by hand, as en-IN words
 * it: the Wall of Honour shows a date on every card, and this spares its first
 * screen the cost of an Intl formatter.
 */
export const formatDateIN = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
};

const indianDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: BOOKING_TIME_ZONE,
    }),
);

/** An ISO timestamp as `22 Nov 2026, 7:33 pm` in the centre's time zone, wherever the reader is. */
export const formatDateTimeIN = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : indianDateTime().format(date);
};

const SHORT_WEEKDAYS = WEEKDAY_NAMES.map(shortName);
const SHORT_MONTHS = MONTH_NAMES.map(shortName);

/**
 * An IST calendar date as `Tue 24 Nov`, written out by hand so no host locale
 * or time zone can shift or reword it.
 */
export const formatCalendarDay = (date: CalendarDate): string =>
  `${SHORT_WEEKDAYS[weekdayOf(date)]} ${date.day} ${SHORT_MONTHS[date.month - 1]}`;

/** A slot as `Tue 24 Nov, 10:30 am`: where a chosen or suggested time is restated. */
export const formatSlotMoment = (date: CalendarDate, time: string): string =>
  `${formatCalendarDay(date)}, ${to12Hour(time)}`;

/** A slot's date key `23_11_2026` as `Mon, 23 Nov 2026` (staff lists); an unreadable key as `23/11/2026`. */
export function formatSlotDay(dateKey: string): string {
  const date = parseDateKey(dateKey);
  if (!date) return dateKey.replace(/_/g, '/');
  return `${SHORT_WEEKDAYS[weekdayOf(date)]}, ${date.day} ${SHORT_MONTHS[date.month - 1]} ${date.year}`;
}

/** `9812345678` → `tel:+919812345678`; other forms are dialled as written. */
export const telHref = (phone: string): string => {
  const digits = phone.replace(/[^\d+]/g, '');
  return isValidPhone(digits) ? `tel:+91${digits}` : `tel:${digits}`;
};
