import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../common/clock.js';
import { JobLock } from '../database/job-lock.js';
import { MailOutboxRepository, type OutboxRow } from './mail-outbox.repository.js';
import { MailTransport } from './mail-transport.js';
import { CLAIM_MS, MAX_ATTEMPTS, retryDelayMs, shouldGiveUp } from './retry-schedule.js';

/** Mails handled per run; the rest wait for the next run, so one run stays short. */
const BATCH_SIZE = 50;
const RUN_EVERY_MS = 30_000;
const EXPIRED = 'expired before it could be sent';

/** The first line of an error, without stack or noise, small enough to store. */
function shortError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n', 1)[0]!.trim();
  return (typeof code === 'string' && !firstLine.includes(code) ? `${code}: ${firstLine}` : firstLine).slice(
    0,
    300,
  );
}

/** Sends what the outbox holds: at once when a mail is stored, and every 30 s for what is due. */
@Injectable()
export class MailOutboxService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(MailOutboxService.name);
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing = false;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly jobs: JobLock,
  ) {}

  /** Tries one stored mail in the background; the caller does not wait for SMTP. */
  deliverSoon(id: string): void {
    if (this.closing) return; // still in the outbox: the next start sends it
    const attempt = this.deliverOne(id).catch((error: unknown) =>
      this.logger.error(`Could not try mail ${id}: ${shortError(error)}`),
    );
    // Kept for shutdown to wait on, not awaited here: the attempt logs its own failure and never rejects.
    void this.track(attempt);
  }

  /**
   * Delivers every due mail (oldest first, at most one batch) and drops the expired
   * ones. `failed` counts the mails not delivered by this run: SMTP refused or
   * unreachable, given up, or expired.
   */
  processDue(): Promise<{ sent: number; failed: number }> {
    return this.track(this.runDue());
  }

  @Interval(RUN_EVERY_MS)
  async processDueOnSchedule(): Promise<void> {
    if (this.closing) return;
    // One instance sweeps the outbox at a time; the per-mail claims keep even overlapping runs apart.
    await this.jobs.runScheduled('mail-outbox', this.logger, async () => {
      await this.processDue();
    });
  }

  /** Lets attempts under way finish (bounded by the SMTP timeouts) before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.inFlight]);
    this.transport.close();
  }

  private async runDue(): Promise<{ sent: number; failed: number }> {
    const now = this.clock.now();
    const expired = await this.outbox.dropExpired(now, EXPIRED);
    if (expired > 0) this.logger.warn(`Dropped ${expired} mail(s) that ${EXPIRED}`);
    let sent = 0;
    let failed = expired;
    for (const id of await this.outbox.dueIds(now, BATCH_SIZE)) {
      if (this.closing) break;
      const outcome = await this.deliverOne(id);
      if (outcome === 'sent') sent += 1;
      else if (outcome === 'failed') failed += 1;
    }
    return { sent, failed };
  }

  /** 'skipped' when another caller holds the mail or it is no longer due. */
  private async deliverOne(id: string): Promise<'sent' | 'failed' | 'skipped'> {
    const now = this.clock.now();
    const row = await this.outbox.claim(id, now, new Date(now.getTime() + CLAIM_MS));
    if (!row) return 'skipped';
    try {
      await this.transport.deliver(row);
    } catch (error) {
      await this.recordFailure(row, shortError(error));
      return 'failed';
    }
    await this.outbox.markSent(row.id, this.clock.now());
    return 'sent';
  }

  private async recordFailure(row: OutboxRow, error: string): Promise<void> {
    const now = this.clock.now();
    if (shouldGiveUp(row.attempts, row.createdAt, now)) {
      const reason = `gave up after ${row.attempts} attempt(s): ${error}`;
      this.logger.warn(`Mail ${row.id} (${row.subject}): ${reason}`);
      await this.outbox.giveUp(row.id, reason.slice(0, 400));
      return;
    }
    const next = new Date(now.getTime() + retryDelayMs(row.attempts));
    this.logger.warn(
      `Mail ${row.id} not sent (attempt ${row.attempts} of ${MAX_ATTEMPTS}), next try ${next.toISOString()}: ${error}`,
    );
    await this.outbox.scheduleRetry(row.id, next, error);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const forget = () => this.inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }
}
