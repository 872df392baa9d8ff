import { Injectable } from '@nestjs/common';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { appointments } from '../appointments/appointments.table.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { isUniqueViolation } from '../database/postgres-errors.js';
import type { Executor } from '../database/unit-of-work.js';
import { doctors } from '../doctors/doctors.table.js';
import { familyMembers } from '../family/family-members.table.js';
import { ACCOUNT_COLUMNS, MEMBER_COLUMNS } from '../appointments/appointments.repository.js';
import { users } from '../users/users.table.js';
import { financialYear, receiptNumber } from '@umang/common';
import { PROOF_COLUMNS, paymentProofs } from './payment-proofs.table.js';
import { receiptCounters } from './receipt-counters.table.js';

export type PaymentStatusValue = (typeof paymentProofs.$inferSelect)['status'];
export type SubmitOutcome = 'stored' | 'locked' | 'utr-used' | 'cancelled' | 'no-show';
export type DecideOutcome = 'decided' | 'already-decided' | 'cancelled';

/** What confirmed a payment besides a person's judgement: a bank statement showing the credit. */
export interface PaymentEvidence {
  statementId: string;
  /** The UTR the statement shows; the decision applies only while the proof still carries it. */
  utr: string;
}

@Injectable()
export class PaymentsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  /**
   * Locks a live appointment's row for the rest of the transaction; false when it
   * is cancelled. Cancels (by staff or the release job) take the same lock first,
   * so a proof and a cancel of one appointment happen one after the other, and
   * whichever commits second sees the first.
   */
  private async lockLive(tx: Executor, appointmentId: string): Promise<boolean> {
    return (await this.lockLiveState(tx, appointmentId)) !== null;
  }

  /** `lockLive`, answering whether the live appointment was marked a no-show; null when cancelled. */
  private async lockLiveState(tx: Executor, appointmentId: string): Promise<{ noShow: boolean } | null> {
    const [row] = await tx
      .select({ noShowAt: appointments.noShowAt })
      .from(appointments)
      .where(and(eq(appointments.id, appointmentId), eq(appointments.cancelled, false)))
      .for('update');
    return row ? { noShow: row.noShowAt !== null } : null;
  }

  /**
   * Stores a proof as pending. A rejected proof is replaced in place; a pending or
   * accepted one is left alone ('locked'); a UTR already used elsewhere is refused;
   * an appointment cancelled meanwhile (say, released unpaid) or marked a no-show
   * (closed like a completed visit) takes none.
   */
  async submit(proof: {
    appointmentId: string;
    name: string;
    transactionId: string;
    now: Date;
  }): Promise<SubmitOutcome> {
    const fresh = {
      name: proof.name,
      transactionId: proof.transactionId,
      status: 'pending' as const,
      submittedAt: proof.now,
      reviewedAt: null,
      reviewedBy: null,
      reason: null,
    };
    try {
      return await this.db.transaction(async (tx) => {
        const live = await this.lockLiveState(tx, proof.appointmentId);
        if (!live) return 'cancelled';
        if (live.noShow) return 'no-show';
        const rows = await tx
          .insert(paymentProofs)
          .values({ appointmentId: proof.appointmentId, ...fresh })
          .onConflictDoUpdate({
            target: paymentProofs.appointmentId,
            set: fresh,
            setWhere: eq(paymentProofs.status, 'rejected'),
          })
          .returning({ id: paymentProofs.appointmentId });
        return rows.length === 1 ? 'stored' : 'locked';
      });
    } catch (error) {
      if (isUniqueViolation(error, 'payment_proofs_transaction_id_key')) return 'utr-used';
      throw error;
    }
  }

  /**
   * Decides a pending proof, atomically: the `status = 'pending'` condition lets only
   * the first of two racing decisions through. An approval needs the appointment
   * still live when it commits, so a payment is never approved for a freed slot.
   * The accepted proof is itself what makes the appointment paid (see `isPaid`).
   * Runs in the caller's unit of work, which holds the appointment's lock until the
   * audit entry commits with the decision. An approval takes the financial year's
   * next receipt number in the same transaction (see `receiptCounters`).
   */
  async decide(
    tx: Executor,
    decision: {
      appointmentId: string;
      status: 'accepted' | 'rejected';
      reason: string | null;
      staffId: string;
      now: Date;
      evidence?: PaymentEvidence;
    },
  ): Promise<DecideOutcome> {
    // Rejecting stays possible, so a proof left waiting on a cancelled appointment can be cleared.
    const live = await this.lockLive(tx, decision.appointmentId);
    if (!live && decision.status === 'accepted') return 'cancelled';
    const decided = await tx
      .update(paymentProofs)
      .set({
        status: decision.status,
        reason: decision.reason,
        reviewedAt: decision.now,
        reviewedBy: decision.staffId,
        statementId: decision.evidence?.statementId ?? null,
      })
      .where(
        and(
          eq(paymentProofs.appointmentId, decision.appointmentId),
          eq(paymentProofs.status, 'pending'),
          decision.evidence ? eq(paymentProofs.transactionId, decision.evidence.utr) : undefined,
        ),
      )
      .returning({ id: paymentProofs.appointmentId });
    if (decided.length === 0) return 'already-decided';
    if (decision.status === 'accepted') {
      // Only after the proof is known to be decided here, so a refused decision takes no number.
      await tx
        .update(paymentProofs)
        .set({ receiptNumber: await this.nextReceiptNumber(tx, decision.now), receiptIssuedAt: decision.now })
        .where(eq(paymentProofs.appointmentId, decision.appointmentId));
      // Being paid is a change to the appointment, even though the proof records it.
      await tx
        .update(appointments)
        .set({ updatedAt: decision.now })
        .where(eq(appointments.id, decision.appointmentId));
    }
    return 'decided';
  }

  /** Takes the next number of the financial year `now` falls in; its row stays locked until commit. */
  private async nextReceiptNumber(tx: Executor, now: Date): Promise<string> {
    const year = financialYear(now);
    const [row] = await tx
      .insert(receiptCounters)
      .values({ financialYear: year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: receiptCounters.financialYear,
        set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
      })
      .returning({ last: receiptCounters.lastNumber });
    return receiptNumber(year, row!.last);
  }

  /** Proofs with the patient, doctor and slot staff need to find the payment, newest first. */
  listByStatus(status: PaymentStatusValue, limit: number, offset: number) {
    return this.db
      .select({
        appointmentId: paymentProofs.appointmentId,
        ...PROOF_COLUMNS,
        amount: appointments.amount,
        slotDate: appointments.slotDate,
        slotTime: appointments.slotTime,
        cancelled: appointments.cancelled,
        account: ACCOUNT_COLUMNS,
        member: MEMBER_COLUMNS,
        doctor: { id: doctors.id, name: doctors.name, speciality: doctors.speciality },
      })
      .from(paymentProofs)
      .innerJoin(appointments, eq(appointments.id, paymentProofs.appointmentId))
      .innerJoin(users, eq(users.id, appointments.userId))
      .leftJoin(familyMembers, eq(familyMembers.id, appointments.patientId))
      .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
      .where(eq(paymentProofs.status, status))
      .orderBy(desc(paymentProofs.submittedAt))
      .limit(limit)
      .offset(offset);
  }

  /**
   * What a bank statement is checked against, in one query: every pending proof (a
   * pending proof whose UTR is missing from the statement is news too) and any other
   * proof whose UTR the statement shows, each with who and what it is for.
   */
  listForStatement(utrs: string[], tx: Executor = this.db) {
    return tx
      .select({
        appointmentId: paymentProofs.appointmentId,
        status: paymentProofs.status,
        payerName: paymentProofs.name,
        utr: paymentProofs.transactionId,
        submittedAt: paymentProofs.submittedAt,
        amount: appointments.amount,
        slotDate: appointments.slotDate,
        slotTime: appointments.slotTime,
        cancelled: appointments.cancelled,
        account: ACCOUNT_COLUMNS,
        member: MEMBER_COLUMNS,
        doctorName: doctors.name,
      })
      .from(paymentProofs)
      .innerJoin(appointments, eq(appointments.id, paymentProofs.appointmentId))
      .innerJoin(users, eq(users.id, appointments.userId))
      .leftJoin(familyMembers, eq(familyMembers.id, appointments.patientId))
      .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
      .where(
        or(
          eq(paymentProofs.status, 'pending'),
          // One array parameter: a month's statement carries thousands of UTRs.
          sql`${paymentProofs.transactionId} = any(${sql.param(utrs)}::text[])`,
        ),
      )
      .orderBy(paymentProofs.submittedAt);
  }

  async countByStatus(): Promise<Record<PaymentStatusValue, number>> {
    const rows = await this.db
      .select({ status: paymentProofs.status, n: sql<number>`count(*)::int` })
      .from(paymentProofs)
      .groupBy(paymentProofs.status);
    const counts = { pending: 0, accepted: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }
}
