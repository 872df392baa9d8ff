import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { otps } from './otps.table.js';

export type OtpRow = typeof otps.$inferSelect;
export type OtpPurpose = OtpRow['purpose'];

@Injectable()
export class OtpsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  async latest(email: string, purpose: OtpPurpose): Promise<OtpRow | null> {
    const [row] = await this.db
      .select()
      .from(otps)
      .where(and(eq(otps.email, email), eq(otps.purpose, purpose)))
      .orderBy(desc(otps.createdAt))
      .limit(1);
    return row ?? null;
  }

  async countSince(email: string, purpose: OtpPurpose, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(otps)
      .where(and(eq(otps.email, email), eq(otps.purpose, purpose), gte(otps.createdAt, since)));
    return row?.n ?? 0;
  }

  /** Stores a new code and voids every older unused one for the same address and purpose. */
  async replace(row: typeof otps.$inferInsert & { createdAt: Date }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(otps)
        .set({ consumedAt: row.createdAt })
        .where(and(eq(otps.email, row.email), eq(otps.purpose, row.purpose), isNull(otps.consumedAt)));
      await tx.insert(otps).values(row);
    });
  }

  /**
   * Counts one try at a live code and answers its stored hash, or null when the
   * code is used, expired or out of tries. Check and count are one statement, so
   * parallel tries are counted one after another and never pass `limit`.
   */
  async claimAttempt(id: string, limit: number, now: Date): Promise<{ codeHash: string } | null> {
    const [row] = await this.db
      .update(otps)
      .set({ attempts: sql`${otps.attempts} + 1` })
      .where(and(eq(otps.id, id), lt(otps.attempts, limit), isNull(otps.consumedAt), gt(otps.expiresAt, now)))
      .returning({ codeHash: otps.codeHash });
    return row ?? null;
  }

  /** Marks a live code used; false when another request used it first or it expired. */
  async consume(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(otps)
      .set({ consumedAt: now })
      .where(and(eq(otps.id, id), isNull(otps.consumedAt), gt(otps.expiresAt, now)))
      .returning({ id: otps.id });
    return rows.length === 1;
  }

  /** Deletes codes that are used or expired and older than `before`; answers how many. */
  async deleteDead(now: Date, before: Date): Promise<number> {
    const rows = await this.db
      .delete(otps)
      .where(and(lt(otps.createdAt, before), or(isNotNull(otps.consumedAt), lt(otps.expiresAt, now))))
      .returning({ id: otps.id });
    return rows.length;
  }
}
