import { findUtr, parseAmount, parseDate } from './statement-values.js';

/** Two-digit years are read against this day, so "25" is 2025. */
const TODAY = new Date('2026-11-25T12:00:00Z');

describe('amounts as banks print them', () => {
  it.each([
    ['1,00,000.00', 10_000_000],
    ['100,000.00', 10_000_000],
    ['10,00,00,000', 10_000_000_000],
    ['1,000,000.00', 100_000_000],
    ['1,200.50', 120_050],
    ['₹1,200.00', 120_000],
    ['₹ 1,200.00 Cr', 120_000],
    ['INR 350.00', 35_000],
    ['Rs. 350', 35_000],
    ['Rs.1,00,000.10', 10_000_010],
    ['1,200.00 Cr', 120_000],
    ['1,200.00 CR.', 120_000],
    ['Cr 1,200.00', 120_000],
    ['350.00 Dr', -35_000],
    ['DR 350.00', -35_000],
    ['(350.00)', -35_000],
    ['-350.00', -35_000],
    ['350.00-', -35_000],
    ['+1200', 120_000],
    ['.50', 50],
    ['0.00', 0],
    ['19.999', 2_000],
  ])('reads %j as %d paise', (text, paise) => {
    expect(parseAmount(text)).toBe(paise);
  });

  it('reads workbook numbers without float error', () => {
    expect(parseAmount(1200.5)).toBe(120_050);
    expect(parseAmount(0.1 + 0.2)).toBe(30);
    expect(parseAmount(-350)).toBe(-35_000);
    expect(parseAmount(1_234_567.89)).toBe(123_456_789);
  });

  it.each(['', '-', ' ', 'NIL', 'Cr', 'abc', '12a.00', '1.2.3', '1.200,00', '12,00.00'])(
    'finds no amount in %j',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );

  it('finds no amount in an empty cell or a date', () => {
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount(new Date('2025-01-05T00:00:00Z'))).toBeNull();
  });
});

describe('dates as banks print them, day first', () => {
  it.each([
    ['05/01/2025', '2025-01-05'],
    ['5/1/2025', '2025-01-05'],
    ['05/01/25', '2025-01-05'],
    ['05-01-2025', '2025-01-05'],
    ['05-01-25', '2025-01-05'],
    ['05.01.2025', '2025-01-05'],
    ['05 Jan 2025', '2025-01-05'],
    ['5 Jan 2025', '2025-01-05'],
    ['05-Jan-2025', '2025-01-05'],
    ['05-JAN-2025', '2025-01-05'],
    ['05-Jan-25', '2025-01-05'],
    ['05/Jan/2025', '2025-01-05'],
    ['5 January 2025', '2025-01-05'],
    ['2025-01-05', '2025-01-05'],
    ['13/01/2025', '2025-01-13'],
    ['05/01/2025 10:32', '2025-01-05'],
    ['05/01/2025 10:32:11', '2025-01-05'],
    ['05-01-2025 10:32 AM', '2025-01-05'],
    ['05-01-2025 04:15 pm', '2025-01-05'],
    ['2025-01-05 16:05:09', '2025-01-05'],
    ['2025-01-05T16:05:09', '2025-01-05'],
  ])('reads %j as %s', (text, day) => {
    expect(parseDate(text, TODAY)).toBe(day);
  });

  it('reads a workbook date cell by its UTC day, whatever the server time zone', () => {
    expect(parseDate(new Date('2025-01-05T00:00:00Z'), TODAY)).toBe('2025-01-05');
    expect(parseDate(new Date('2025-12-31T00:00:00Z'), TODAY)).toBe('2025-12-31');
  });

  it('reads Excel day numbers in a date column', () => {
    expect(parseDate(45_662, TODAY)).toBe('2025-01-05');
    expect(parseDate(45_662.4375, TODAY)).toBe('2025-01-05');
  });

  it.each([
    'Date',
    'Txn Date',
    'Page 2 of 3',
    'Statement summary',
    'OPENING BALANCE',
    '31/02/2025',
    '05/13/2025',
    '05/01/1999',
    '05/01/2100',
    '1200.00',
    '',
  ])('finds no date in %j', (text) => {
    expect(parseDate(text, TODAY)).toBeNull();
  });

  it('finds no date in amounts or years outside 2000–2099', () => {
    expect(parseDate(1200, TODAY)).toBeNull();
    expect(parseDate(new Date('1999-12-31T00:00:00Z'), TODAY)).toBeNull();
    expect(parseDate(null, TODAY)).toBeNull();
  });
});

describe('the UPI reference of a row', () => {
  it.each([
    ['UPI/412345678901/Payment from X/x@okaxis/HDFC Bank', '412345678901'],
    ['UPI-RAHUL SHARMA-rahul@okhdfc-HDFC0001234-412345678901-Consult fee', '412345678901'],
    ['BY TRANSFER-UPI/CR/412345678901/NAME/SBIN/name@oksbi/NOTE', '412345678901'],
    ['UPI/P2M/412345678901/NAME/Consult fee/YESB', '412345678901'],
  ])('finds it in the narration %j', (narration, utr) => {
    expect(findUtr('', narration)).toBe(utr);
  });

  it('skips a VPA made of a phone number and takes the reference after it', () => {
    expect(findUtr('', 'UPI-ASHA-919876543210@ybl-HDFC0001234-412345678901-Fee')).toBe('412345678901');
    expect(findUtr('', 'UPI-ASHA-919876543210@ybl-HDFC0001234-Fee')).toBeNull();
  });

  it('takes no digits from inside a longer run', () => {
    expect(findUtr('', 'NEFT/4123456789012/ASHA')).toBeNull();
    expect(findUtr('', 'IMPS 41234567890 ASHA')).toBeNull();
  });

  it('reads a reference padded with zeros to 16 digits', () => {
    expect(findUtr('0000412345678901', 'NEFT CR-ASHA')).toBe('412345678901');
  });

  it('prefers the reference column to the narration', () => {
    expect(findUtr('UPI-512345678903', 'UPI/412345678901/Fee')).toBe('512345678903');
    expect(findUtr('-', 'UPI/412345678901/Fee')).toBe('412345678901');
  });

  it('finds none when neither holds twelve digits on their own', () => {
    expect(findUtr('TRANSFER FROM 4897691162091', 'NEFT CR-SBIN0001234-ASHA PATIL')).toBeNull();
    expect(findUtr('0000000000001234', 'ATM WDL')).toBeNull();
  });
});
