import { Injectable } from '@nestjs/common';
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import { mailOutbox } from './mail-outbox.table.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/**
 * `next_attempt_at` of a mail that will never be tried again (given up or expired).
 * Such a row keeps `sent_at` null, has its bodies wiped and says why in `last_error`.
 */
export const NEVER = new Date('9999-12-31T00:00:00Z');

/**
 * What is cleared once a mail is out or given up: the parts that may hold codes or
 * health details. For the last mail to an erased account also whom it was for, even
 * inside the error it ended with (SMTP errors quote the address), so the outbox keeps
 * nothing that names the patient. `lastError`: the error to keep; the stored one if absent.
 */
function wiped(lastError?: string) {
  const forget = mailOutbox.forgetRecipient;
  const error = lastError === undefined ? sql`${mailOutbox.lastError}` : sql`${lastError}::text`;
  return {
    text: '',
    html: '',
    attachments: [],
    to: sql`case when ${forget} then '' else ${mailOutbox.to} end`,
    replyTo: sql`case when ${forget} then null else ${mailOutbox.replyTo} end`,
    lastError: sql`case when ${forget} then replace(${error}, ${mailOutbox.to}, '') else ${error} end`,
  };
}

/** What clears a claim: the mail is out, waits for its next attempt, or is given up. */
const UNCLAIMED = { claimedBy: null, claimExpiresAt: null };

const notExpired = (now: Date) => or(isNull(mailOutbox.expiresAt), gt(mailOutbox.expiresAt, now));
/** Nobody holds it, or whoever did has let its lease run out (its instance died mid-send). */
const unclaimed = (now: Date) => or(isNull(mailOutbox.claimExpiresAt), lte(mailOutbox.claimExpiresAt, now));
const isDue = (now: Date) =>
  and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), notExpired(now), unclaimed(now));

/** Who takes a mail, and for how long. */
export interface Claimant {
  instance: string;
  now: Date;
  leaseUntil: Date;
}

@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /**
   * Stores a mail; answers its id, or null when a mail with the same `dedupeKey` is
   * already stored (the unique key decides, so racing inserts keep exactly one).
   */
  async insert(mail: NewOutboxRow, executor: Executor = this.connection.db): Promise<string | null> {
    const [row] = await executor
      .insert(mailOutbox)
      .values(mail)
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    return row?.id ?? null;
  }

  /**
   * Deletes the mail queued under `dedupeKey` unless it is already out, so it is never
   * sent and the key is free again; answers whether there was one. A sender holding
   * it at this moment may still get it out; its later bookkeeping then finds no row.
   */
  async deleteUnsent(dedupeKey: string, executor: Executor = this.connection.db): Promise<boolean> {
    const rows = await executor
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.dedupeKey, dedupeKey), isNull(mailOutbox.sentAt)))
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  /**
   * Takes up to `limit` due mails, oldest first, for `instance` until the lease ends,
   * and counts the attempt. Rows another caller is claiming at this moment are
   * skipped, not waited for, so senders on several instances share the work without
   * ever taking the same mail.
   */
  async claimDue(claimant: Claimant, limit: number): Promise<OutboxRow[]> {
    const due = this.connection.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(isDue(claimant.now))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.claimWhere(claimant, inArray(mailOutbox.id, due));
  }

  /** Takes one mail if it is due and free: of two callers racing for it, exactly one gets it. */
  async claim(id: string, claimant: Claimant): Promise<OutboxRow | undefined> {
    const [row] = await this.claimWhere(claimant, and(eq(mailOutbox.id, id), isDue(claimant.now)));
    return row;
  }

  private claimWhere(claimant: Claimant, where: SQL | undefined): Promise<OutboxRow[]> {
    return this.connection.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        claimedBy: claimant.instance,
        claimExpiresAt: claimant.leaseUntil,
      })
      .where(where)
      .returning();
  }

  /**
   * Hands back the unsent mails `instance` still holds (it is stopping), so another
   * instance sends them now rather than after the lease. Answers how many.
   */
  async releaseClaims(instance: string): Promise<number> {
    const rows = await this.connection.db
      .update(mailOutbox)
      .set(UNCLAIMED)
      .where(and(eq(mailOutbox.claimedBy, instance), isNull(mailOutbox.sentAt)))
      .returning({ id: mailOutbox.id });
    return rows.length;
  }

  /** Bodies and attachments may hold codes or health details: nothing needs them once the mail is out. */
  async markSent(id: string, now: Date): Promise<void> {
    await this.connection.db
      .update(mailOutbox)
      .set({ sentAt: now, ...wiped(), ...UNCLAIMED })
      .where(eq(mailOutbox.id, id));
  }

  async scheduleRetry(id: string, at: Date, error: string): Promise<void> {
    await this.connection.db
      .update(mailOutbox)
      .set({ nextAttemptAt: at, lastError: error, ...UNCLAIMED })
      .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
  }

  async giveUp(id: string, reason: string): Promise<void> {
    await this.connection.db
      .update(mailOutbox)
      .set({ nextAttemptAt: NEVER, ...wiped(reason), ...UNCLAIMED })
      .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
  }

  /**
   * Gives up every unsent mail whose deadline has passed and that nobody is sending
   * now (a claimed one is settled by its sender); answers how many.
   */
  async dropExpired(now: Date, reason: string): Promise<number> {
    const rows = await this.connection.db
      .update(mailOutbox)
      .set({ nextAttemptAt: NEVER, ...wiped(reason) })
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.expiresAt, now),
          lt(mailOutbox.nextAttemptAt, NEVER),
          unclaimed(now),
        ),
      )
      .returning({ id: mailOutbox.id });
    return rows.length;
  }
}
