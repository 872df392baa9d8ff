import type { DashboardResponse } from '@umang/common';

type Slot = DashboardResponse['busiestSlots'][number];

const SUNDAY = 0;
/** The centre's working week, Monday first (weekday numbers as the API counts them). */
const WORKING_WEEK = [1, 2, 3, 4, 5, 6];

export interface HeatMap {
  /** Monday to Saturday, then Sunday only when something was booked on one. */
  weekdays: number[];
  /** The slot times that hold a booking, earliest first. */
  times: string[];
  count: (weekday: number, time: string) => number;
  /** The fullest cell's count (0 when none). */
  max: number;
}

/** The busiest slots as a weekday × time grid; the API lists only non-empty cells. */
export function heatMap(slots: Slot[]): HeatMap {
  const counts = new Map(slots.map((slot) => [`${slot.weekday} ${slot.time}`, slot.booked]));
  const sunday = slots.some((slot) => slot.weekday === SUNDAY && slot.booked > 0);
  return {
    weekdays: sunday ? [...WORKING_WEEK, SUNDAY] : WORKING_WEEK,
    // `HH:MM` sorts as text in time order.
    times: [...new Set(slots.map((slot) => slot.time))].sort(),
    count: (weekday, time) => counts.get(`${weekday} ${time}`) ?? 0,
    max: Math.max(0, ...slots.map((slot) => slot.booked)),
  };
}

/** Shades from empty to the fullest cell; the darkest carries white text. */
export const HEAT_LEVELS = [
  'bg-white text-muted',
  'bg-teal-100 text-ink',
  'bg-teal-300 text-ink',
  'bg-teal-500 text-ink',
  'bg-primary-dark text-white',
] as const;

/** The shade of a count: 0 for none, else 1 to 4 by its share of the fullest cell. */
export const heatLevel = (count: number, max: number): number =>
  count <= 0 || max <= 0
    ? 0
    : Math.min(HEAT_LEVELS.length - 1, Math.ceil((count / max) * (HEAT_LEVELS.length - 1)));
