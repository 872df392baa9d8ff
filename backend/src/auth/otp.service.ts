import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { OTP_RESEND_SECONDS } from '@umang/common';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../common/clock.js';
import { InvalidError, RateLimitedError } from '../common/errors/domain-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JobLock } from '../database/job-lock.js';
import { type OtpPurpose, OtpsRepository } from './otps.repository.js';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_SENDS_PER_HOUR = 5;

/** The one answer to a wrong, used or expired code, whatever the code was for. */
export const wrongCode = (): InvalidError =>
  new InvalidError('Invalid or expired OTP. Please check the code or ask for a new one.', 'invalid_otp');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Six-digit one-time codes. Only a keyed hash is stored; a code is single use,
 * void after five wrong tries or ten minutes, and replaced by a newer one.
 */
@Injectable()
export class OtpService {
  private readonly logger = new Logger(OtpService.name);

  constructor(
    private readonly otps: OtpsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobLock,
  ) {}

  private hash(id: string, code: string): Buffer {
    return createHmac('sha256', this.config.jwtSecret).update(`${id}:${code}`).digest();
  }

  /** Issues a new code, or refuses with 429 when the address asked too recently or too often. */
  async issue(email: string, purpose: OtpPurpose): Promise<{ code: string; expiresAt: Date }> {
    const now = this.clock.now();
    const latest = await this.otps.latest(email, purpose);
    const waitMs = latest ? latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new RateLimitedError(
        `Please wait ${seconds} seconds before asking for a new code.`,
        seconds,
        'otp_resend_wait',
      );
    }
    if ((await this.otps.countSince(email, purpose, new Date(now.getTime() - HOUR))) >= OTP_SENDS_PER_HOUR) {
      throw new RateLimitedError(
        'Too many codes were requested for this e-mail. Please try again in an hour.',
        HOUR / 1000,
        'otp_hourly_limit',
      );
    }
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + OTP_VALID_MINUTES * MINUTE);
    await this.otps.replace({
      id,
      email,
      purpose,
      codeHash: this.hash(id, code).toString('hex'),
      expiresAt,
      createdAt: now,
    });
    return { code, expiresAt };
  }

  /**
   * True once for the right, live code. Each try is counted before the code is
   * compared, in the same statement that checks the limit, so a burst of parallel
   * guesses gets at most OTP_MAX_ATTEMPTS comparisons in all.
   */
  async verify(email: string, purpose: OtpPurpose, code: string): Promise<boolean> {
    const now = this.clock.now();
    const row = await this.otps.latest(email, purpose);
    if (!row) return false;
    const claimed = await this.otps.claimAttempt(row.id, OTP_MAX_ATTEMPTS, now);
    if (!claimed) return false;
    const expected = Buffer.from(claimed.codeHash, 'hex');
    if (!timingSafeEqual(expected, this.hash(row.id, code))) return false;
    return this.otps.consume(row.id, now);
  }

  @Interval('otp-cleanup', 10 * MINUTE)
  async cleanUpOnSchedule(): Promise<void> {
    // One instance sweeps at a time; the others skip this run.
    await this.jobs.runScheduled('otp-cleanup', this.logger, async () => {
      await this.cleanUp();
    });
  }

  /**
   * Deletes used and expired codes once they are an hour old: younger ones still
   * count towards the five-sends-per-hour limit.
   */
  async cleanUp(): Promise<number> {
    const now = this.clock.now();
    const deleted = await this.otps.deleteDead(now, new Date(now.getTime() - HOUR));
    if (deleted > 0) this.logger.log(`Deleted ${deleted} used or expired one-time codes`);
    return deleted;
  }
}
