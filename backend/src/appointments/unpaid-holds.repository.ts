import { Injectable } from '@nestjs/common';
import { and, asc, eq, gt, lte, not } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import { isPaid } from '../payments/payment-proofs.table.js';
import { type CentreCancellation, cancelByCentreWithin, noLiveProof } from './appointments.repository.js';
import { appointments } from './appointments.table.js';

/**
 * Live, unpaid, booked at or before `bookedBy`, and still ahead at `now`. A slot
 * already past is never released: it frees nothing anyone could book, and staff
 * may still settle it at the desk.
 */
const heldPast = (now: Date, bookedBy: Date) =>
  and(
    eq(appointments.cancelled, false),
    eq(appointments.isCompleted, false),
    not(isPaid),
    lte(appointments.createdAt, bookedBy),
    gt(appointments.startsAt, now),
  );

/** The queries behind releasing unpaid bookings whose hold has run out. */
@Injectable()
export class UnpaidHoldsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /** Ids of the bookings due for release, oldest booking first. */
  async due(now: Date, bookedBy: Date, limit: number): Promise<string[]> {
    const rows = await this.connection.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(heldPast(now, bookedBy), noLiveProof))
      .orderBy(asc(appointments.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Releases one booking if it is still due, through the caller's unit of work
   * (which commits it with its audit entry). The row is locked first, so a proof being stored at this moment
   * (which locks the same row) either commits before the check below, and wins,
   * or waits and then finds the appointment cancelled. The check is a statement
   * of its own so it sees whatever committed while the lock was awaited.
   */
  async release(
    tx: Executor,
    id: string,
    now: Date,
    bookedBy: Date,
    cancellation: CentreCancellation,
  ): Promise<boolean> {
    const [held] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, id), heldPast(now, bookedBy)))
      .for('update');
    if (!held) return false;
    const row = await cancelByCentreWithin(
      tx,
      id,
      now,
      cancellation,
      and(heldPast(now, bookedBy), noLiveProof),
    );
    return row !== null;
  }
}
