import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { addDays, istToday, toDateKey } from '@umang/common';
import { Clock } from '../common/clock.js';
import { firstLine, JobLock } from '../database/job-lock.js';
import { AppointmentMailsRepository } from './appointment-mails.repository.js';
import { AppointmentMailsService } from './appointment-mails.service.js';

/**
 * The day-before reminder (scheduled). "Tomorrow" is the IST calendar's, whatever
 * the server's time zone. The outbox stores each appointment's reminder under a
 * unique key, so two runs (or two instances) never remind twice, and a run that died
 * halfway loses nothing: the next run queues what is missing and skips the rest.
 */
@Injectable()
export class ReminderService {
  private readonly logger = new Logger(ReminderService.name);

  constructor(
    private readonly repository: AppointmentMailsRepository,
    private readonly mails: AppointmentMailsService,
    private readonly clock: Clock,
    private readonly jobs: JobLock,
  ) {}

  /** Hourly, so an appointment booked late today for tomorrow is still reminded. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'appointment-reminders' })
  async sendDueOnSchedule(): Promise<void> {
    // One instance scans at a time, which saves the others the work; the unique key alone keeps it once.
    await this.jobs.runScheduled('appointment-reminders', this.logger, async () => {
      const queued = await this.sendDue();
      if (queued > 0) this.logger.log(`Queued ${queued} appointment reminder(s)`);
    });
  }

  /** Queues reminders for tomorrow's live appointments not yet reminded; answers how many. */
  async sendDue(): Promise<number> {
    const tomorrow = toDateKey(addDays(istToday(this.clock.now()), 1));
    let queued = 0;
    for (const id of await this.repository.remindableOn(tomorrow)) {
      if (await this.remind(id, tomorrow)) queued += 1;
    }
    return queued;
  }

  /**
   * False when it was queued already, is no longer due on that date (cancelled, done or
   * moved since the list was read), or could not be stored (the next run tries).
   */
  private async remind(id: string, slotDate: string): Promise<boolean> {
    try {
      return await this.mails.queueReminder(id, slotDate);
    } catch (error) {
      this.logger.error(`Could not queue the reminder of appointment ${id}: ${firstLine(error)}`);
      return false;
    }
  }
}
