import { Clock } from '../../../backend/src/common/clock.js';

/** A clock the test moves by hand: real time plus an offset, so nothing sleeps. */
export class FakeClock extends Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Jumps to an instant; time then runs on from there. */
  setTo(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }
}
