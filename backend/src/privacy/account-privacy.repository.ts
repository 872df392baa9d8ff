import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Executor } from '../database/unit-of-work.js';
import { isUniqueViolation } from '../database/postgres-errors.js';
import type { NewUser, UserRow } from '../users/users.repository.js';
import { users } from '../users/users.table.js';

/** What a consent change found on the account before it: enough to know whether it changed anything. */
export interface ConsentState {
  consentVersion: string | null;
  reminderMails: boolean;
}

/**
 * The account's consents as stored on its row: written beside their history in
 * `consent_records`, through the transaction the service opened, so the row and
 * the history never disagree.
 */
@Injectable()
export class AccountPrivacyRepository {
  /** The new account, or null when the e-mail is taken (the unique index decides, even under races). */
  async createAccount(tx: Executor, user: NewUser): Promise<UserRow | null> {
    try {
      // A savepoint, so a taken e-mail leaves the caller's transaction usable.
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint.insert(users).values(user).returning();
        return row ?? null;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) return null;
      throw error;
    }
  }

  /**
   * Locks the patient's row for the rest of the transaction, so two changes at once
   * are recorded one after the other, each seeing what the one before did; null when
   * there is no such patient.
   */
  async lockConsents(tx: Executor, userId: string): Promise<ConsentState | null> {
    const [row] = await tx
      .select({ consentVersion: users.consentVersion, reminderMails: users.reminderMails })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    return row ?? null;
  }

  async setNoticeAccepted(tx: Executor, userId: string, version: string, at: Date): Promise<UserRow | null> {
    const [row] = await tx
      .update(users)
      .set({ consentVersion: version, consentAt: at, updatedAt: at })
      .where(eq(users.id, userId))
      .returning();
    return row ?? null;
  }

  async setReminderMails(
    tx: Executor,
    userId: string,
    reminders: boolean,
    at: Date,
  ): Promise<UserRow | null> {
    const [row] = await tx
      .update(users)
      .set({ reminderMails: reminders, updatedAt: at })
      .where(eq(users.id, userId))
      .returning();
    return row ?? null;
  }

  async findById(tx: Executor, userId: string): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  }
}
