import { Inject, Injectable, Logger } from '@nestjs/common';
import { CENTRE_SHORT_NAME, SLOT_MINUTES } from '@umang/common';
import { Clock } from '../common/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { appointmentCancellation, appointmentInvite } from '../mail/appointment-calendar.js';
import {
  appointmentBooked,
  appointmentCancelled,
  appointmentReminder,
  appointmentRescheduled,
  holdReleased,
  paymentApproved,
  paymentRejected,
  type SlotInWords,
} from '../mail/appointment-templates.js';
import { type MailAttachment, type OutgoingMail, MailService } from '../mail/mail.service.js';
import { receiptFileName, renderReceiptPdf } from '../payments/receipt-pdf.js';
import { firstLine } from '../database/job-lock.js';
import { type Executor, UnitOfWork } from '../database/unit-of-work.js';
import { AppointmentMailsRepository, type AppointmentMailRow } from './appointment-mails.repository.js';

export type AppointmentMailKind =
  'booked' | 'cancelled' | 'released' | 'payment-approved' | 'payment-rejected';

/** The outbox key of an appointment's reminder for one start time: each time is reminded at most once. */
export const reminderKey = (appointmentId: string, startsAt: Date): string =>
  `reminder:${appointmentId}:${startsAt.toISOString()}`;

/** Mails about one appointment to its patient, through the outbox. */
@Injectable()
export class AppointmentMailsService {
  private readonly logger = new Logger(AppointmentMailsService.name);

  constructor(
    private readonly repository: AppointmentMailsRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unit: UnitOfWork,
  ) {}

  /**
   * Stores the mail of that kind in the outbox within the caller's transaction, so the
   * change and the mail telling of it commit together: an instance that stops right
   * after the commit loses no mail. Never rejects: the mail goes in a savepoint of its
   * own, and one that cannot be composed or stored is logged and leaves the change
   * alone. Answers the mail's id for `deliverSoon` after the commit.
   */
  queue(tx: Executor, kind: AppointmentMailKind, appointmentId: string): Promise<string | null> {
    if (kind === 'payment-approved') {
      return this.queueComposed(tx, kind, appointmentId, (row) => this.approvedWithReceipt(row));
    }
    return this.queueComposed(tx, kind, appointmentId, (row) => this.compose(kind, row));
  }

  /**
   * The approval mail with the receipt attached. The row is read in the approving
   * transaction, which has just given the receipt its number, so the PDF is the one
   * the patient can download later.
   */
  private async approvedWithReceipt(row: AppointmentMailRow): Promise<OutgoingMail> {
    let receipt: MailAttachment | null = null;
    try {
      receipt = await this.receiptAttachment(row);
    } catch (error) {
      // The confirmation matters more than its attachment; the receipt stays downloadable.
      this.logger.error(`Could not attach the receipt of appointment ${row.id}: ${firstLine(error)}`);
    }
    if (!receipt) return this.compose('payment-approved', row);
    return {
      ...this.addressed(row),
      ...paymentApproved(row, row.receiptNumber),
      attachments: [receipt],
    };
  }

  private async receiptAttachment(row: AppointmentMailRow): Promise<MailAttachment | null> {
    if (!row.receiptNumber || !row.receiptIssuedAt || !row.transactionId) return null;
    const pdf = await renderReceiptPdf({
      receiptNumber: row.receiptNumber,
      issuedAt: row.receiptIssuedAt,
      receivedFrom: row.patientName,
      patientName: row.memberName ?? row.patientName,
      doctorName: row.doctorName,
      speciality: row.speciality,
      slotDate: row.slotDate,
      slotTime: row.slotTime,
      amount: row.amount,
      utr: row.transactionId,
      centreEmail: this.config.centreEmail,
    });
    return {
      filename: receiptFileName(row.receiptNumber),
      contentType: 'application/pdf',
      content: pdf.toString('base64'),
      encoding: 'base64',
    };
  }

  /** `queue` for a move: the mail tells the old time and the new, with the calendar update. */
  queueMoved(tx: Executor, appointmentId: string, from: SlotInWords): Promise<string | null> {
    return this.queueComposed(tx, 'rescheduled', appointmentId, (row) => ({
      ...this.addressed(row),
      ...appointmentRescheduled(row, from),
      attachments: [appointmentInvite(row, this.calendar(row))],
    }));
  }

