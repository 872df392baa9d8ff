import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock.js';
import { RateLimitStore } from './rate-limit/rate-limit.store.js';

export interface CoreOptions {
  /** Replaces the system clock (tests). */
  clock?: Clock;
}

/** Application-wide singletons: the clock and the rate-limit counters. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(options: CoreOptions = {}): DynamicModule {
    return {
      module: CoreModule,
      providers: [{ provide: Clock, useValue: options.clock ?? new SystemClock() }, RateLimitStore],
      exports: [Clock, RateLimitStore],
    };
  }
}
