import { Injectable } from '@nestjs/common';
import { isId } from '@umang/common';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import { doctors } from '../doctors/doctors.table.js';
import { familyMembers } from '../family/family-members.table.js';
import type { AppointmentMailData } from '../mail/appointment-templates.js';
import { isPaid, paymentProofs } from '../payments/payment-proofs.table.js';
import { users } from '../users/users.table.js';
import { appointments } from './appointments.table.js';

/** Everything a mail about one appointment needs. */
export interface AppointmentMailRow extends AppointmentMailData {
  id: string;
  patientEmail: string;
  startsAt: Date;
  /** The calendar SEQUENCE of the appointment's event as it now stands. */
  sequence: number;
  cancelled: boolean;
  isCompleted: boolean;
  proofReason: string | null;
  /** The accepted proof's UTR and receipt, for the receipt attached to the approval mail. */
  transactionId: string | null;
  receiptNumber: string | null;
  receiptIssuedAt: Date | null;
}

/**
 * Live, not completed, not yet reminded, of an account that consents to reminders:
 * the appointments a reminder may go to. The consent is read where the row is
 * locked, so a withdrawal just before the run is honoured.
 */
const remindable = and(
  eq(appointments.cancelled, false),
  eq(appointments.isCompleted, false),
  isNull(appointments.reminderSentAt),
  sql`exists (select 1 from ${users} where ${users.id} = ${appointments.userId} and ${users.reminderMails})`,
);

/** The reads and the reminder mark behind the appointment mails. */
@Injectable()
export class AppointmentMailsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  /** The appointment with its account holder, family member, doctor and proof, in one query; null for an unknown id. */
  async findForMail(id: string, executor: Executor = this.db): Promise<AppointmentMailRow | null> {
    // Not a UUID cannot be an appointment, and would make PostgreSQL refuse the query.
    if (!isId(id)) return null;
    const [row] = await executor
      .select({
        id: appointments.id,
        slotDate: appointments.slotDate,
        slotTime: appointments.slotTime,
        startsAt: appointments.startsAt,
        sequence: appointments.sequence,
        amount: appointments.amount,
        payment: isPaid,
        cancelled: appointments.cancelled,
        isCompleted: appointments.isCompleted,
        patientName: users.name,
        patientEmail: users.email,
        language: users.language,
        memberName: familyMembers.name,
        doctorName: doctors.name,
        speciality: doctors.speciality,
        address: doctors.address,
        proofStatus: paymentProofs.status,
        proofReason: paymentProofs.reason,
        transactionId: paymentProofs.transactionId,
        receiptNumber: paymentProofs.receiptNumber,
        receiptIssuedAt: paymentProofs.receiptIssuedAt,
      })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.userId))
      .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
      .leftJoin(familyMembers, eq(familyMembers.id, appointments.patientId))
      .leftJoin(paymentProofs, eq(paymentProofs.appointmentId, appointments.id))
      .where(eq(appointments.id, id));
    return row ?? null;
  }

  /** Ids of the appointments on that IST date (`d_m_yyyy`) still waiting for their reminder. */
  async remindableOn(slotDate: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.slotDate, slotDate), remindable))
      .orderBy(asc(appointments.startsAt));
    return rows.map((row) => row.id);
  }

  /**
   * Locks the appointment's row if it is still waiting for its reminder on `slotDate`,
   * so a move or a cancellation waits until the reminder is stored and marked, or has
   * gone first and is seen here. Answers whether it is still due.
   */
  async lockRemindable(tx: Executor, id: string, slotDate: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.slotDate, slotDate), remindable))
      .for('no key update');
    return row !== undefined;
  }

  /**
   * Notes that the reminder is queued, so later runs no longer look at the appointment;
   * a move clears the mark. The outbox's unique key, not this mark, keeps a reminder
   * for one slot from being queued twice.
   */
  async markReminded(tx: Executor, id: string, now: Date): Promise<void> {
    await tx
      .update(appointments)
      .set({ reminderSentAt: now })
      .where(and(eq(appointments.id, id), isNull(appointments.reminderSentAt)));
  }
}
