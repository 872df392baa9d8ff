import { MONTH_NAMES, shortName } from '@umang/common';
import { formatSlotDay } from '@/lib/format';

/** `23_11_2026` → `Mon, 23 Nov 2026`; the weekday helps staff match bank statements. */
export const formatSlotDate = formatSlotDay;

const stampDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const stampTime = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * An ISO timestamp in India's time whatever the staff PC's zone, as
 * `{ date: '22 Nov 2026', time: '7:09 am' }` (two lines in a narrow column); null when absent.
 */
export function formatStamp(iso: string | null): { date: string; time: string } | null {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  return { date: stampDate.format(at), time: stampTime.format(at) };
}

/** `418273645512` → `4182 7364 5512`: groups of four are easier to compare digit by digit. */
export const groupUtr = (utr: string): string => (utr.match(/.{1,4}/g) ?? [utr]).join(' ');

const SHORT_MONTHS = MONTH_NAMES.map(shortName);

/**
 * A bank's calendar day `2026-11-24` as `24 Nov 2026`, read as written: it is already
 * the bank's day, so no time zone may move it. Anything else is shown as it came.
 */
export function formatBankDay(day: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = parts ? SHORT_MONTHS[Number(parts[2]) - 1] : undefined;
  return parts && month ? `${Number(parts[3])} ${month} ${parts[1]}` : day;
}
