import { Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../database/unit-of-work.js';
import { isUniqueViolation } from '../database/postgres-errors.js';
import { users } from '../users/users.table.js';
import { nextSequence } from './appointments.repository.js';
import { appointments } from './appointments.table.js';

/** What a move reads of the appointment it moves, under lock. */
export interface MovableRow {
  id: string;
  userId: string;
  patientId: string | null;
  slotDate: string;
  slotTime: string;
  startsAt: Date;
  cancelled: boolean;
  isCompleted: boolean;
  noShowAt: Date | null;
  rescheduleCount: number;
}

/** Where an appointment moves to. */
export interface NewSlot {
  slotDate: string;
  /** `HH:MM`, 24-hour. */
  slotTime: string;
  startsAt: Date;
}

/** The unique index that lets one live appointment hold a doctor's slot. */
const LIVE_SLOT_KEY = 'appointments_live_slot_key';

/** The writes behind moving an appointment to another slot, all through the caller's transaction. */
@Injectable()
export class RescheduleRepository {
  /**
   * Locks the appointment's row until the move commits, so its state, read here,
   * cannot change under the rules checked against it (a cancel or a second move
   * waits); null when there is no such appointment.
   */
  async lock(tx: Executor, id: string): Promise<MovableRow | null> {
    const [row] = await tx
      .select({
        id: appointments.id,
        userId: appointments.userId,
        patientId: appointments.patientId,
        slotDate: appointments.slotDate,
        slotTime: appointments.slotTime,
        startsAt: appointments.startsAt,
        cancelled: appointments.cancelled,
        isCompleted: appointments.isCompleted,
        noShowAt: appointments.noShowAt,
        rescheduleCount: appointments.rescheduleCount,
      })
      .from(appointments)
      .where(eq(appointments.id, id))
      .for('no key update');
    return row ?? null;
  }

  /**
   * Moves the locked appointment in place, so its payment proof, mails and history
   * stay with it: new slot, the calendar SEQUENCE raised, the reminder mark cleared
   * for the new time, and the patient's move counted when `byPatient`. The unique
   * live-slot index decides who gets a slot, even against a booking being written
   * at this moment: 'taken' when a live appointment holds it, and then the move is
   * undone (it ran in a savepoint) and the rest of the transaction goes on.
   */
  async move(
    tx: Executor,
    id: string,
    to: NewSlot,
    { byPatient, now }: { byPatient: boolean; now: Date },
  ): Promise<'moved' | 'taken'> {
    try {
      await tx.transaction((savepoint) =>
        savepoint
          .update(appointments)
          .set({
            slotDate: to.slotDate,
            slotTime: to.slotTime,
            startsAt: to.startsAt,
            sequence: nextSequence,
            // Staff moves are not counted against the patient's.
            ...(byPatient ? { rescheduleCount: sql`${appointments.rescheduleCount} + 1` } : {}),
            reminderSentAt: null,
            updatedAt: now,
          })
          .where(eq(appointments.id, id)),
      );
      return 'moved';
    } catch (error) {
      if (isUniqueViolation(error, LIVE_SLOT_KEY)) return 'taken';
      throw error;
    }
  }

  /**
   * Locks the account holder's row, as booking does after claiming its slot, so the
   * bookings and moves of one account are checked one after another and each sees
   * the others' commits. Not `for update`: a booking's foreign key holds a key-share
   * lock on the same row.
   */
  async lockAccount(tx: Executor, userId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  }
}