  /**
   * Takes back the reminder queued for the appointment's old start time if it has not
   * gone out, in the transaction that moves it: a reminder never names a time that no
   * longer holds. Rejects on failure, so the move fails with it.
   */
  async withdrawReminder(tx: Executor, appointmentId: string, oldStartsAt: Date): Promise<void> {
    await this.mail.withdraw(reminderKey(appointmentId, oldStartsAt), tx);
  }

  /** Tries a mail `queue` stored, once its transaction has committed. */
  deliverSoon(mailId: string | null): void {
    if (mailId) this.mail.deliverSoon(mailId);
  }

  /**
   * Queues the day-before reminder of an appointment still due for one on `slotDate`,
   * at most once per appointment and start time, whichever run or instance asks: the
   * outbox's unique key decides. The row is locked while the reminder is stored and
   * marked, so a move committing meanwhile is either seen here (and the reminder names
   * the new time, or none is due) or waits, then withdraws the reminder and clears the
   * mark. Answers whether this call queued it. Unlike `queue` it rejects when the mail
   * could not be stored, so the reminder run leaves the appointment for its next run.
   */
  async queueReminder(appointmentId: string, slotDate: string): Promise<boolean> {
    const mailId = await this.unit.run(async (tx) => {
      if (!(await this.repository.lockRemindable(tx, appointmentId, slotDate))) return null;
      const row = await this.repository.findForMail(appointmentId, tx);
      if (!row) return null;
      const stored = await this.mail.store(
        { ...this.compose('reminder', row), dedupeKey: reminderKey(row.id, row.startsAt) },
        tx,
      );
      await this.repository.markReminded(tx, appointmentId, this.clock.now());
      return stored;
    });
    this.deliverSoon(mailId);
    return mailId !== null;
  }

  private async queueComposed(
    tx: Executor,
    kind: string,
    appointmentId: string,
    compose: (row: AppointmentMailRow) => OutgoingMail | Promise<OutgoingMail>,
  ): Promise<string | null> {
    try {
      return await tx.transaction(async (savepoint) => {
        const row = await this.repository.findForMail(appointmentId, savepoint);
        if (!row) {
          this.logger.warn(`No ${kind} mail: appointment ${appointmentId} not found`);
          return null;
        }
        return this.mail.store(await compose(row), savepoint);
      });
    } catch (error) {
      this.logger.error(
        `Could not queue the ${kind} mail of appointment ${appointmentId}: ${firstLine(error)}`,
      );
      return null;
    }
  }

  private addressed(row: AppointmentMailRow): Pick<OutgoingMail, 'to' | 'replyTo'> {
    return { to: row.patientEmail, replyTo: this.config.centreEmail };
  }

  private compose(kind: AppointmentMailKind | 'reminder', row: AppointmentMailRow): OutgoingMail {
    const to = this.addressed(row);
    switch (kind) {
      case 'booked':
        return {
          ...to,
          ...appointmentBooked(row),
          attachments: [appointmentInvite(row, this.calendar(row))],
        };
      case 'cancelled':
        return { ...to, ...appointmentCancelled(row), attachments: [this.cancellation(row)] };
      case 'released':
        return {
          ...to,
          ...holdReleased(row, this.config.unpaidHoldMinutes),
          attachments: [this.cancellation(row)],
        };
      case 'payment-approved':
        return { ...to, ...paymentApproved(row) };
      case 'payment-rejected':
        return { ...to, ...paymentRejected(row, row.proofReason ?? '') };
      case 'reminder':
        // A reminder arriving after the appointment has started is noise: the outbox drops it then.
        return { ...to, ...appointmentReminder(row), expiresAt: row.startsAt };
    }
  }

  private cancellation(row: AppointmentMailRow) {
    return appointmentCancellation(row, this.calendar(row));
  }

  /** The event as the row now stands: one UID per appointment, its current SEQUENCE. */
  private calendar(row: AppointmentMailRow) {
    return {
      uid: `${row.id}@appointments.${CENTRE_SHORT_NAME.toLowerCase()}`,
      sequence: row.sequence,
      startsAt: row.startsAt,
      minutes: SLOT_MINUTES,
      stamp: this.clock.now(),
      organizerEmail: this.config.centreEmail,
      attendee: { name: row.patientName, email: row.patientEmail },
    };
  }
}
