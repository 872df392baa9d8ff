import { format, parseISO } from 'date-fns';
import type { BankFormat, FixtureTransaction } from './bank-statements.js';

/** What one cell of a fixture file holds; Dates become Excel date cells. */
export type Cell = string | number | Date | null;

export type Column =
  | 'serial'
  | 'date'
  | 'valueDate'
  | 'narration'
  | 'ref'
  | 'debit'
  | 'credit'
  | 'amount'
  | 'drcr'
  | 'balance'
  | 'balanceDrCr'
  | 'branch';

/** How one invented bank lays out its export. */
export interface StatementShape {
  file: 'csv' | 'xlsx';
  delimiter: string;
  encoding: 'utf8' | 'utf8bom' | 'utf16le';
  /** Rows the bank always prints above the table. */
  preamble: Cell[][];
  columns: [Column, string][];
  date(isoDate: string, index?: number): Cell;
  money(rupees: number): Cell;
  /** What an empty debit or credit cell holds. */
  noMoney: Cell;
  /** A single amount column: credits positive, debits negative. */
  amount(rupees: number): Cell;
  narration(transaction: FixtureTransaction, index: number): string;
  ref(transaction: FixtureTransaction, index: number): string;
}

const indian = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const western = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = (rupees: number): string => rupees.toFixed(2);

const dated = (pattern: string) => (isoDate: string) => format(parseISO(isoDate), pattern);
const payerOf = (t: FixtureTransaction): string => t.payer ?? 'RAHUL SHARMA';
const noteOf = (t: FixtureTransaction): string => t.note ?? 'Consult fee';

/**
 * Every other payer pays from a VPA made of their phone number: twelve digits right
 * before an `@`, which must never be mistaken for the UTR.
 */
function vpaOf(t: FixtureTransaction, index: number): string {
  if (index % 2 === 1) return `9198765${String(43210 + index).slice(-5)}@ybl`;
  return `${payerOf(t)
    .toLowerCase()
    .replace(/[^a-z]/g, '')}@okhdfc`;
}

/** The narration of a credit that came by NEFT: no UTR anywhere in it. */
const neft = (t: FixtureTransaction): string => `NEFT CR-SBIN0001234-${payerOf(t)}-${noteOf(t)}`;
const debitNarration = (t: FixtureTransaction, index: number): string =>
  t.utr ? `UPI/DR/${t.utr}/MEDICAL STORE/${noteOf(t)}` : `ATM WDL-${String(index + 1).padStart(4, '0')}-PUNE`;

