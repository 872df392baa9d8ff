import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JobLock } from '../database/job-lock.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { RetentionRepository } from './retention.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent mails keep an address and a subject; a month is enough to answer "did you mail me?". */
export const MAIL_RETENTION_DAYS = 30;

/** What one run deleted, by kind: the numbers the audit entry and the log line carry. */
export interface RetentionCounts {
  enquiries: number;
  appointments: number;
  mails: number;
}

/**
 * Deletes what was kept long enough: contact-form enquiries after
 * `ENQUIRY_RETENTION_DAYS`, unpaid appointments that were cancelled or released after
 * `UNPAID_APPOINTMENT_RETENTION_DAYS`, and sent mails after a month. Paid visits and
 * their receipts stay, as the accounts must. One-time codes have their own clean-up.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly repository: RetentionRepository,
    private readonly audit: AuditService,
    private readonly unit: UnitOfWork,
    private readonly jobs: JobLock,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Hourly: a record goes within an hour of its time, and one instance runs it. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'privacy-retention' })
  async runOnSchedule(): Promise<void> {
    await this.jobs.runScheduled('privacy-retention', this.logger, async () => {
      await this.runOnce();
    });
  }

  /**
   * One purge, in one transaction with its audit entry (counts only, nothing about
   * whom); a run that deletes nothing writes no entry. Answers the counts.
   */
  async runOnce(): Promise<RetentionCounts> {
    const now = this.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const counts = await this.unit.run(async (tx) => {
      await this.repository.lock(tx);
      const done: RetentionCounts = {
        enquiries: await this.repository.deleteEnquiries(tx, daysAgo(this.config.enquiryRetentionDays)),
        appointments: await this.repository.deleteUnpaidAppointments(
          tx,
          daysAgo(this.config.unpaidAppointmentRetentionDays),
        ),
        mails: await this.repository.deleteOldMails(tx, daysAgo(MAIL_RETENTION_DAYS)),
      };
      if (done.enquiries + done.appointments + done.mails > 0) {
        await this.audit.record(
          tx,
          null,
          'retention.purge',
          { type: 'retention', id: now.toISOString() },
          { ...done },
        );
      }
      return done;
    });
    this.logger.log(
      `Retention: deleted ${counts.enquiries} enquiry(ies), ${counts.appointments} unpaid appointment(s), ${counts.mails} old mail(s)`,
    );
    return counts;
  }
}
