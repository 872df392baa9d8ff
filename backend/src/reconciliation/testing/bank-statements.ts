import { addDays, format, parseISO } from 'date-fns';
import ExcelJS from 'exceljs';
import { STATEMENT_SHAPES, type Cell, type Column, type StatementShape } from './statement-shapes.js';

/**
 * Bank statement files for tests and the bench: six differently shaped exports, our own
 * invention modelled on how Indian banks lay theirs out (title rows above the table,
 * their own column names, date and amount styles, the UTR in a column or only in the
 * narration), plus the bad files staff may upload by mistake.
 */

export type BankFormat = 'hdfc' | 'sbi' | 'icici' | 'kotak' | 'axis' | 'signed';

export interface FixtureTransaction {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Rupees, may have paise. */
  credit?: number;
  debit?: number;
  utr?: string;
  payer?: string;
  note?: string;
}

export interface StatementFileOptions {
  /**
   * Adds what real exports carry around the transactions: title and account rows, an
   * opening balance, blank lines, a page break repeating the header under a page
   * footer, a totals row, the closing balance and an end-of-statement line.
   */
  noise?: boolean;
}

export const BANK_FORMATS: readonly BankFormat[] = ['hdfc', 'sbi', 'icici', 'kotak', 'axis', 'signed'];

/** The balance every fixture account starts the period with, in rupees. */
const OPENING_BALANCE = 25_000;

export function statementFileName(format: BankFormat): string {
  return STATEMENT_SHAPES[format].file === 'xlsx' ? 'statement.xlsx' : 'statement.csv';
}

export async function statementFile(
  format: BankFormat,
  transactions: FixtureTransaction[],
  options: StatementFileOptions = {},
): Promise<Buffer> {
  const shape = STATEMENT_SHAPES[format];
  return writeFile(shape, statementRows(shape, transactions, options.noise ?? false));
}

function statementRows(shape: StatementShape, transactions: FixtureTransaction[], noise: boolean): Cell[][] {
  const header = shape.columns.map(([, title]) => title);
  const first = transactions[0]?.date ?? '2025-01-01';
  const last = transactions.at(-1)?.date ?? first;
  const rows: Cell[][] = [];
  if (noise) {
    rows.push(['STATEMENT OF ACCOUNT'], ['Account No', 'XXXXXXXX4321'], []);
    rows.push(['Statement period', `${dayText(first)} to ${dayText(last)}`], []);
  }
  rows.push(...shape.preamble, header);
  let balance = OPENING_BALANCE;
  if (noise) rows.push(summaryRow(shape, { date: first, narration: 'OPENING BALANCE', balance }));
  const pageBreakAt = noise ? Math.ceil(transactions.length / 2) : -1;
  transactions.forEach((transaction, index) => {
    if (index === pageBreakAt) rows.push([], ['Page 1 of 2'], [], header);
    balance += (transaction.credit ?? 0) - (transaction.debit ?? 0);
    rows.push(shape.columns.map(([column]) => transactionCell(shape, column, transaction, index, balance)));
  });
  if (noise) {
    const debits = transactions.reduce((sum, t) => sum + (t.debit ?? 0), 0);
    const credits = transactions.reduce((sum, t) => sum + (t.credit ?? 0), 0);
    rows.push(summaryRow(shape, { narration: 'TOTAL', debits, credits }));
    rows.push(summaryRow(shape, { date: last, narration: 'CLOSING BALANCE', balance }));
    rows.push([], ['Page 2 of 2'], ['*** End of statement ***']);
  }
  return rows;
}

const dayText = (isoDate: string): string => format(parseISO(isoDate), 'dd/MM/yyyy');

function transactionCell(
  shape: StatementShape,
  column: Column,
  transaction: FixtureTransaction,
  index: number,
  balance: number,
): Cell {
  const isCredit = transaction.credit !== undefined;
  const amount = transaction.credit ?? transaction.debit ?? 0;
  switch (column) {
    case 'serial':
      return index + 1;
    case 'date':
      return shape.date(transaction.date, index);
    case 'valueDate':
      // Value dates trail the transaction for credits, so a parser that took them would be caught out.
      return shape.date(format(addDays(parseISO(transaction.date), isCredit ? 1 : 0), 'yyyy-MM-dd'), index);
    case 'narration':
      return shape.narration(transaction, index);
    case 'ref':
      return shape.ref(transaction, index);
    case 'debit':
      return isCredit ? shape.noMoney : shape.money(amount);
    case 'credit':
      return isCredit ? shape.money(amount) : shape.noMoney;
    case 'amount':
      return shape.amount(isCredit ? amount : -amount);
    case 'drcr':
      return isCredit ? 'CR' : 'DR';
    case 'balance':
      return shape.money(balance);
    case 'balanceDrCr':
      return 'CR';
    case 'branch':
      return '1234';
  }
}

interface Summary {
  date?: string;
  narration: string;
  balance?: number;
  debits?: number;
  credits?: number;
}

/** Opening, closing and totals rows: what a bank prints between transactions that is not one. */
function summaryRow(shape: StatementShape, summary: Summary): Cell[] {
  return shape.columns.map(([column]): Cell => {
    if (column === 'date' && summary.date) return shape.date(summary.date);
    if (column === 'narration') return summary.narration;
    if (column === 'balance' && summary.balance !== undefined) return shape.money(summary.balance);
    if (column === 'debit' && summary.debits !== undefined) return shape.money(summary.debits);
    if (column === 'credit' && summary.credits !== undefined) return shape.money(summary.credits);
    return null;
  });
}

async function writeFile(shape: StatementShape, rows: Cell[][]): Promise<Buffer> {
  if (shape.file === 'xlsx') return workbookOf(rows);
  const text = rows
    .map((row) => row.map((cell) => csvField(cell, shape.delimiter)).join(shape.delimiter))
    .join('\r\n');
  if (shape.encoding === 'utf16le')
    return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  const body = Buffer.from(text + '\r\n', 'utf8');
  return shape.encoding === 'utf8bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body;
}

export async function workbookOf(rows: Cell[][], name = 'Statement'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvField(cell: Cell, delimiter: string): string {
  if (cell === null) return '';
  const text = cell instanceof Date ? format(cell, 'dd/MM/yyyy') : String(cell);
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
}

export { badStatementFiles } from './bad-statements.js';
