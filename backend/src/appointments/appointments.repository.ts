import { Injectable } from '@nestjs/common';
import { and, eq, gte } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { appointments } from './appointments.table.js';

export interface BookedSlotRow {
  doctorId: string;
  slotDate: string;
  slotTime: string;
}

@Injectable()
export class AppointmentsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /** Slots held by live (not cancelled) appointments starting at or after `since`. */
  liveSlotsSince(since: Date): Promise<BookedSlotRow[]> {
    return this.connection.db
      .select({
        doctorId: appointments.doctorId,
        slotDate: appointments.slotDate,
        slotTime: appointments.slotTime,
      })
      .from(appointments)
      .where(and(eq(appointments.cancelled, false), gte(appointments.startsAt, since)))
      .orderBy(appointments.startsAt);
  }
}
