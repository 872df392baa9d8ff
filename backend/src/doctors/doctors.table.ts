import type { Address } from '@umang/common';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

export const doctors = pgTable('doctors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  speciality: text('speciality').notNull(),
  degree: text('degree').notNull(),
  experience: integer('experience').notNull(),
  about: text('about').notNull(),
  /** Rupees. */
  fees: integer('fees').notNull(),
  available: boolean('available').notNull().default(true),
  address: jsonb('address').$type<Address>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Times staff have closed; `starts_at` lets old rows be filtered without parsing date keys. */
export const blockedSlots = pgTable(
  'blocked_slots',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    slotDate: text('slot_date').notNull(),
    slotTime: text('slot_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.slotDate, t.slotTime] })],
);
