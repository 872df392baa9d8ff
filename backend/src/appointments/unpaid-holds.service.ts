import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JobLock } from '../database/job-lock.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { DoctorsService } from '../doctors/doctors.service.js';
import { AppointmentMailsService } from './appointment-mails.service.js';
import { CANCELLED_BEFORE_CHECK, RELEASE_REASON } from './unpaid-hold.js';
import { UnpaidHoldsRepository } from './unpaid-holds.repository.js';

/** How many bookings one run releases at most; the next minute's run takes the rest. */
const BATCH = 200;

/**
 * Releases bookings nobody paid for within `UNPAID_HOLD_MINUTES` of booking, so
 * a slot reserved and never paid for (or reserved in bulk to block others) comes
 * back to everyone. A proof waiting for a check or accepted, a payment, or a visit
 * keeps a booking; a rejected proof does not.
 */
@Injectable()
export class UnpaidHoldsService {
  private readonly logger = new Logger(UnpaidHoldsService.name);

  constructor(
    private readonly repository: UnpaidHoldsRepository,
    private readonly doctors: DoctorsService,
    private readonly mails: AppointmentMailsService,
    private readonly clock: Clock,
    private readonly jobs: JobLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly unit: UnitOfWork,
  ) {}

  /** Every minute, so a hold ends within a minute of its time; one instance runs it. */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'unpaid-holds' })
  async releaseOnSchedule(): Promise<void> {
    await this.jobs.runScheduled('unpaid-holds', this.logger, async () => {
      const released = await this.releaseDue();
      if (released > 0) this.logger.log(`Released ${released} unpaid booking(s)`);
    });
  }

  /** Releases every booking whose hold has run out, each with its audit entry and mail; answers how many. */
  async releaseDue(): Promise<number> {
    const now = this.clock.now();
    const holdMinutes = this.config.unpaidHoldMinutes;
    const bookedBy = new Date(now.getTime() - holdMinutes * 60_000);
    let released = 0;
    for (const id of await this.repository.due(now, bookedBy, BATCH)) {
      const done = await this.unit.run(async (tx) => {
        const cancelled = await this.repository.release(tx, id, now, bookedBy, {
          reason: RELEASE_REASON,
          proofReason: CANCELLED_BEFORE_CHECK,
          actorId: null,
        });
        if (!cancelled) return null;
        await this.audit.record(
          tx,
          null,
          'appointment.release',
          { type: 'appointment', id },
          { holdMinutes },
        );
        return { mail: await this.mails.queue(tx, 'released', id) };
      });
      // Another run, a payment or a cancel got there first: nothing to tell anyone.
      if (!done) continue;
      released += 1;
      this.doctors.changed();
      this.mails.deliverSoon(done.mail);
    }
    return released;
  }
}
