import { describe, expect, it } from 'vitest';
import { financialYear, RECEIPT_NUMBER_PATTERN, receiptNumber } from './receipts.js';

describe('receipt numbers', () => {
  it('puts the last minute of 31 March IST in the old financial year and 1 April in the new', () => {
    // 31 Mar 23:59 IST is 18:29 UTC; 1 Apr 00:00 IST is 31 Mar 18:30 UTC.
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
  });

  it('reads the IST calendar, not UTC, at the turn of a day', () => {
    // Still 31 March in UTC, already 1 April in India.
    expect(financialYear(new Date('2027-03-31T20:00:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2026-12-31T20:00:00Z'))).toBe('2026-27');
  });

  it('writes the century turn of a financial year with two digits', () => {
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers receipts with the prefix, the year and a six-digit serial', () => {
    expect(receiptNumber('2026-27', 123)).toBe('UMG/2026-27/000123');
    expect(receiptNumber('2026-27', 1)).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(RECEIPT_NUMBER_PATTERN.test('UMG/2026-27/123')).toBe(false);
  });
});
