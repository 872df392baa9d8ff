import { describe, expect, it } from 'vitest';
import { DASHBOARD_RANGE_MESSAGES as M, dashboardRangeError, defaultDashboardRange } from './console.js';

describe('dashboardRangeError', () => {
  it('accepts no range, one day, and a whole leap year', () => {
    expect(dashboardRangeError(undefined, undefined)).toBeNull();
    expect(dashboardRangeError('2026-03-07', '2026-03-07')).toBeNull();
    expect(dashboardRangeError('2028-01-01', '2028-12-31')).toBeNull();
  });

  it('names one problem: a missing end, a date that is not real, the order, the length', () => {
    expect(dashboardRangeError('2026-03-01', undefined)).toBe(M.both);
    expect(dashboardRangeError(undefined, '2026-03-01')).toBe(M.both);
    expect(dashboardRangeError('2026-02-29', '2026-03-01')).toBe(M.from);
    expect(dashboardRangeError('2026-03-01', '2026-3-7')).toBe(M.to);
    expect(dashboardRangeError('2026-03-02', '2026-03-01')).toBe(M.order);
    expect(dashboardRangeError('2026-01-01', '2027-01-02')).toBe(M.tooLong);
  });
});

describe('defaultDashboardRange', () => {
  it('runs from the first of the IST month to the IST day, even while UTC is still on the month before', () => {
    // 31 March 19:00 UTC is already 1 April in India.
    expect(defaultDashboardRange(new Date('2026-03-31T19:00:00Z'))).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(defaultDashboardRange(new Date('2026-03-10T06:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });
});
