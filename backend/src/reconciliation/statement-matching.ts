import {
  istToday,
  type StatementSkipReason,
  toIsoDate,
  type StatementAmountMismatch,
  type StatementDuplicate,
  type StatementMatch,
  type StatementNotOnStatement,
  type StatementProofSummary,
  type StatementUnclaimed,
} from '@umang/common';
import { InvalidError } from '../common/errors/domain-error.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { ParsedStatement, StatementCredit } from './statement-parser.js';

/** A proof as the statement is checked against it (see `PaymentsService.proofsForStatement`). */
export type ProofToReconcile = Awaited<ReturnType<PaymentsService['proofsForStatement']>>[number];

export interface StatementReport {
  matched: StatementMatch[];
  amountMismatch: StatementAmountMismatch[];
  notOnStatement: StatementNotOnStatement[];
  unclaimed: StatementUnclaimed[];
  duplicates: StatementDuplicate[];
}

export const OTHER_ACCOUNT_MESSAGE =
  "None of this statement's payments matches any payment details patients sent. Please check that it is the statement of the centre's own account.";

const rupees = (paise: number): number => paise / 100;

/** `YYYY-MM-DD` of the IST day an instant falls on, comparable with the statement's days. */
const istDay = (instant: Date): string => toIsoDate(istToday(instant));

/**
 * What the statement's credits carrying a proof's UTR say of it: the payment is
 * confirmed only by exactly one credit of exactly the appointment's amount (rupees).
 * The preview and the approval both judge by this, so what staff are shown as
 * matched is what gets approved.
 */
export function creditVerdict(
  credits: readonly Pick<StatementCredit, 'amountPaise'>[],
  amount: number,
): 'match' | Extract<StatementSkipReason, 'not_on_statement' | 'duplicate_credit' | 'amount_mismatch'> {
  if (credits.length === 0) return 'not_on_statement';
  if (credits.length > 1) return 'duplicate_credit';
  return credits[0]!.amountPaise === amount * 100 ? 'match' : 'amount_mismatch';
}

function summaryOf(proof: ProofToReconcile): StatementProofSummary {
  return {
    appointmentId: proof.appointmentId,
    utr: proof.utr,
    payerName: proof.payerName,
    // The visit is for the family member when there is one, else for the account holder.
    patientName: proof.member?.name ?? proof.account.name,
    doctorName: proof.doctorName,
    slotDate: proof.slotDate,
    slotTime: proof.slotTime,
  };
}

function groupBy<T>(items: T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Sorts the statement's credits and the proofs into what staff act on. A pending
 * proof matches only when its UTR is on exactly one credit of the statement with
 * exactly the appointment's amount; anything less is shown, never approved.
 * Refuses a statement none of whose UTRs any proof carries: it is almost surely
 * the statement of some other account, and storing it would only add noise.
 */
export function reconcileStatement(statement: ParsedStatement, proofs: ProofToReconcile[]): StatementReport {
  const creditsByUtr = groupBy(statement.credits, (credit) => credit.utr);
  if (!proofs.some((proof) => creditsByUtr.has(proof.utr))) {
    throw new InvalidError(OTHER_ACCOUNT_MESSAGE, 'statement_other_account');
  }
  const report: StatementReport = {
    matched: [],
    amountMismatch: [],
    notOnStatement: [],
    unclaimed: [],
    duplicates: [],
  };
  const pendingByUtr = new Map<string, StatementProofSummary>();
  const held = new Set<string>();
  for (const proof of proofs) {
    if (proof.status === 'rejected') continue;
    held.add(proof.utr);
    if (proof.status !== 'pending') continue;
    const summary = summaryOf(proof);
    pendingByUtr.set(proof.utr, summary);
    const credits = creditsByUtr.get(proof.utr) ?? [];
    const verdict = creditVerdict(credits, proof.amount);
    if (verdict === 'not_on_statement') {
      const submittedOn = istDay(proof.submittedAt);
      if (submittedOn >= statement.from && submittedOn <= statement.to) {
        report.notOnStatement.push({ ...summary, submittedAt: proof.submittedAt.toISOString() });
      }
    } else if (verdict === 'match') {
      report.matched.push({ ...summary, amount: proof.amount, creditedOn: credits[0]!.creditedOn });
    } else if (verdict === 'amount_mismatch') {
      report.amountMismatch.push({
        ...summary,
        expected: proof.amount,
        received: rupees(credits[0]!.amountPaise),
        creditedOn: credits[0]!.creditedOn,
      });
    }
    // A duplicated UTR is listed with its credits below, never matched.
  }
  for (const [utr, credits] of creditsByUtr) {
    if (credits.length < 2) continue;
    report.duplicates.push({ utr, proof: pendingByUtr.get(utr) ?? null, credits: credits.map(creditView) });
  }
  report.unclaimed = statement.credits
    .filter((credit) => credit.utr === null || !held.has(credit.utr))
    .map((credit) => ({ utr: credit.utr, ...creditView(credit) }));
  return report;
}

function creditView(credit: StatementCredit) {
  return { amount: rupees(credit.amountPaise), creditedOn: credit.creditedOn, narration: credit.narration };
}
