import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Clock } from '../clock.js';
import { LIMITS, type LimitName } from './limits.js';
import { RateLimitsRepository } from './rate-limits.repository.js';

/** A point taken from one limit for one request; settled once the answer is known. */
export interface Charge {
  name: LimitName;
  key: string;
  /** Set when the limit was already used up: how long until it has points again. */
  retryAfterSeconds?: number;
}

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * The counters behind `@RateLimit`, one rate-limiter-flexible limiter per entry of
 * LIMITS: in memory on PGlite (one process), in the `rate_limits` table on PostgreSQL
 * so every instance counts together, with an in-memory stand-in for when the
 * database does not answer, so a hiccup slows nobody down and breaks no route.
 */
@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();
  /** Every in-memory limiter, whose expiry timers are cleared when the app stops. */
  private readonly inMemory: RateLimiterMemory[] = [];

  constructor(
    private readonly repository: RateLimitsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    for (const [name, limit] of Object.entries(LIMITS) as [LimitName, (typeof LIMITS)[LimitName]][]) {
      const points = config.rateLimitPoints[name] ?? limit.points;
      const options = { keyPrefix: `rl:${name}`, points, duration: limit.windowSeconds };
      const memory = new RateLimiterMemory(options);
      this.inMemory.push(memory);
      this.limiters.set(
        name,
        repository.shared ? repository.limiter({ ...options, insuranceLimiter: memory }) : memory,
      );
    }
  }

  /**
   * The library counts in real time, while the app's rules follow its Clock, which
   * tests (or an operator's correction) may move ahead. Each whole window the Clock
   * runs ahead starts fresh counts, so no window lasts longer on the app's clock
   * than declared. With the system clock this is always 0.
   */
  private keyFor(name: LimitName, subject: string): string {
    const windowMs = LIMITS[name].windowSeconds * 1000;
    const ahead = Math.round((this.clock.now().getTime() - Date.now()) / windowMs);
    return ahead === 0 ? subject : `${subject}@${ahead}`;
  }

  private limiter(name: LimitName): RateLimiterAbstract {
    return this.limiters.get(name)!;
  }

  /** Takes a point; the charge says how long to wait when none was left. */
  async charge(name: LimitName, subject: string): Promise<Charge> {
    const key = this.keyFor(name, subject);
    try {
      await this.limiter(name).consume(key);
      return { name, key };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { name, key, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      // Both stores failed: better to serve the request than to refuse everyone.
      this.logger.error(`Rate limit ${name} could not count: ${String(rejection)}`);
      return { name, key };
    }
  }

  /**
   * Applies the limit's counting rule once the answer's status is known: a refused
   * request gives back an `accepted` point; a success clears `failures`, and only a
   * refused password (401) keeps its point.
   */
  async settle(charge: Charge, status: number): Promise<void> {
    const { counts } = LIMITS[charge.name];
    const refused = status >= 400 && status < 500;
    try {
      if (counts === 'accepted' && refused) await this.limiter(charge.name).reward(charge.key);
      if (counts === 'failures' && status < 400) await this.limiter(charge.name).delete(charge.key);
      if (counts === 'failures' && refused && status !== 401) {
        await this.limiter(charge.name).reward(charge.key);
      }
    } catch (error) {
      this.logger.warn(`Rate limit ${charge.name} could not be settled: ${String(error)}`);
    }
  }

  /** PostgreSQL: rows whose window has ended are dead weight. Real time, as the library writes it. */
  @Interval('rate-limit-cleanup', CLEANUP_EVERY_MS)
  async deleteExpired(): Promise<void> {
    if (!this.repository.shared) return;
    try {
      await this.repository.deleteExpired(new Date());
    } catch (error) {
      this.logger.warn(`Expired rate-limit counters could not be deleted: ${String(error)}`);
    }
  }

  /** Clears the in-memory counters, and with them their expiry timers. */
  async onModuleDestroy(): Promise<void> {
    for (const memory of this.inMemory) {
      for (const { key } of memory.dump().storage) await memory.delete(key);
    }
  }
}
