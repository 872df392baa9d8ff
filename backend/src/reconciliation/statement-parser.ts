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
  void file;
  throw new Error('The statement parser is not written yet');
}
