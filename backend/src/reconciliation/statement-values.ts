import { toIsoDate, UTR_LENGTH } from '@umang/common';
import { isValid, parse } from 'date-fns';

/**
 * Reading one cell of a bank statement: amounts, dates and the UPI reference, in the
 * ways Indian banks print them.
 */

/** What a statement cell holds once read from CSV (text) or a workbook. */
export type StatementCell = string | number | Date | null;

/** A cell as text, trimmed and with runs of whitespace (line breaks included) made one space. */
export function cellText(cell: StatementCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).replace(/\s+/g, ' ').trim();
}

// ---- Amounts --------------------------------------------------------------------

/** Currency words and symbols banks put around an amount. */
const CURRENCY = /₹|inr|rs\.?|\s+/gi;
const GROUPED = /^(?:\d{1,3}(?:,\d{3})*|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d*)?$/;
const DIGITS = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/**
 * An amount in paise, negative for money out when the cell says so (a minus sign,
 * parentheses, or a Dr mark), or null when the cell holds no amount ("-" or empty).
 * Text is read digit by digit, so "1,00,000.10" is exactly 10000010 paise.
 */
export function parseAmount(cell: StatementCell): number | null {
  if (cell === null || cell instanceof Date) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell * 100) : null;
  let text = cell.replace(CURRENCY, '').toLowerCase();
  let negative = false;
  const mark = /^(cr|dr)\.?|(cr|dr)\.?$/.exec(text);
  if (mark) {
    negative = (mark[1] ?? mark[2]) === 'dr';
    text = text.slice(0, mark.index) + text.slice(mark.index + mark[0].length);
  }
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    negative = !negative;
    text = parenthesised[1] ?? '';
  }
  const signed = /^([+-])(.*)$|^(.*?)(-)$/.exec(text);
  if (signed) {
    if ((signed[1] ?? signed[4]) === '-') negative = !negative;
    text = signed[2] ?? signed[3] ?? '';
  }
  // Commas group digits before the point, Indian or western style; "1.200,00" is not guessed at.
  if (text.includes(',') && !GROUPED.test(text)) return null;
  const paise = paiseOf(text.replace(/,/g, ''));
  if (paise === null) return null;
  return negative && paise !== 0 ? -paise : paise;
}

function paiseOf(digits: string): number | null {
  const match = DIGITS.exec(digits);
  if (!match) return null;
  const rupees = match[1] ?? '0';
  const fraction = (match[2] ?? match[3] ?? '').padEnd(3, '0');
  // A third decimal, which no bank prints but a re-saved sheet may, rounds half up.
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0;
  return Number(rupees) * 100 + Number(fraction.slice(0, 2)) + roundUp;
}

// ---- Dates ----------------------------------------------------------------------

/** Days from Excel's day zero (30 Dec 1899, counting its false leap day) to 1 Jan 1970. */
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/** A time of day after the date, which only says when in the day and is dropped. */
const TIME_OF_DAY = /(?:\s+|T)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[ap]\.?m\.?)?$/i;
const DAY_FIRST = /^\d{1,2}([/.-])\d{1,2}\1(\d{2}|\d{4})$/;
const MONTH_NAMED = /^\d{1,2}([\s/-])([a-z]{3,9})\1(\d{2}|\d{4})$/i;
const YEAR_FIRST = /^\d{4}-\d{1,2}-\d{1,2}$/;

/** The date-fns pattern for text shaped like a date, day first as Indian banks write it. */
function patternOf(text: string): string | null {
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return `d${dayFirst[1]}M${dayFirst[1]}${dayFirst[2]?.length === 2 ? 'yy' : 'yyyy'}`;
  const named = MONTH_NAMED.exec(text);
  if (named) {
    const month = (named[2]?.length ?? 0) > 3 ? 'MMMM' : 'MMM';
    return `d${named[1]}${month}${named[1]}${named[3]?.length === 2 ? 'yy' : 'yyyy'}`;
  }
  return YEAR_FIRST.test(text) ? 'yyyy-M-d' : null;
}

const isoDay = (year: number, month: number, day: number): string | null =>
  year >= FIRST_YEAR && year <= LAST_YEAR ? toIsoDate({ year, month, day }) : null;

/**
 * The transaction day as `YYYY-MM-DD`, or null when the cell is not a date this
 * century (a title, a page footer, a header repeated on a new page).
 * `referenceDate` resolves two-digit years to the nearest century.
 */
export function parseDate(cell: StatementCell, referenceDate = new Date()): string | null {
  if (cell === null) return null;
  // Workbook date cells are days at UTC midnight, whatever the server's time zone.
  if (cell instanceof Date) return isoDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  if (typeof cell === 'number') return excelSerialDate(cell);
  const text = cell.trim().replace(TIME_OF_DAY, '');
  const pattern = patternOf(text);
  if (!pattern) return null;
  const date = parse(text, pattern, referenceDate);
  return isValid(date) ? isoDay(date.getFullYear(), date.getMonth() + 1, date.getDate()) : null;
}

/** A date column holding Excel's day numbers rather than date cells. */
function excelSerialDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial <= 0) return null;
  const date = new Date((Math.floor(serial) - EXCEL_EPOCH_DAYS) * DAY_MS);
  return isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

// ---- UPI reference ------------------------------------------------------------------

/** Twelve digits not inside a longer run of digits, and not a VPA's phone number (`…@ybl`). */
const UTR_IN_TEXT = new RegExp(`(?<!\\d)\\d{${UTR_LENGTH}}(?![\\d@])`);

/**
 * The UTR of a row: looked for in the reference column first, where some banks pad it
 * with zeros to 16 digits, then in the narration. Null when neither holds one.
 */
export function findUtr(reference: string, narration: string): string | null {
  const digitsOnly = /^\d+$/.test(reference) ? reference.replace(/^0+/, '') : '';
  if (digitsOnly.length === UTR_LENGTH) return digitsOnly;
  return UTR_IN_TEXT.exec(reference)?.[0] ?? UTR_IN_TEXT.exec(narration)?.[0] ?? null;
}
