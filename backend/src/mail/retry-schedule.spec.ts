import { MAX_ATTEMPTS, retryDelayMs, shouldGiveUp } from './retry-schedule.js';

const HOUR = 3_600_000;

describe('mail retry schedule', () => {
  it('waits longer after each failure, then hourly', () => {
    const waits = Array.from({ length: 10 }, (_, i) => retryDelayMs(i + 1) / 1000);
    expect(waits).toEqual([30, 60, 120, 300, 600, 1800, 3600, 3600, 3600, 3600]);
  });

  it('gives up after 20 attempts or a day, whichever comes first', () => {
    const createdAt = new Date('2027-01-05T10:00:00Z');
    const later = (ms: number) => new Date(createdAt.getTime() + ms);
    expect(MAX_ATTEMPTS).toBe(20);
    expect(shouldGiveUp(19, createdAt, later(15 * HOUR))).toBe(false);
    expect(shouldGiveUp(20, createdAt, later(15 * HOUR))).toBe(true);
    expect(shouldGiveUp(3, createdAt, later(24 * HOUR - 1))).toBe(false);
    expect(shouldGiveUp(3, createdAt, later(24 * HOUR))).toBe(true);
  });
});
