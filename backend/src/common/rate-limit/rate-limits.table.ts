import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every instance on PostgreSQL (rate-limiter-flexible's
 * Drizzle store: one row per limited key, its points and when its window ends).
 * Unused on PGlite, which serves one process and counts in memory.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
