import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A file sent with a mail. `content` is the file's text (an .ics, say), sent as UTF-8;
 * with `encoding: 'base64'` it is a binary file (a PDF receipt) written in base64,
 * because the outbox keeps attachments in JSON, which holds text only.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/**
 * Every mail passes through here, so a mail survives an SMTP outage. Bodies and
 * attachments can hold one-time codes or health details: they are wiped once the
 * mail is sent or has expired.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Wiped with the bodies. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this the mail is pointless (an expired code) and is dropped instead of retried. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The instance sending it now, and until when; a claim past its lease is free again (its instance died). */
    claimedBy: text('claimed_by'),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    /**
     * Set for a mail that must be queued at most once (a reminder: its kind, appointment and
     * slot); a second insert with the same key is ignored. Kept after the bodies are wiped.
     */
    dedupeKey: text('dedupe_key').unique('mail_outbox_dedupe_key_unique'),
    /**
     * Set for the last mail to an erased account: once it is sent or dropped, its
     * address is wiped with the bodies, so nothing in the outbox names the patient.
     */
    forgetRecipient: boolean('forget_recipient').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);
