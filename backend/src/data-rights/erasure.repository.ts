import { Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, isNotNull, not, or, sql } from 'drizzle-orm';
import { appointments } from '../appointments/appointments.table.js';
import { otps } from '../auth/otps.table.js';
import { blogLikes } from '../blogs/blogs.table.js';
import { enquiries } from '../contact/enquiries.table.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { isUniqueViolation } from '../database/postgres-errors.js';
import type { Executor } from '../database/unit-of-work.js';
import { doctors } from '../doctors/doctors.table.js';
import { familyMembers } from '../family/family-members.table.js';
import { mailOutbox } from '../mail/mail-outbox.table.js';
import { isPaid, paymentProofs } from '../payments/payment-proofs.table.js';
import type { UserRow } from '../users/users.repository.js';
import { users } from '../users/users.table.js';

/** What an erased account's row becomes: no name, no address, no health, no way in. */
export interface ErasedAccount {
  name: string;
  email: string;
  passwordHash: string;
  at: Date;
}

/** A future visit the erasure cancelled, with what the refund note and the audit entry say of it. */
export interface CancelledVisit {
  appointmentId: string;
  doctorName: string;
  slotDate: string;
  slotTime: string;
  amount: number;
  paid: boolean;
  receiptNumber: string | null;
}

const sameAddress = (column: typeof mailOutbox.to | typeof mailOutbox.replyTo, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * The account's row and everything hanging off it, for the e-mail change and the
 * erasure. Queries go straight to the tables: an erasure reaches into every part of
 * the product at once and must commit as one.
 */
@Injectable()
export class ErasureRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /** A live patient account (not erased); null otherwise. */
  async findPatient(userId: string): Promise<UserRow | null> {
    const [row] = await this.connection.db.select().from(users).where(eq(users.id, userId));
    return row && row.role === 'patient' && !row.deletedAt ? row : null;
  }

  /** The new address, or null when another account has it (the unique index decides, even under races). */
  async changeEmail(userId: string, email: string, at: Date): Promise<UserRow | null | 'taken'> {
    try {
      const [row] = await this.connection.db
        .update(users)
        .set({ email, updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.role, 'patient'), sql`${users.deletedAt} is null`))
        .returning();
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) return 'taken';
      throw error;
    }
  }

  /**
   * Locks the live patient's row for the rest of the transaction: a booking, a profile
   * change or a second erasure waits, and then finds the account gone.
   */
  async lockPatient(tx: Executor, userId: string): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    return row && row.role === 'patient' && !row.deletedAt ? row : null;
  }

  /** Cancels every live visit still to come, which frees its time (the live-slot index counts live ones only). */
  async cancelFuture(tx: Executor, userId: string, now: Date, reason: string): Promise<CancelledVisit[]> {
    const rows = await tx
      .update(appointments)
      .set({
        cancelled: true,
        cancelledAt: now,
        cancelReason: reason,
        sequence: sql`${appointments.sequence} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(appointments.userId, userId),
          gt(appointments.startsAt, now),
          eq(appointments.cancelled, false),
        ),
      )
      .returning({
        appointmentId: appointments.id,
        doctorId: appointments.doctorId,
        slotDate: appointments.slotDate,
        slotTime: appointments.slotTime,
        startsAt: appointments.startsAt,
        amount: appointments.amount,
        paid: isPaid,
      });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.appointmentId);
    const [names, receipts] = await Promise.all([
      tx
        .select({ id: doctors.id, name: doctors.name })
        .from(doctors)
        .where(inArray(doctors.id, [...new Set(rows.map((row) => row.doctorId))])),
      tx
        .select({ appointmentId: paymentProofs.appointmentId, receiptNumber: paymentProofs.receiptNumber })
        .from(paymentProofs)
        .where(inArray(paymentProofs.appointmentId, ids)),
    ]);
    return rows
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((row) => ({
        appointmentId: row.appointmentId,
        doctorName: names.find((d) => d.id === row.doctorId)?.name ?? '',
        slotDate: row.slotDate,
        slotTime: row.slotTime,
        amount: row.amount,
        paid: row.paid,
        receiptNumber: row.paid
          ? (receipts.find((r) => r.appointmentId === row.appointmentId)?.receiptNumber ?? null)
          : null,
      }));
  }

  /**
   * Deletes the visits nobody paid for (their proofs go with them). The dashboard's
   * day totals keep them: the visits happened or were cancelled, only the link to the
   * patient goes. Answers how many went, and how many of those had a proof still
   * waiting for staff, whom the audit entry warns.
   */
  async deleteUnpaid(tx: Executor, userId: string): Promise<{ deleted: number; pendingProofs: number }> {
    await tx.execute(sql`select set_config('umang.keep_day_stats', 'on', true)`);
    const pending = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(paymentProofs, eq(paymentProofs.appointmentId, appointments.id))
      .where(and(eq(appointments.userId, userId), eq(paymentProofs.status, 'pending')));
    const deleted = await tx
      .delete(appointments)
      .where(and(eq(appointments.userId, userId), not(isPaid)))
      .returning({ id: appointments.id });
    await tx.execute(sql`select set_config('umang.keep_day_stats', '', true)`);
    return { deleted: deleted.length, pendingProofs: pending.length };
  }

  /**
   * The paid visits stay for the accounts, under the pseudonym: no family member named
   * (the members go next), and the payer's name on the proof replaced. Answers how many.
   */
  async pseudonymisePaid(tx: Executor, userId: string, pseudonym: string): Promise<number> {
    const kept = await tx
      .update(appointments)
      .set({ patientId: null })
      .where(eq(appointments.userId, userId))
      .returning({ id: appointments.id });
    if (kept.length > 0) {
      await tx
        .update(paymentProofs)
        .set({ name: pseudonym })
        .where(
          inArray(
            paymentProofs.appointmentId,
            kept.map((row) => row.id),
          ),
        );
    }
    return kept.length;
  }

  /** Family members, likes, enquiries from the address, its codes and every mail to or from it. */
  async deleteBelongings(tx: Executor, userId: string, email: string) {
    const [members, likes, sentEnquiries, codes, mails] = [
      await tx
        .delete(familyMembers)
        .where(eq(familyMembers.userId, userId))
        .returning({ id: familyMembers.id }),
      await tx.delete(blogLikes).where(eq(blogLikes.userId, userId)).returning({ id: blogLikes.blogId }),
      await tx
        .delete(enquiries)
        .where(sql`lower(${enquiries.email}) = ${email.toLowerCase()}`)
        .returning({ id: enquiries.id }),
      await tx.delete(otps).where(eq(otps.email, email)).returning({ id: otps.id }),
      // A contact-form mail to the centre has the visitor as its reply-to.
      await tx
        .delete(mailOutbox)
        .where(
          or(
            sameAddress(mailOutbox.to, email),
            and(isNotNull(mailOutbox.replyTo), sameAddress(mailOutbox.replyTo, email)),
          ),
        )
        .returning({ id: mailOutbox.id }),
    ];
    return {
      familyMembers: members.length,
      likes: likes.length,
      enquiries: sentEnquiries.length,
      codes: codes.length,
      mails: mails.length,
    };
  }

  /** The row that stays, holding nothing personal, and no longer able to sign in or use a token. */
  async eraseAccount(tx: Executor, userId: string, erased: ErasedAccount): Promise<void> {
    await tx
      .update(users)
      .set({
        name: erased.name,
        email: erased.email,
        passwordHash: erased.passwordHash,
        phone: '',
        fathername: '',
        mothername: '',
        address: { line1: '', line2: '' },
        gender: '',
        dob: null,
        bloodGroup: '',
        allergy: '',
        medicalCondition: '',
        image: '',
        reminderMails: false,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: erased.at,
        updatedAt: erased.at,
      })
      .where(eq(users.id, userId));
  }
}
