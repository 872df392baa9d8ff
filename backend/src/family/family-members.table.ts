import type { BloodGroup, Gender, Relation } from '@umang/common';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** People an account books for: a parent's children, a spouse, an elderly parent. */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation').$type<Relation>().notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    bloodGroup: text('blood_group').$type<BloodGroup | ''>().notNull().default(''),
    allergy: text('allergy').notNull().default(''),
    medicalCondition: text('medical_condition').notNull().default(''),
    /**
     * When the account holder, as parent or guardian, consented to the centre holding
     * this member's data; required for a member under 18. Also kept in `consent_records`.
     */
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true }),
    /**
     * Set when the account holder removes the member: gone from their list, while
     * past appointments still name who was seen.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_members_user_idx').on(t.userId)],
);
