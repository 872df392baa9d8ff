import type { Address, BloodGroup, Gender, Language, Role } from '@umang/common';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { doctors } from '../doctors/doctors.table.js';

// Spelled out rather than spread from CONSOLE_ROLES: drizzle-kit loads this file where
// the shared package cannot be imported at run time. The `satisfies` keeps the two in step.
export const userRole = pgEnum('user_role', [
  'patient',
  'admin',
  'staff',
  'doctor',
] as const satisfies Role[]);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: userRole('role').notNull().default('patient'),
    /** Stored lower-cased; the unique index is what stops a second account. */
    email: text('email').notNull(),
    /** Null for a console account invited by an admin until its holder sets a password with the mailed code. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    fathername: text('fathername').notNull().default(''),
    mothername: text('mothername').notNull().default(''),
    address: jsonb('address').$type<Address>().notNull().default({ line1: '', line2: '' }),
    gender: text('gender').$type<Gender | ''>().notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    bloodGroup: text('blood_group').$type<BloodGroup | ''>().notNull().default(''),
    allergy: text('allergy').notNull().default(''),
    medicalCondition: text('medical_condition').notNull().default(''),
    image: text('image').notNull().default(''),
    /** The language the patient reads the site in: every mail to the account is written in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    /**
     * When and which version of the privacy notice the patient last accepted; every
     * acceptance is also kept in `consent_records`. Booking waits for the current version.
     */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    /** Consent to the optional reminder mails the day before a visit; withdrawn in one click. */
    reminderMails: boolean('reminder_mails').notNull().default(true),
    /**
     * Set when the patient erased their account: the row stays only for the records the
     * centre must keep (paid visits, receipts), under the name "Deleted patient #…".
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Bumped on logout and password reset: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The doctor record a `doctor` console account acts for; null for every other role. */
    doctorId: uuid('doctor_id').references((): AnyPgColumn => doctors.id, { onDelete: 'restrict' }),
    /** Set when an admin disabled a console account: it can neither sign in nor use a token. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // A doctor has at most one console account in use; a disabled one may be replaced.
    uniqueIndex('users_doctor_live_key')
      .on(t.doctorId)
      .where(sql`${t.doctorId} IS NOT NULL AND ${t.disabledAt} IS NULL`),
    check('users_doctor_link_check', sql`(${t.role} = 'doctor') = (${t.doctorId} IS NOT NULL)`),
    // Only a console account can wait for its first password; a patient sets one at sign-up.
    check('users_password_check', sql`${t.role} <> 'patient' OR ${t.passwordHash} IS NOT NULL`),
    // Spelled out like the roles above; `Language` keeps the column's type in step with LANGUAGES.
    check('users_language_check', sql`${t.language} IN ('en', 'hi')`),
  ],
);
