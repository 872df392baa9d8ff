import { Injectable } from '@nestjs/common';
import { type ConsentAction, type ConsentPurpose, PRIVACY_NOTICE_VERSION } from '@umang/common';
import { asc, eq } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import { consentRecords } from './consent-records.table.js';

export interface ConsentEvent {
  userId: string;
  purpose: ConsentPurpose;
  action: ConsentAction;
  /** The child a parent's consent covers. */
  familyMemberId?: string | null;
  at: Date;
}

/**
 * The history of consents: written beside the change it records (an account made, a
 * child added, a notice accepted, reminders switched), through the same executor, so a
 * consent is on record exactly when its change is.
 */
@Injectable()
export class ConsentRecordsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  async record(tx: Executor, event: ConsentEvent): Promise<void> {
    await tx.insert(consentRecords).values({
      userId: event.userId,
      purpose: event.purpose,
      action: event.action,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      familyMemberId: event.familyMemberId ?? null,
      createdAt: event.at,
    });
  }

  /** The account's whole history, oldest first. */
  listForUser(userId: string) {
    return this.connection.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, userId))
      .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id));
  }
}
