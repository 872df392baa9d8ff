import { istToday } from '@umang/common';
import { errorMessage } from '@/lib/show-error';
import { monthSoFar, todayOnly, weekSoFar } from '../ranges';
import { useDashboard } from './use-dashboard';

export const GLANCE_LOAD_FAILED = 'The figures for today could not be loaded.';

/**
 * Today's, this week's and this month's figures (IST), shown together: one wait and
 * one error for the three, so a server that is away shows one Retry, not three.
 * The days are taken afresh at each render, so a screen left open past midnight
 * moves on to the new day at its next refresh.
 */
export function useGlance(now = new Date()) {
  const today = istToday(now);
  const ranges = { day: todayOnly(today), week: weekSoFar(today), month: monthSoFar(today) };
  const day = useDashboard(ranges.day);
  const week = useDashboard(ranges.week);
  const month = useDashboard(ranges.month);
  const queries = [day, week, month];
  // Figures already shown stay when a refresh fails; only figures that never arrived show the error.
  const failed = queries.find((query) => query.isError && !query.data);

  return {
    today,
    ranges,
    day: day.data,
    week: week.data,
    month: month.data,
    error: failed ? errorMessage(failed.error, { fallback: GLANCE_LOAD_FAILED }) : null,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
