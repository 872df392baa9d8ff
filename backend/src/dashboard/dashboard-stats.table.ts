import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { doctors } from '../doctors/doctors.table.js';

/**
 * The dashboard's running totals, one row per IST day and doctor, kept by the
 * database itself: a trigger on appointments adds each appointment's share and takes
 * back its old one whenever it changes (migration 0014). A year's dashboard so reads
 * some 3,700 rows instead of every appointment. The counts mean what the dashboard's
 * figures mean (`DashboardResponse` in common/); rupees are whole.
 */
export const appointmentDayStats = pgTable(
  'appointment_day_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    booked: integer('booked').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    noShow: integer('no_show').notNull().default(0),
    released: integer('released').notNull().default(0),
    approved: integer('approved').notNull().default(0),
    pending: integer('pending').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.doctorId] })],
);
