import { Injectable } from '@nestjs/common';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, type RateLimiterMemory } from 'rate-limiter-flexible';
import type { DatabaseConnection } from '../../database/database.js';
import { InjectDatabase } from '../../database/database.module.js';
import { rateLimits } from './rate-limits.table.js';

export interface SharedLimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
  /** Counts in this process while the database does not answer. */
  insuranceLimiter: RateLimiterMemory;
}

/** The rate-limit counters kept in PostgreSQL, where every instance reads and writes them. */
@Injectable()
export class RateLimitsRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /** True when the counters can be shared: on PostgreSQL; PGlite lives inside one process. */
  get shared(): boolean {
    return this.connection.kind === 'postgres';
  }

  /** A limiter whose counters are rows of `rate_limits`. */
  limiter(options: SharedLimiterOptions): RateLimiterDrizzle {
    return new RateLimiterDrizzle({
      ...options,
      storeClient: this.connection.db,
      schema: rateLimits,
      // The library would start a sweeping timer per limiter; one scheduled sweep does for all.
      clearExpiredByTimeout: false,
    });
  }

  /** Deletes counters whose window ended before `before`. */
  async deleteExpired(before: Date): Promise<number> {
    const gone = await this.connection.db
      .delete(rateLimits)
      .where(lt(rateLimits.expire, before))
      .returning({ key: rateLimits.key });
    return gone.length;
  }
}
