import type { CalendarDate } from '@umang/common';

// The strip shows short capitals (spec-era design: MON, TUE…); index 0 is Sunday, as in DaySlots.weekday.
const SHORT_WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

// Read in UTC: a CalendarDate is a plain IST calendar date, so no host time zone may shift it.
const shortMonth = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const utc = (date: CalendarDate): Date => new Date(Date.UTC(date.year, date.month - 1, date.day));

/** `1` → `MON`. */
export const weekdayShort = (weekday: number): string => SHORT_WEEKDAYS[weekday] ?? '';

/** `Nov`. */
export const monthShort = (date: CalendarDate): string => shortMonth.format(utc(date));

/** `Monday, 23 November`: the full day, for labels that screen readers announce. */
export const longDayLabel = (date: CalendarDate): string => longDay.format(utc(date));
