/**
 * Bank statement reconciliation: staff upload the statement of the centre's account
 * and the server checks each pending UPI proof against it. A proof matches only when
 * a credit carries the same 12-digit UTR and exactly the appointment's amount.
 */

/** The largest statement file accepted: a month of a busy account is well under 1 MB. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The file types the import takes, for the file picker's `accept`. */
export const STATEMENT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What staff see of the proof an entry is about, so they know it without opening it. */
export interface StatementProofSummary {
  appointmentId: string;
  utr: string;
  /** Who the payer said they were, and who the visit is for. */
  payerName: string;
  patientName: string;
  doctorName: string;
  /** `d_m_yyyy` and `HH:MM` of the appointment. */
  slotDate: string;
  slotTime: string;
}

/** A pending proof whose UTR is on the statement with exactly the amount due. */
export interface StatementMatch extends StatementProofSummary {
  /** Rupees. */
  amount: number;
  /** `YYYY-MM-DD`, the day the bank credited it. */
  creditedOn: string;
}

/** A pending proof whose UTR is on the statement, but with another amount. */
export interface StatementAmountMismatch extends StatementProofSummary {
  /** Rupees due for the appointment, and rupees the credit carries. */
  expected: number;
  received: number;
  creditedOn: string;
}

/** A pending proof submitted within the statement's period whose UTR is not on it. */
export interface StatementNotOnStatement extends StatementProofSummary {
  /** ISO 8601. */
  submittedAt: string;
}

/** A credit on the statement that no proof claims. */
export interface StatementUnclaimed {
  /** Null when the credit carries no 12-digit reference (a cash deposit, say). */
  utr: string | null;
  amount: number;
  creditedOn: string;
  narration: string;
}

/**
 * A UTR printed on more than one credit of the statement. Its proof, if any, is
 * not matched automatically: staff look at the credits and decide.
 */
export interface StatementDuplicate {
  utr: string;
  /** The pending proof that claims it, if one does. */
  proof: StatementProofSummary | null;
  credits: { amount: number; creditedOn: string; narration: string }[];
}

/** POST /api/admin/payments/statements (multipart, field `file`). */
export interface StatementImportResponse {
  success: true;
  statementId: string;
  fileName: string;
  /** Transactions read (debits and credits), and of them credits. */
  rows: number;
  credits: number;
  /** `YYYY-MM-DD`: the first and last transaction day on the statement. */
  from: string;
  to: string;
  matched: StatementMatch[];
  amountMismatch: StatementAmountMismatch[];
  notOnStatement: StatementNotOnStatement[];
  unclaimed: StatementUnclaimed[];
  duplicates: StatementDuplicate[];
}

/** Why `apply` left a proof alone. */
export const STATEMENT_SKIP_REASONS = [
  'not_pending',
  'not_on_statement',
  'amount_mismatch',
  'duplicate_credit',
  'appointment_cancelled',
  'not_found',
] as const;
export type StatementSkipReason = (typeof STATEMENT_SKIP_REASONS)[number];

/** POST /api/admin/payments/statements/:statementId/apply `{ appointmentIds }`. */
export interface StatementApplyRequest {
  appointmentIds: string[];
}

/** At most this many proofs approved by one apply. */
export const STATEMENT_APPLY_MAX = 500;

export interface StatementApplyResponse {
  success: true;
  message: string;
  approved: number;
  skipped: number;
  /** One entry per proof left alone, in the order asked. */
  skippedProofs: { appointmentId: string; reason: StatementSkipReason; message: string }[];
}
