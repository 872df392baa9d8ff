import { customType, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both take a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded files, kept in the database so every instance serves every file and a
 * backup of the database holds them too. `name` is the file's public name under
 * `/uploads/`; `refs` counts the records that show it, because two uploads of the
 * same bytes share one content-addressed name and the file goes with the last of them.
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  refs: integer('refs').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A file's bytes in fixed-size chunks, numbered from 0, so a range of a long video
 * reads only the chunks it covers and never the whole file at once.
 */
export const mediaChunks = pgTable(
  'media_chunks',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.seq] })],
);
