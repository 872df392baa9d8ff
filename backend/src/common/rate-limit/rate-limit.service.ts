import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { TransformFnParams } from 'class-transformer';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Clock } from '../clock.js';
import { DomainError, RateLimitedError } from '../errors/domain-error.js';
import { normaliseEmail } from '../validation/transforms.js';
import { addressKey } from './address-key.js';
import { LIMITS, type LimitKey, type LimitName } from './limits.js';
import { RateLimitsRepository } from './rate-limits.repository.js';

/** A point taken from one limit for one request; settled once the answer is known. */
export interface Charge {
  name: LimitName;
  key: string;
  /** Set when the limit was already used up: how long until it has points again. */
  retryAfterSeconds?: number;
}

/** Who is asking, as far as the limits are concerned. */
export interface Requester {
  /** The visitor's address as the server sees it (`request.ip`). */
  address: string;
  /** The signed-in account, on routes behind `@Auth()`. */
  account?: string;
  /** The e-mail typed into the form, as sent; read only by per-e-mail limits. */
  email?: unknown;
}

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * What a request counts under for a kind of limit; null when it has none, as a login
 * form without a readable e-mail (validation refuses it before any password is checked).
 */
function subjectOf(key: LimitKey, requester: Requester): string | null {
  switch (key) {
    case 'address':
      return addressKey(requester.address);
    case 'account':
      if (requester.account === undefined) {
        throw new Error('A per-account rate limit is declared where nobody is signed in');
      }
      return requester.account;
    case 'email': {
      // Normalised as the DTOs do, so "Asha@Example.org " is the same account; kept
      // hashed, so the counters show no e-mail address in plain text and keys stay short.
      const email = normaliseEmail({ value: requester.email } as TransformFnParams);
      return typeof email === 'string' ? createHash('sha256').update(email).digest('hex').slice(0, 40) : null;
    }
  }
}

/** The status a failure is answered with, which decides whether its points come back. */
function statusOf(error: unknown): number {
  if (error instanceof DomainError) return error.status;
  if (error instanceof HttpException) return error.getStatus();
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' ? statusCode : HttpStatus.INTERNAL_SERVER_ERROR;
}

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

  /**
   * Runs `work` under the named limits: when one is used up it is refused with a 429
   * and a wait (the longest of the limits used up) before `work` starts; otherwise
   * its outcome settles each point as that limit counts.
   */
  async within<T>(names: readonly LimitName[], requester: Requester, work: () => Promise<T>): Promise<T> {
    const charges = await Promise.all(
      names.flatMap((name) => {
        const subject = subjectOf(LIMITS[name].key, requester);
        return subject === null ? [] : [this.charge(name, subject)];
      }),
    );
    const settle = (status: number) => Promise.all(charges.map((charge) => this.settle(charge, status)));
    const refused = charges.filter((charge) => charge.retryAfterSeconds !== undefined);
    if (refused.length > 0) {
      await settle(HttpStatus.TOO_MANY_REQUESTS);
      const wait = Math.max(...refused.map((charge) => charge.retryAfterSeconds!));
      throw new RateLimitedError(LIMITS[refused[0]!.name].message, wait);
    }
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await settle(statusOf(error));
      throw error;
    }
    await settle(HttpStatus.OK);
    return result;
  }

  /** Takes a point; the charge says how long to wait when none was left. */
  private async charge(name: LimitName, subject: string): Promise<Charge> {
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
  private async settle(charge: Charge, status: number): Promise<void> {
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
