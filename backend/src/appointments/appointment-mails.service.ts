import { Inject, Injectable, Logger } from '@nestjs/common';
import { CENTRE_SHORT_NAME, SLOT_MINUTES } from '@umang/common';
import { Clock } from '../common/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import {
  appointmentBooked,
  appointmentCancelled,
  appointmentInvite,
  appointmentReminder,
  holdReleased,
  paymentApproved,
  paymentRejected,
} from '../mail/appointment-templates.js';
import { type OutgoingMail, MailService } from '../mail/mail.service.js';
import { firstLine } from '../database/job-lock.js';
import type { Executor } from '../database/unit-of-work.js';
import { AppointmentMailsRepository, type AppointmentMailRow } from './appointment-mails.repository.js';

export type AppointmentMailKind =
  'booked' | 'cancelled' | 'released' | 'payment-approved' | 'payment-rejected';

/** Mails about one appointment to its patient, through the outbox. */
@Injectable()
export class AppointmentMailsService {
  private readonly logger = new Logger(AppointmentMailsService.name);

  constructor(
    private readonly repository: AppointmentMailsRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores the mail of that kind in the outbox within the caller's transaction, so the
   * change and the mail telling of it commit together: an instance that stops right
   * after the commit loses no mail. Never rejects: the mail goes in a savepoint of its
   * own, and one that cannot be composed or stored is logged and leaves the change
   * alone. Answers the mail's id for `deliverSoon` after the commit.
   */
  async queue(tx: Executor, kind: AppointmentMailKind, appointmentId: string): Promise<string | null> {
    try {
      return await tx.transaction(async (savepoint) => {
        const row = await this.repository.findForMail(appointmentId, savepoint);
        if (!row) {
          this.logger.warn(`No ${kind} mail: appointment ${appointmentId} not found`);
          return null;
        }
        return this.mail.store(this.compose(kind, row), savepoint);
      });
    } catch (error) {
      this.logger.error(
        `Could not queue the ${kind} mail of appointment ${appointmentId}: ${firstLine(error)}`,
      );
      return null;
    }
  }

  /** Tries a mail `queue` stored, once its transaction has committed. */
  deliverSoon(mailId: string | null): void {
    if (mailId) this.mail.deliverSoon(mailId);
  }

  /**
   * Queues the day-before reminder at most once per appointment and slot, whichever
   * run or instance asks: the outbox's unique key decides. Answers whether this call
   * queued it (false: already queued, or the appointment is unknown, cancelled or
   * done). Unlike `notify` it rejects when the mail could not be stored, so the
   * reminder run leaves the appointment for its next run.
   */
  async queueReminder(appointmentId: string): Promise<boolean> {
    const row = await this.repository.findForMail(appointmentId);
    if (!row || row.cancelled || row.isCompleted) return false;
    const dedupeKey = `reminder:${row.id}:${row.startsAt.toISOString()}`;
    return this.mail.send({ ...this.compose('reminder', row), dedupeKey });
  }

  private compose(kind: AppointmentMailKind | 'reminder', row: AppointmentMailRow): OutgoingMail {
    const to = { to: row.patientEmail, replyTo: this.config.centreEmail };
    switch (kind) {
      case 'booked':
        return { ...to, ...appointmentBooked(row), attachments: [this.invite(row)] };
      case 'cancelled':
        return { ...to, ...appointmentCancelled(row) };
      case 'released':
        return { ...to, ...holdReleased(row, this.config.unpaidHoldMinutes) };
      case 'payment-approved':
        return { ...to, ...paymentApproved(row) };
      case 'payment-rejected':
        return { ...to, ...paymentRejected(row, row.proofReason ?? '') };
      case 'reminder':
        // A reminder arriving after the appointment has started is noise: the outbox drops it then.
        return { ...to, ...appointmentReminder(row), expiresAt: row.startsAt };
    }
  }

  private invite(row: AppointmentMailRow) {
    return appointmentInvite(row, {
      uid: `${row.id}@appointments.${CENTRE_SHORT_NAME.toLowerCase()}`,
      startsAt: row.startsAt,
      minutes: SLOT_MINUTES,
      stamp: this.clock.now(),
      organizerEmail: this.config.centreEmail,
    });
  }
}
