import { MONTH_NAMES, parseIsoDate, shortName } from '@umang/common';
import { formatCalendarDay } from '@/lib/format';

const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;

/**
 * How long the oldest proof has waited, as staff say it: `45 min`, `3 h 20 min`, `2 d 5 h`.
 * Past a day the minutes no longer matter; under a minute is "under a minute", not "0 min".
 */
export function formatWaiting(minutes: number): string {
  if (minutes < 1) return 'under a minute';
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const mins = minutes % MINUTES_PER_HOUR;
  if (hours === 0) return `${mins} min`;
  if (hours < HOURS_PER_DAY) return mins === 0 ? `${hours} h` : `${hours} h ${mins} min`;
  const days = Math.floor(hours / HOURS_PER_DAY);
  const rest = hours % HOURS_PER_DAY;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

/** `2026-11-24` → `Tue 24 Nov` (a table row); anything else as it came. */
export function formatDay(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatCalendarDay(date) : iso;
}

const SHORT_MONTHS = MONTH_NAMES.map(shortName);

/** `2026-11-24` → `24 Nov`: a chart's axis has room for little more. */
export function formatAxisDay(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${date.day} ${SHORT_MONTHS[date.month - 1]}` : iso;
}

/** `2026-11-24` → `24 Nov 2026`. */
export function formatLongDay(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${date.day} ${SHORT_MONTHS[date.month - 1]} ${date.year}` : iso;
}

/** The share of booked visits missed, as `12.5%`; null when nothing was booked (no rate to give). */
export function noShowRate(noShow: number, booked: number): number | null {
  return booked > 0 ? Math.round((noShow / booked) * 1000) / 10 : null;
}

/** A rate for a table cell: `12.5%`, or `—` when there is none. */
export const formatRate = (rate: number | null): string => (rate === null ? '—' : `${rate}%`);

let compact: Intl.NumberFormat | undefined;

/** `125000` → `₹1.3L`: Indian units, short enough for a chart's axis. Built on first use. */
export function formatCompactRupees(amount: number): string {
  compact ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  return compact.format(amount);
}
