import { createHash } from 'node:crypto';
import { DomainError } from '../common/errors/domain-error.js';
import { type CreditRule, findColumns, type StatementColumns } from './statement-columns.js';
import { readStatementSheets, type StatementSheet } from './statement-file.js';
import { statementRefusals } from './statement-refusals.js';
import { cellText, findUtr, parseAmount, parseDate, type StatementCell } from './statement-values.js';

/**
 * Reads a bank account statement (CSV or XLSX) into its credits. The shape of the
 * interface is fixed here so the import service can be built beside the parser.
 */

/** One credit to the account, as the bank printed it. */
export interface StatementCredit {
  /** `YYYY-MM-DD`, the transaction day. */
  creditedOn: string;
  /** Paise. */
  amountPaise: number;
  /** The 12-digit UPI reference found in the row, or null. */
  utr: string | null;
  /** The row's description as printed (trimmed, whitespace collapsed). */
  narration: string;
  /**
   * A hash of what the bank printed for this credit plus its occurrence among
   * identical rows of the file, so the same credit on two overlapping statements
   * has the same key and two identical credits on one statement do not.
   */
  contentKey: string;
}

export interface ParsedStatement {
  /** Transactions read: debits and credits, without headers, balances, totals or blank rows. */
  rows: number;
  credits: StatementCredit[];
  /** `YYYY-MM-DD` of the first and last transaction. */
  from: string;
  to: string;
}

/**
 * Parses a statement file. Refuses with a `DomainError` (400 or 415, a `statement_*`
 * code and a message staff can act on) anything that is not a readable statement.
 */
export async function parseStatement(file: Buffer): Promise<ParsedStatement> {
  const sheets = await readStatementSheets(file);
  const { sheet, columns } = tableOf(sheets);
  return statementOf(sheet, columns);
}

/** The first sheet holding a transactions table; a workbook may put a summary or notes first. */
function tableOf(sheets: StatementSheet[]): { sheet: StatementSheet; columns: StatementColumns } {
  let refusal: DomainError | null = null;
  for (const sheet of sheets) {
    try {
      return { sheet, columns: findColumns(sheet) };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // A sheet that looked like a statement but had no credit column says more than one that did not.
      if (!refusal || error.code === 'statement_no_credit_column') refusal = error;
    }
  }
  throw refusal ?? statementRefusals.notRecognised();
}

/**
 * Rows that are not transactions though they carry a date: balances carried in and
 * out and the period's totals.
 */
const NOT_A_TRANSACTION =
  /(opening|closing) balance|brought forward|carried forward|^(grand )?totals?\b|^(balance )?[bc] ?\/ ?f\b/i;

interface Transaction {
  date: string;
  /** Positive for money in, negative for money out. */
  paise: number;
  narration: string;
  reference: string;
}

function statementOf(sheet: StatementSheet, columns: StatementColumns): ParsedStatement {
  // Two-digit years are read against one instant for the whole file.
  const today = new Date();
  const dates = new Map<string, string | null>();
  const transactions: Transaction[] = [];
  for (let index = columns.headerRow + 1; index < sheet.length; index++) {
    const row = sheet[index] ?? [];
    const dateCell = row[columns.date] ?? null;
    const dateKey = typeof dateCell === 'string' ? dateCell : null;
    let date = dateKey === null ? undefined : dates.get(dateKey);
    if (date === undefined) {
      date = parseDate(dateCell, today);
      if (dateKey !== null) dates.set(dateKey, date);
    }
    if (date === null) continue;
    const narration = columns.narration === null ? '' : cellText(row[columns.narration] ?? null);
    if (NOT_A_TRANSACTION.test(narration)) continue;
    const paise = signedAmount(row, columns.credits);
    if (!paise) continue;
    const reference = columns.reference === null ? '' : cellText(row[columns.reference] ?? null);
    transactions.push({ date, paise, narration, reference });
  }
  return summarise(transactions);
}

/** The row's amount, positive when money came in; 0 when the row moved no money. */
function signedAmount(row: StatementCell[], rule: CreditRule): number {
  const at = (column: number | null): number =>
    column === null ? 0 : (parseAmount(row[column] ?? null) ?? 0);
  switch (rule.kind) {
    case 'columns': {
      // A debit column may print its amounts with a minus sign or without; both are money out.
      const credit = at(rule.credit);
      return credit !== 0 ? credit : -Math.abs(at(rule.debit));
    }
    case 'indicator': {
      const mark = cellText(row[rule.indicator] ?? null).toLowerCase();
      const amount = at(rule.amount);
      if (/^c(r|redit)?\.?$/.test(mark)) return Math.abs(amount);
      if (/^d(r|ebit)?\.?$/.test(mark)) return -Math.abs(amount);
      return amount;
    }
    case 'signed':
      return at(rule.amount);
  }
}

function summarise(transactions: Transaction[]): ParsedStatement {
  const credits: StatementCredit[] = [];
  const occurrences = new Map<string, number>();
  let from = '';
  let to = '';
  for (const transaction of transactions) {
    if (!from || transaction.date < from) from = transaction.date;
    if (transaction.date > to) to = transaction.date;
    if (transaction.paise <= 0) continue;
    const utr = findUtr(transaction.reference, transaction.narration);
    const identity = JSON.stringify([
      transaction.date,
      transaction.paise,
      utr ?? transaction.narration.toLowerCase(),
    ]);
    const occurrence = occurrences.get(identity) ?? 0;
    occurrences.set(identity, occurrence + 1);
    credits.push({
      creditedOn: transaction.date,
      amountPaise: transaction.paise,
      utr,
      narration: transaction.narration,
      contentKey: contentKeyOf(identity, occurrence),
    });
  }
  if (credits.length === 0) throw statementRefusals.noCredits();
  return { rows: transactions.length, credits, from, to };
}

/**
 * What the bank printed for a credit, plus how many identical credits came before it
 * in this file: the same credit on two overlapping statements, CSV or Excel, gets one
 * key, and two equal payments on one day get two.
 */
function contentKeyOf(identity: string, occurrence: number): string {
  return createHash('sha256').update(`${identity}#${occurrence}`).digest('hex');
}
