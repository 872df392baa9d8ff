import { statementRefusals } from './statement-refusals.js';
import type { StatementCell } from './statement-values.js';

/**
 * Finding a statement's table by its header row and telling what each column holds,
 * from the names banks give their columns rather than from any one bank's layout.
 */

/** How a row says money came in. */
export type CreditRule =
  /** Separate credit (deposit) and debit (withdrawal) columns. */
  | { kind: 'columns'; credit: number; debit: number | null }
  /** One amount column and a Dr/Cr column beside it. */
  | { kind: 'indicator'; amount: number; indicator: number }
  /** One amount column, signed or marked "Cr"/"Dr" in the amount itself. */
  | { kind: 'signed'; amount: number };

export interface StatementColumns {
  /** Index of the header row within the sheet's rows. */
  headerRow: number;
  date: number;
  narration: number | null;
  reference: number | null;
  credits: CreditRule;
}

type ColumnKind =
  'date' | 'valueDate' | 'narration' | 'reference' | 'credit' | 'debit' | 'amount' | 'indicator' | 'balance';

/** Bank exports put the table under a few title rows; a header further down than this is not one. */
const HEADER_SEARCH_ROWS = 500;
/** Header names are short; a longer cell is a narration or a title that happens to hold a keyword. */
const HEADER_MAX_LENGTH = 40;

const KINDS: [ColumnKind, RegExp][] = [
  ['valueDate', /^(value|val)(date|dt)$/],
  ['date', /^(txn|tran|trans|transaction|posting|post|book|booking|entry)?(date|dt)$/],
  ['balance', /^(closing|running|available|ledger)?(balance|bal)$/],
  ['indicator', /^(drcr|crdr|debitcredit|creditdebit)(indicator|flag|type)?$|^(txn|tran|transaction)?type$/],
  ['credit', /^(credit|credits|cr|deposit|deposits|receipt|receipts|moneyin|paidin)$/],
  ['debit', /^(debit|debits|dr|withdrawal|withdrawals|payment|payments|moneyout|paidout)$/],
  ['amount', /^(txn|tran|transaction)?$/],
  ['narration', /^(txn|tran|transaction)?(narration|description|desc|particulars|remarks|details)$/],
  ['reference', /chq|cheque|refno|reference|utr|^ref$|^(txn|tran|transaction|instrument)(id|no|number)$/],
];

/**
 * A header's name reduced to its letters, without currency or "amount" words, so
 * "Withdrawal Amt. (INR )", "Deposit Amount" and "CR" read as one thing each.
 */
function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/₹|\b(inr|rs)\b/g, '')
    .replace(/[^a-z]/g, '')
    .replace(/^(amount|amt)|(amount|amt)$/, '');
}

function kindOf(cell: StatementCell): ColumnKind | null {
  if (typeof cell !== 'string' || cell.length > HEADER_MAX_LENGTH) return null;
  const raw = cell.toLowerCase().replace(/[^a-z]/g, '');
  const name = normaliseHeader(cell);
  for (const [kind, pattern] of KINDS) {
    // "Amount" alone reduces to nothing, as does "Transaction": only the first is an amount.
    if (pattern.test(name)) return kind === 'amount' && !/amount|amt/.test(raw) ? null : kind;
  }
  return null;
}

/** The table's columns, from the first row that names a date column and a money column. */
export function findColumns(rows: StatementCell[][]): StatementColumns {
  let sawMoneyWithoutCredits = false;
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index++) {
    const kinds = (rows[index] ?? []).map(kindOf);
    const date = firstOf(kinds, 'date') ?? firstOf(kinds, 'valueDate');
    const money = kinds.some((kind) => kind === 'credit' || kind === 'debit' || kind === 'amount');
    if (date === null || !(money || kinds.includes('balance'))) continue;
    const credits = creditRule(kinds);
    if (!credits) {
      sawMoneyWithoutCredits = true;
      continue;
    }
    return {
      headerRow: index,
      date,
      narration: firstOf(kinds, 'narration'),
      reference: firstOf(kinds, 'reference'),
      credits,
    };
  }
  throw sawMoneyWithoutCredits ? statementRefusals.noCreditColumn() : statementRefusals.notRecognised();
}

function creditRule(kinds: (ColumnKind | null)[]): CreditRule | null {
  const credit = firstOf(kinds, 'credit');
  if (credit !== null) return { kind: 'columns', credit, debit: firstOf(kinds, 'debit') };
  const amount = firstOf(kinds, 'amount');
  if (amount === null) return null;
  // Some exports mark the balance Dr/Cr too, after it: the amount's own mark is the nearest one.
  const right = kinds.findIndex((kind, index) => index > amount && kind === 'indicator');
  const left = kinds.findLastIndex((kind, index) => index < amount && kind === 'indicator');
  const indicator = right >= 0 ? right : left;
  return indicator >= 0 ? { kind: 'indicator', amount, indicator } : { kind: 'signed', amount };
}

function firstOf(kinds: (ColumnKind | null)[], wanted: ColumnKind): number | null {
  const index = kinds.indexOf(wanted);
  return index >= 0 ? index : null;
}
