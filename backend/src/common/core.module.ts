import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { Clock, SystemClock } from './clock.js';
import { RateLimitService } from './rate-limit/rate-limit.service.js';
import { RateLimitsRepository } from './rate-limit/rate-limits.repository.js';
import { SafeInputPipe } from './validation/safe-input.pipe.js';

export interface CoreOptions {
  /** Replaces the system clock (tests). */
  clock?: Clock;
}

/**
 * Application-wide singletons: the clock and the rate-limit counters; and the pipe
 * that screens all input, which as an APP_PIPE runs before the ValidationPipe.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(options: CoreOptions = {}): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: Clock, useValue: options.clock ?? new SystemClock() },
        RateLimitsRepository,
        RateLimitService,
        { provide: APP_PIPE, useClass: SafeInputPipe },
      ],
      exports: [Clock, RateLimitService],
    };
  }
}
