import type { ConsentAction, ConsentPurpose } from '@umang/common';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { familyMembers } from '../family/family-members.table.js';
import { users } from '../users/users.table.js';

/**
 * Every consent given or withdrawn, never updated: the privacy notice accepted (at
 * sign-up and at each new version), the optional reminder mails, and a parent's
 * consent for a child. The account's current state is on `users`; this is its history,
 * which the patient downloads with their data. Holds no personal data itself, so it
 * stays with an erased account's pseudonymised row as the record that consent was had.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    action: text('action').$type<ConsentAction>().notNull(),
    /** The privacy notice in force when it was given or withdrawn. */
    noticeVersion: text('notice_version').notNull(),
    /** For a parent's consent for a child: the member it covers; null once the member is erased. */
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_user_idx').on(t.userId, t.createdAt),
    // Spelled out: drizzle-kit loads this file where the shared package cannot be imported.
    check('consent_records_purpose_check', sql`${t.purpose} IN ('notice', 'reminders', 'child')`),
    check('consent_records_action_check', sql`${t.action} IN ('given', 'withdrawn')`),
  ],
);
