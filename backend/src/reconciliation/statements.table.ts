import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * One bank statement file staff imported. The same file imported again is the same
 * statement (its SHA-256 is unique), so a second upload changes nothing.
 */
export const bankStatements = pgTable('bank_statements', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileSha256: text('file_sha256').notNull().unique(),
  fileName: text('file_name').notNull(),
  /** IST days of the first and last transaction on it, `YYYY-MM-DD`. */
  periodFrom: date('period_from', { mode: 'string' }).notNull(),
  periodTo: date('period_to', { mode: 'string' }).notNull(),
  /** Transactions read (debits and credits), and of them credits. */
  rowCount: integer('row_count').notNull(),
  creditCount: integer('credit_count').notNull(),
  importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A credit to the centre's account, stored once however many statements show it:
 * `contentKey` is a hash of what the bank printed for it (see the statement parser),
 * so an overlapping statement finds its rows already here.
 */
export const statementCredits = pgTable(
  'statement_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentKey: text('content_key').notNull().unique(),
    /** The 12-digit UPI reference the row carries; null for a credit that is not a UPI payment. */
    utr: text('utr'),
    /** Paise, so 1,200.50 is exact. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    creditedOn: date('credited_on', { mode: 'string' }).notNull(),
    narration: text('narration').notNull(),
  },
  (t) => [index('statement_credits_utr_idx').on(t.utr)],
);

/** Which credits each statement shows: overlapping statements share rows. */
export const bankStatementCredits = pgTable(
  'bank_statement_credits',
  {
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    creditId: uuid('credit_id')
      .notNull()
      .references(() => statementCredits.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.statementId, t.creditId] }),
    index('bank_statement_credits_credit_idx').on(t.creditId),
  ],
);
