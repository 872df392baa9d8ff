import { Injectable } from '@nestjs/common';
import { Clock } from '../clock.js';

interface Window {
  count: number;
  resetAt: number;
}

/** Past this many tracked keys, expired windows are swept so memory stays bounded. */
const SWEEP_ABOVE = 10_000;

/** Fixed-window counters in memory: enough for one process; a cluster would need a shared store. */
@Injectable()
export class RateLimitStore {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: Clock) {}

  /** Counts one hit; answers the seconds to wait when the limit is exceeded, else 0. */
  hit(key: string, limit: number, windowMs: number): number {
    const now = this.clock.now().getTime();
    if (this.windows.size > SWEEP_ABOVE) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
