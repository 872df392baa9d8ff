import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The last receipt number issued in each Indian financial year (`2026-27`). An
 * approval takes the next one by updating this row in its own transaction, so the
 * row lock orders concurrent approvals and a rolled-back approval gives its number
 * back: the series has no gaps and no repeats.
 */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
