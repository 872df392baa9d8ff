import { Injectable } from '@nestjs/common';
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { mailOutbox } from './mail-outbox.table.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/**
 * `next_attempt_at` of a mail that will never be tried again (given up or expired).
 * Such a row keeps `sent_at` null, has its bodies wiped and says why in `last_error`.
 */
export const NEVER = new Date('9999-12-31T00:00:00Z');

/** What is cleared once a mail is out or given up: the parts that may hold codes or health details. */
const WIPED = { text: '', html: '', attachments: [] };

const notExpired = (now: Date) => or(isNull(mailOutbox.expiresAt), gt(mailOutbox.expiresAt, now));
const isDue = (now: Date) =>
  and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), notExpired(now));

@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  async insert(mail: NewOutboxRow): Promise<string> {
    const [row] = await this.connection.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    return row!.id;
  }

  /** Ids of mails waiting to be sent, oldest first. */
  async dueIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.connection.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(isDue(now))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Takes a due mail for sending: one conditional update, so of two callers racing
   * for the same row exactly one gets it back. The row stays held until `heldUntil`.
   * Counts the attempt.
   */
  async claim(id: string, now: Date, heldUntil: Date): Promise<OutboxRow | undefined> {
    const [row] = await this.connection.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: heldUntil })
      .where(and(eq(mailOutbox.id, id), isDue(now)))
      .returning();
    return row;
  }

  /** Bodies and attachments may hold codes or health details: nothing needs them once the mail is out. */
  async markSent(id: string, now: Date): Promise<void> {
    await this.connection.db
      .update(mailOutbox)
      .set({ sentAt: now, ...WIPED })
      .where(eq(mailOutbox.id, id));
  }

  async scheduleRetry(id: string, at: Date, error: string): Promise<void> {
    await this.connection.db
      .update(mailOutbox)
      .set({ nextAttemptAt: at, lastError: error })
      .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
  }

  async giveUp(id: string, reason: string): Promise<void> {
    await this.connection.db
      .update(mailOutbox)
      .set({ nextAttemptAt: NEVER, lastError: reason, ...WIPED })
      .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
  }

  /** Gives up every unsent mail whose deadline has passed, waiting or not; answers how many. */
  async dropExpired(now: Date, reason: string): Promise<number> {
    const rows = await this.connection.db
      .update(mailOutbox)
      .set({ nextAttemptAt: NEVER, lastError: reason, ...WIPED })
      .where(
        and(isNull(mailOutbox.sentAt), lte(mailOutbox.expiresAt, now), lt(mailOutbox.nextAttemptAt, NEVER)),
      )
      .returning({ id: mailOutbox.id });
    return rows.length;
  }
}
