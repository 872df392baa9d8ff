import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../common/clock.js';
import { Instance } from '../database/instance.js';
import { type Claimant, MailOutboxRepository, type OutboxRow } from './mail-outbox.repository.js';
import { MailTransport } from './mail-transport.js';
import { CLAIM_MS, MAX_ATTEMPTS, retryDelayMs, shouldGiveUp } from './retry-schedule.js';

/** Mails handled per run; the rest wait for the next run, so one run stays short. */
const BATCH_SIZE = 50;
/**
 * Mails claimed at a time: few enough that even SMTP timing out on each of them ends
 * well inside the lease, so a slow batch is never taken over by another instance.
 */
const CLAIM_SIZE = 5;
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
  private sweeping = false;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly instance: Instance,
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

  /**
   * Every instance sweeps the outbox: the claims (skipping rows another instance is
   * taking) share the due mails between them, so no lock is needed and none waits.
   * A run still going on when the next tick comes makes that tick skip.
   */
  @Interval(RUN_EVERY_MS)
  async processDueOnSchedule(): Promise<void> {
    if (this.closing || this.sweeping) return;
    this.sweeping = true;
    try {
      await this.processDue();
    } catch (error) {
      this.logger.error(`Scheduled job mail-outbox failed: ${shortError(error)}`);
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * Lets attempts under way finish (bounded by the SMTP timeouts) before the database
   * closes, then hands back any mail still claimed here, so another instance sends it
   * at once instead of after the lease.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.inFlight]);
    this.transport.close();
    try {
      const released = await this.outbox.releaseClaims(this.instance.id);
      if (released > 0) this.logger.log(`Handed back ${released} claimed mail(s) for another instance`);
    } catch (error) {
      // Not fatal: the lease runs out and another instance takes them then.
      this.logger.warn(`Could not hand back claimed mails: ${shortError(error)}`);
    }
  }

  private async runDue(): Promise<{ sent: number; failed: number }> {
    const now = this.clock.now();
    const expired = await this.outbox.dropExpired(now, EXPIRED);
    if (expired > 0) this.logger.warn(`Dropped ${expired} mail(s) that ${EXPIRED}`);
    let sent = 0;
    let failed = expired;
    let handled = 0;
    while (handled < BATCH_SIZE && !this.closing) {
      const rows = await this.outbox.claimDue(this.claimant(), CLAIM_SIZE);
      if (rows.length === 0) break;
      for (const row of rows) {
        // Claimed but stopping: the shutdown hands the rest back to the other instances.
        if (this.closing) break;
        if ((await this.deliver(row)) === 'sent') sent += 1;
        else failed += 1;
        handled += 1;
      }
    }
    return { sent, failed };
  }

  /** 'skipped' when another caller holds the mail or it is no longer due. */
  private async deliverOne(id: string): Promise<'sent' | 'failed' | 'skipped'> {
    const row = await this.outbox.claim(id, this.claimant());
    return row ? this.deliver(row) : 'skipped';
  }

  private async deliver(row: OutboxRow): Promise<'sent' | 'failed'> {
    try {
      await this.transport.deliver(row);
    } catch (error) {
      await this.recordFailure(row, shortError(error));
      return 'failed';
    }
    await this.outbox.markSent(row.id, this.clock.now());
    return 'sent';
  }

  private claimant(): Claimant {
    const now = this.clock.now();
    return { instance: this.instance.id, now, leaseUntil: new Date(now.getTime() + CLAIM_MS) };
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
