import { Injectable } from '@nestjs/common';
import { and, eq, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import { appointments } from '../appointments/appointments.table.js';
import { enquiries } from '../contact/enquiries.table.js';
import type { Executor } from '../database/unit-of-work.js';
import { mailOutbox } from '../mail/mail-outbox.table.js';
import { isPaid } from '../payments/payment-proofs.table.js';

/** The deletions of the retention job, each run through the job's one transaction. */
@Injectable()
export class RetentionRepository {
  /**
   * Makes a second run started meanwhile (another instance, or a direct call) wait for
   * this one's transaction and then find nothing left to delete, so each purge is
   * counted and audited once. Its own key, not JobLock's `umang-job:privacy-retention`:
   * a scheduled run holds that one on another connection while this transaction runs,
   * and asking for it here would wait on ourselves for ever.
   */
  async lock(tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('umang-retention-purge'))`);
  }

  /** Enquiries sent before `before`; answers how many. */
  async deleteEnquiries(tx: Executor, before: Date): Promise<number> {
    const rows = await tx
      .delete(enquiries)
      .where(lt(enquiries.createdAt, before))
      .returning({ id: enquiries.id });
    return rows.length;
  }

  /**
   * Cancelled appointments (released ones are cancelled too) that were never paid,
   * whose slot and cancellation both lie before `before`; their proofs go with them.
   * The dashboard's day totals keep counting them: the visit was booked and cancelled
   * on that day whatever is kept about it now.
   */
  async deleteUnpaidAppointments(tx: Executor, before: Date): Promise<number> {
    await tx.execute(sql`select set_config('umang.keep_day_stats', 'on', true)`);
    const rows = await tx
      .delete(appointments)
      .where(
        and(
          eq(appointments.cancelled, true),
          not(isPaid),
          lt(appointments.startsAt, before),
          or(isNull(appointments.cancelledAt), lt(appointments.cancelledAt, before)),
        ),
      )
      .returning({ id: appointments.id });
    return rows.length;
  }

  /**
   * Outbox rows sent, or dropped unsent after they expired, before `before`: their
   * bodies are wiped already, but each still holds an address and a subject.
   */
  async deleteOldMails(tx: Executor, before: Date): Promise<number> {
    const rows = await tx
      .delete(mailOutbox)
      .where(
        or(
          lt(mailOutbox.sentAt, before),
          and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.expiresAt), lt(mailOutbox.expiresAt, before)),
        ),
      )
      .returning({ id: mailOutbox.id });
    return rows.length;
  }
}
