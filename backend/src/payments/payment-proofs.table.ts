import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from '../appointments/appointments.table.js';
import { bankStatements } from '../reconciliation/statements.table.js';
import { users } from '../users/users.table.js';

// PAYMENT_STATUSES of common/ spelled out, since the migration tool cannot load that package;
// payment-proofs.table.spec.ts keeps the two equal.
export const paymentStatus = pgEnum('payment_status', ['pending', 'accepted', 'rejected']);

/**
 * One proof per appointment: a rejected proof is replaced in place, and the audit
 * log keeps the history. The UTR is unique so one payment backs one appointment.
 */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    transactionId: text('transaction_id').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /**
     * Given once, when the proof is accepted: `UMG/2026-27/000123`, from the
     * financial year's gapless series (see `receiptCounters`).
     */
    receiptNumber: text('receipt_number'),
    receiptIssuedAt: timestamp('receipt_issued_at', { withTimezone: true }),
    /** The bank statement whose credit confirmed the payment, when it was approved from one. */
    statementId: uuid('statement_id').references(() => bankStatements.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('payment_proofs_transaction_id_key').on(t.transactionId),
    uniqueIndex('payment_proofs_receipt_number_key').on(t.receiptNumber),
    index('payment_proofs_status_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * Whether the appointment in the query is paid: staff accepted its proof. The
 * proof is the only record of a payment, so every read and filter derives "paid"
 * from this one expression. A correlated subquery rather than a read of a joined
 * proof, so it works the same in a select, a where, an update's `returning` and a
 * `for update` lock, none of which need the proof joined.
 */
export const isPaid = sql<boolean>`exists (select 1 from ${paymentProofs} where ${paymentProofs.appointmentId} = ${appointments.id} and ${paymentProofs.status} = 'accepted')`;

/** What every view of a proof shows: patient, staff and the staff console alike. */
export const PROOF_COLUMNS = {
  status: paymentProofs.status,
  name: paymentProofs.name,
  transactionId: paymentProofs.transactionId,
  submittedAt: paymentProofs.submittedAt,
  reviewedAt: paymentProofs.reviewedAt,
  reason: paymentProofs.reason,
  receiptNumber: paymentProofs.receiptNumber,
  receiptIssuedAt: paymentProofs.receiptIssuedAt,
};
