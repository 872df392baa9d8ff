import {
  addDays,
  type CalendarDate,
  dashboardRangeError,
  defaultDashboardRange,
  toIsoDate,
  weekdayOf,
} from '@umang/common';

/** A dashboard period as the API takes it: two `YYYY-MM-DD` IST days, both included. */
export interface DashboardRange {
  from: string;
  to: string;
}

const range = (from: CalendarDate, to: CalendarDate): DashboardRange => ({
  from: toIsoDate(from),
  to: toIsoDate(to),
});

export const todayOnly = (today: CalendarDate): DashboardRange => range(today, today);

/** The centre's week starts on Monday; on a Sunday it is the week that began six days ago. */
export function weekSoFar(today: CalendarDate): DashboardRange {
  const sinceMonday = (weekdayOf(today) + 6) % 7;
  return range(addDays(today, -sinceMonday), today);
}

export const monthSoFar = (today: CalendarDate): DashboardRange => range({ ...today, day: 1 }, today);

export const lastDays = (today: CalendarDate, days: number): DashboardRange =>
  range(addDays(today, 1 - days), today);

/**
 * From the day after this date a year ago to today. Counted from the 1st of the month,
 * so 29 February a year on lands on 1 March instead of an invalid day; never more
 * than the API's 366 days.
 */
export function lastTwelveMonths(today: CalendarDate): DashboardRange {
  const yearAgo = addDays({ year: today.year - 1, month: today.month, day: 1 }, today.day - 1);
  return range(addDays(yearAgo, 1), today);
}

export type PresetId = 'month' | 'days30' | 'months12';

/** The picker's shortcuts. "This month" is the API's own default, so it asks for no range. */
export const PRESETS: readonly {
  id: PresetId;
  label: string;
  range: (today: CalendarDate) => DashboardRange | undefined;
}[] = [
  { id: 'month', label: 'This month', range: () => undefined },
  { id: 'days30', label: 'Last 30 days', range: (today) => lastDays(today, 30) },
  { id: 'months12', label: 'Last 12 months', range: lastTwelveMonths },
];

/**
 * What the page's URL asks for: a valid range, the API default (no range), or why it is
 * refused. `written` is the URL's days as they stand, for the boxes to show when refused.
 */
export type RangeRequest = { written: DashboardRange } & (
  { range: DashboardRange | undefined; error: null } | { range: undefined; error: string }
);

/**
 * Reads `?from=&to=` with the API's own rule, so a hand-edited link is refused here
 * with the server's words instead of costing a request that would fail.
 */
export function readRange(params: URLSearchParams): RangeRequest {
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const written = { from: from ?? '', to: to ?? '' };
  const error = dashboardRangeError(from, to);
  if (error) return { written, range: undefined, error };
  return { written, range: from !== undefined && to !== undefined ? { from, to } : undefined, error: null };
}

/** The days a request stands for: its own, or the API's default for the moment `now`. */
export const shownRange = (asked: DashboardRange | undefined, now: Date): DashboardRange =>
  asked ?? defaultDashboardRange(now);

export const sameRange = (a: DashboardRange | undefined, b: DashboardRange | undefined): boolean =>
  a?.from === b?.from && a?.to === b?.to;
