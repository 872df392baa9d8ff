import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { doctors } from '../doctors/doctors.table.js';
import { familyMembers } from '../family/family-members.table.js';
import { users } from '../users/users.table.js';

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    /** The family member the visit is for; null when it is for the account holder. */
    // No action (not restrict): checked at the end of the statement, so deleting an account
    // removes its appointments and members together.
    patientId: uuid('patient_id').references(() => familyMembers.id, { onDelete: 'no action' }),
    /** `d_m_yyyy`, as the API speaks it. */
    slotDate: text('slot_date').notNull(),
    /** `HH:MM`, 24-hour. */
    slotTime: text('slot_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Rupees: the doctor's fee when the slot was booked. */
    amount: integer('amount').notNull(),
    // Whether it is paid is not stored here: staff accepting its proof is what pays
    // it, so reads derive it from the proof (`isPaid` in payment-proofs.table.ts).
    /**
     * The proof's status, copied here by a trigger on payment_proofs (migration 0014) and
     * never written by the application: it lets the dashboard's totals follow a payment
     * decision from the appointment row alone. Read "paid" from the proof, not from this.
     */
    proofStatus: text('proof_status').$type<'pending' | 'accepted' | 'rejected'>(),
    isCompleted: boolean('is_completed').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was cancelled, in words the patient reads; null when the patient cancelled it. */
    cancelReason: text('cancel_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the centre marked that the patient did not come; null otherwise. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /**
     * Set with `cancelled` when the centre released an unpaid booking whose hold ran
     * out, so counts can tell a release from a cancellation.
     */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Times the patient moved it (limited); staff moves do not count. */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /** The calendar invitation's SEQUENCE: raised by every move and by the cancellation. */
    sequence: integer('sequence').notNull().default(0),
    /** Set when the day-before reminder was handed to the outbox, so it is never sent twice. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The guarantee against double booking: one live appointment per doctor and start time,
    // enforced by the database even when two requests race.
    uniqueIndex('appointments_live_slot_key')
      .on(t.doctorId, t.startsAt)
      .where(sql`${t.cancelled} = false`),
    index('appointments_user_idx').on(t.userId, t.startsAt),
    index('appointments_starts_at_idx').on(t.startsAt),
  ],
);
