import { DASHBOARD_MAX_DAYS, DASHBOARD_RANGE_MESSAGES, daysFrom, parseIsoDate } from '@umang/common';
import { describe, expect, it } from 'vitest';
import { lastDays, lastTwelveMonths, monthSoFar, readRange, weekSoFar } from './ranges';

const day = (iso: string) => parseIsoDate(iso)!;
const length = ({ from, to }: { from: string; to: string }) => daysFrom(day(from), day(to)) + 1;

describe('dashboard ranges', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // Monday: the week is today alone
    ['2026-11-26', '2026-11-23'], // Thursday
    ['2026-11-29', '2026-11-23'], // Sunday ends the week begun on Monday
    ['2027-01-02', '2026-12-28'], // across the year's end
  ])('starts the week of %s on Monday %s', (today, monday) => {
    expect(weekSoFar(day(today))).toEqual({ from: monday, to: today });
  });

  it('counts the month from its first day and the last 30 days with today', () => {
    expect(monthSoFar(day('2026-11-26'))).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(lastDays(day('2026-03-01'), 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it.each(['2026-11-26', '2028-02-29', '2028-03-15', '2029-02-28', '2027-01-01'])(
    'keeps the last 12 months of %s within the API limit',
    (today) => {
      const range = lastTwelveMonths(day(today));
      expect(range.to).toBe(today);
      expect(length(range)).toBeGreaterThanOrEqual(365);
      expect(length(range)).toBeLessThanOrEqual(DASHBOARD_MAX_DAYS);
    },
  );

  it('reads the URL with the API rule: both days, neither, or the reason for refusing', () => {
    expect(readRange(new URLSearchParams())).toMatchObject({ range: undefined, error: null });
    expect(readRange(new URLSearchParams('from=2026-11-02&to=2026-11-08'))).toMatchObject({
      range: { from: '2026-11-02', to: '2026-11-08' },
      error: null,
    });
    expect(readRange(new URLSearchParams('from=2026-11-02'))).toMatchObject({
      range: undefined,
      error: DASHBOARD_RANGE_MESSAGES.both,
      written: { from: '2026-11-02', to: '' },
    });
    expect(readRange(new URLSearchParams('from=2024-01-01&to=2026-11-08')).error).toBe(
      DASHBOARD_RANGE_MESSAGES.tooLong,
    );
  });
});
