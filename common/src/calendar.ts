/**
 * Calendar arithmetic for bookings. The centre works in India, so every rule runs
 * in IST whatever the host's time zone: instants are shifted by the fixed offset
 * and read through the UTC getters, never the host-local ones. India has no DST,
 * so a fixed offset is exact.
 */

export const BOOKING_TIME_ZONE = 'Asia/Kolkata';
export const IST_OFFSET_MINUTES = 330;

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_HOUR = 60;

/** A date on the IST calendar, free of any time of day or time zone. */
export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** `+05:30`, derived so the offset has a single source of truth. */
const IST_ISO_OFFSET = `+${pad2(Math.floor(IST_OFFSET_MINUTES / MINUTES_PER_HOUR))}:${pad2(
  IST_OFFSET_MINUTES % MINUTES_PER_HOUR,
)}`;

/** Strict `d_m_yyyy`: no zero padding, so each date has exactly one key. */
const DATE_KEY_PATTERN = /^([1-9]\d?)_([1-9]\d?)_([1-9]\d{3})$/;

/** Strict 24-hour `HH:MM`, the only time form the API stores. */
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Moves an instant so that its UTC fields read as the IST wall clock. */
const istWallClock = (now: Date): Date => new Date(now.getTime() + IST_OFFSET_MINUTES * MS_PER_MINUTE);

/** Midnight UTC of the date; used only as a host-independent day counter. */
const utcMidnight = (date: CalendarDate): Date => new Date(Date.UTC(date.year, date.month - 1, date.day));

const fromUtcFields = (d: Date): CalendarDate => ({
  year: d.getUTCFullYear(),
  month: d.getUTCMonth() + 1,
  day: d.getUTCDate(),
});

export function istToday(now: Date): CalendarDate {
  return fromUtcFields(istWallClock(now));
}

/**
 * Whole minutes since IST midnight. Seconds are dropped on purpose: slots start
 * on whole minutes, so `start <= istMinutesOfDay(now)` is exactly `start <= now`.
 */
export function istMinutesOfDay(now: Date): number {
  const wall = istWallClock(now);
  return wall.getUTCHours() * MINUTES_PER_HOUR + wall.getUTCMinutes();
}

/** Adds (or, when negative, subtracts) calendar days across month and year ends. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcFields(new Date(Date.UTC(date.year, date.month - 1, date.day + days)));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return utcMidnight(date).getUTCDay();
}

/** Indexed by `weekdayOf`. Written out: an Intl formatter costs a phone tens of milliseconds to build. */
// prettier-ignore
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Indexed by month - 1. */
// prettier-ignore
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
  'September', 'October', 'November', 'December'] as const;

/** `Sunday` → `Sun`, `September` → `Sep`: the short English forms are the first three letters. */
export const shortName = (name: string): string => name.slice(0, 3);

/** `YYYY-MM-DD`, as bank statements and `<input type="date">` write a day. */
export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date of a `YYYY-MM-DD` day, or null unless it is written so and is a real date. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return compareDates(fromUtcFields(utcMidnight(date)), date) === 0 ? date : null;
}

/** Calendar days from `a` to `b` (negative when `b` is earlier); `b - a`, whatever the months between. */
export function daysFrom(a: CalendarDate, b: CalendarDate): number {
  return Math.round((utcMidnight(b).getTime() - utcMidnight(a).getTime()) / 86_400_000);
}

export function toDateKey(date: CalendarDate): string {
  return `${date.day}_${date.month}_${date.year}`;
}

/** The date of a `d_m_yyyy` key, or null unless the key is canonical and a real date. */
export function parseDateKey(key: string): CalendarDate | null {
  const match = DATE_KEY_PATTERN.exec(key);
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  // Date.UTC rolls 31 February over into March; a real date survives unchanged.
  return compareDates(fromUtcFields(utcMidnight(date)), date) === 0 ? date : null;
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Minutes since midnight of a strict `HH:MM` time, or null for any other form. */
export function timeToMinutes(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * MINUTES_PER_HOUR + Number(match[2]) : null;
}

/** The instant an IST slot starts; null for a bad key or a time not in `HH:MM`. */
export function slotStart(dateKey: string, time: string): Date | null {
  const date = parseDateKey(dateKey);
  const minutes = timeToMinutes(time);
  if (!date || minutes === null) return null;
  return new Date(utcMidnight(date).getTime() + (minutes - IST_OFFSET_MINUTES) * MS_PER_MINUTE);
}

/** The slot start as ISO 8601 in IST (`2027-01-05T10:30:00+05:30`), as stored in `startsAt`. */
export function slotStartsAtIso(dateKey: string, time: string): string | null {
  const date = parseDateKey(dateKey);
  if (!date || timeToMinutes(time) === null) return null;
  return `${date.year}-${pad2(date.month)}-${pad2(date.day)}T${time}:00${IST_ISO_OFFSET}`;
}
