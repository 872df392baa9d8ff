import { istToday } from './calendar.js';

/** What every receipt number starts with: the centre's short code. */
export const RECEIPT_PREFIX = 'UMG';

/** `UMG/2026-27/000123`: prefix, Indian financial year, six-digit serial within it. */
export const RECEIPT_NUMBER_PATTERN = /^UMG\/\d{4}-\d{2}\/\d{6}$/;

/**
 * The Indian financial year (1 April to 31 March) an instant falls in, on the IST
 * calendar, written as receipts and accounts write it: `2026-27`.
 */
export function financialYear(at: Date): string {
  const { year, month } = istToday(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The receipt number of the `serial`th receipt of a financial year. */
export function receiptNumber(year: string, serial: number): string {
  return `${RECEIPT_PREFIX}/${year}/${String(serial).padStart(6, '0')}`;
}
