import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { addDays, istToday, toDateKey } from '@umang/common';
import { Clock } from '../common/clock.js';
import { firstLine, JobLock } from '../database/job-lock.js';
import { AppointmentMailsRepository } from './appointment-mails.repository.js';
import { AppointmentMailsService } from './appointment-mails.service.js';

/**
 * The day-before reminder (scheduled). "Tomorrow" is the IST calendar's, whatever
 * the server's time zone. Each appointment is claimed before its mail is queued,
 * so two runs (or two processes) never remind twice.
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
    // One instance sends the reminders; the others skip this hour's run.
    await this.jobs.runScheduled('appointment-reminders', this.logger, async () => {
      const queued = await this.sendDue();
      if (queued > 0) this.logger.log(`Queued ${queued} appointment reminder(s)`);
    });
  }

  /** Queues reminders for tomorrow's live appointments not yet reminded; answers how many. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const tomorrow = toDateKey(addDays(istToday(now), 1));
    let queued = 0;
    for (const id of await this.repository.remindableOn(tomorrow)) {
      if (await this.remind(id, now)) queued += 1;
    }
    return queued;
  }

  /** False when another run has it, it was cancelled meanwhile, or its mail could not be stored. */
  private async remind(id: string, now: Date): Promise<boolean> {
    if (!(await this.repository.claimReminder(id, now))) return false;
    try {
      if (await this.mails.queueReminder(id)) return true;
    } catch (error) {
      this.logger.error(`Could not queue the reminder of appointment ${id}: ${firstLine(error)}`);
    }
    // Not stored: hand the claim back so the next run tries again.
    await this.repository.releaseReminder(id, now);
    return false;
  }
}
