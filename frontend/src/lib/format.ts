import {
  type CalendarDate,
  formatCalendarDay as calendarDayIn,
  formatDateTime,
  formatRupees as rupeesIn,
  formatSlotDay as slotDayIn,
  isValidPhone,
  MONTH_NAMES,
} from '@umang/common';

/*
 * The staff console's formatting: it stays English, so these are the shared
 * module's (common/src/format.ts) in English. The patient side formats in the
 * language shown, through useFormat() (src/i18n/use-language.ts).
 */

/** `1500` → `₹1,500`. */
export const formatRupees = (amount: number): string => rupeesIn(amount, 'en');

/**
 * An ISO timestamp as an Indian-English date, e.g. `22 November 2026` (when a
 * post or an account was made), in the reader's time zone. Written out by hand,
 * as en-IN words it: a list shows one on every row, and this spares its first
 * screen the cost of an Intl formatter.
 */
export const formatDateIN = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
};

/** An ISO timestamp as `22 Nov 2026, 7:33 pm` in the centre's time zone, wherever the reader is. */
export const formatDateTimeIN = (iso: string): string => formatDateTime(iso, 'en');

/** An IST calendar date as `Tue 24 Nov`. */
export const formatCalendarDay = (date: CalendarDate): string => calendarDayIn(date, 'en');

/** A slot's date key `23_11_2026` as `Mon, 23 Nov 2026` (staff lists); an unreadable key as `23/11/2026`. */
export const formatSlotDay = (dateKey: string): string => slotDayIn(dateKey, 'en');

/** `9812345678` → `tel:+919812345678`; other forms are dialled as written. */
export const telHref = (phone: string): string => {
  const digits = phone.replace(/[^\d+]/g, '');
  return isValidPhone(digits) ? `tel:+91${digits}` : `tel:${digits}`;
};