export const STATEMENT_SHAPES: Record<BankFormat, StatementShape> = {
  // CSV, dd/MM/yy, separate withdrawal and deposit columns, the UTR zero-padded in its own column.
  hdfc: {
    file: 'csv',
    delimiter: ',',
    encoding: 'utf8',
    preamble: [['Sunrise Bank Ltd'], ['Statement of accounts'], []],
    columns: [
      ['date', 'Date'],
      ['narration', 'Narration'],
      ['ref', 'Chq./Ref.No.'],
      ['valueDate', 'Value Dt'],
      ['debit', 'Withdrawal Amt.'],
      ['credit', 'Deposit Amt.'],
      ['balance', 'Closing Balance'],
    ],
    date: dated('dd/MM/yy'),
    money: plain,
    noMoney: '',
    amount: plain,
    narration: (t, i) =>
      t.credit === undefined
        ? debitNarration(t, i)
        : t.utr
          ? `UPI-${payerOf(t)}-${vpaOf(t, i)}-HDFC0001234-${t.utr}-${noteOf(t)}`
          : neft(t),
    ref: (t, i) => (t.utr ? t.utr.padStart(16, '0') : `NEFTREF${String(i + 1).padStart(6, '0')}`),
  },
  // XLSX of text cells, "5 Jan 2025", the UTR only in the description.
  sbi: {
    file: 'xlsx',
    delimiter: ',',
    encoding: 'utf8',
    preamble: [
      ['Account Name', ':', 'UMANG CHILD AND MENTAL HEALTH CENTRE'],
      ['Account Number', ':', 'XXXXXXX5678'],
      ['Branch', ':', 'PUNE MAIN'],
      [],
    ],
    columns: [
      ['date', 'Txn Date'],
      ['valueDate', 'Value Date'],
      ['narration', 'Description'],
      ['ref', 'Ref No./Cheque No.'],
      ['debit', 'Debit'],
      ['credit', 'Credit'],
      ['balance', 'Balance'],
    ],
    date: dated('d MMM yyyy'),
    money: (rupees) => western.format(rupees),
    noMoney: ' ',
    amount: plain,
    narration: (t, i) =>
      t.credit === undefined
        ? debitNarration(t, i)
        : t.utr
          ? `BY TRANSFER-UPI/CR/${t.utr}/${payerOf(t)}/SBIN/${vpaOf(t, i)}/${noteOf(t)}`
          : `BY TRANSFER-${neft(t)}`,
    // Thirteen digits: a transfer number, never a UTR.
    ref: (t) => (t.credit === undefined ? '' : 'TRANSFER FROM 4897691162091'),
  },
  // XLSX with Excel date cells and numbers; the value date comes before the transaction date.
  icici: {
    file: 'xlsx',
    delimiter: ',',
    encoding: 'utf8',
    preamble: [
      [null, 'DETAILED STATEMENT'],
      [null, 'Transactions List'],
    ],
    columns: [
      ['serial', 'S No.'],
      ['valueDate', 'Value Date'],
      ['date', 'Transaction Date'],
      ['ref', 'Cheque Number'],
      ['narration', 'Transaction Remarks'],
      ['debit', 'Withdrawal Amount (INR )'],
      ['credit', 'Deposit Amount (INR )'],
      ['balance', 'Balance (INR )'],
    ],
    date: (isoDate) => new Date(`${isoDate}T00:00:00Z`),
    money: (rupees) => rupees,
    noMoney: 0,
    amount: (rupees) => rupees,
    narration: (t, i) =>
      t.credit === undefined
        ? debitNarration(t, i)
        : t.utr
          ? `UPI/${t.utr}/${noteOf(t)} from ${payerOf(t)}/${vpaOf(t, i)}/HDFC Bank`
          : neft(t),
    ref: () => '-',
  },
  // CSV with a BOM, Indian digit grouping, one Amount column with Dr/Cr beside it and again after the balance.
  kotak: {
    file: 'csv',
    delimiter: ',',
    encoding: 'utf8bom',
    preamble: [['Account Statement'], ['Cust. Reln. No.', '12345678'], []],
    columns: [
      ['serial', 'Sl. No.'],
      ['date', 'Transaction Date'],
      ['valueDate', 'Value Date'],
      ['narration', 'Description'],
      ['ref', 'Chq / Ref No.'],
      ['amount', 'Amount'],
      ['drcr', 'Dr / Cr'],
      ['balance', 'Balance'],
      ['balanceDrCr', 'Dr / Cr'],
    ],
    date: (isoDate, index = 0) =>
      `${format(parseISO(isoDate), 'dd-MM-yyyy')} ${index % 2 ? '04:15 PM' : '10:32 AM'}`,
    money: (rupees) => indian.format(rupees),
    noMoney: '',
    amount: (rupees) => indian.format(Math.abs(rupees)),
    narration: (t) =>
      t.credit === undefined ? `UPI/MEDICAL STORE/${noteOf(t)}` : `UPI/${payerOf(t)}/${noteOf(t)}`,
    ref: (t, i) => (t.utr ? `UPI-${t.utr}` : `CHQ${String(i + 1).padStart(6, '0')}`),
  },
  // UTF-16 text with tabs, as Excel saves "Unicode text"; amounts suffixed Cr/Dr with ₹.
  axis: {
    file: 'csv',
    delimiter: '\t',
    encoding: 'utf16le',
    preamble: [['Statement of Account No : 912010012345678 for the period']],
    columns: [
      ['date', 'Tran Date'],
      ['ref', 'CHQNO'],
      ['narration', 'PARTICULARS'],
      ['amount', 'Amount (INR)'],
      ['balance', 'Balance (INR)'],
      ['branch', 'Init. Br'],
    ],
    date: dated('dd-MMM-yyyy'),
    money: (rupees) => `₹${indian.format(rupees)} Cr`,
    noMoney: '',
    amount: (rupees) => `${indian.format(Math.abs(rupees))} ${rupees < 0 ? 'Dr' : 'Cr'}`,
    narration: (t, i) =>
      t.credit === undefined
        ? debitNarration(t, i)
        : t.utr
          ? `UPI/P2M/${t.utr}/${payerOf(t)}/${noteOf(t)}/YESB`
          : neft(t),
    ref: () => '-',
  },
  // XLSX with one signed number per transaction and ISO dates with a time; UTR only after a phone VPA.
  signed: {
    file: 'xlsx',
    delimiter: ',',
    encoding: 'utf8',
    preamble: [],
    columns: [
      ['date', 'Posting Date'],
      ['narration', 'Transaction Details'],
      ['amount', 'Amount (Rs.)'],
      ['balance', 'Running Balance'],
    ],
    date: (isoDate, index = 0) => `${isoDate} ${index % 2 ? '16:05:09' : '09:41:00'}`,
    money: (rupees) => rupees,
    noMoney: null,
    amount: (rupees) => rupees,
    narration: (t, i) =>
      t.credit === undefined
        ? debitNarration(t, i)
        : t.utr
          ? `UPI-${payerOf(t)}-${vpaOf(t, i)}-ICIC0000123-${t.utr}-${noteOf(t)}`
          : neft(t),
    ref: () => '',
  },
};
