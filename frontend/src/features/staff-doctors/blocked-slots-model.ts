/**
 * The blocked-times editor as plain data: the 14-day × slot-time grid of one
 * doctor, toggling cells, and the list the API takes back. No React here, so
 * every rule can be tested with a fixed `now`.
 */
import { formatCalendarDay } from '@/lib/format';
import {
  addDays,
  BOOKING_SCAN_DAYS,
  type BlockedSlot,
  type CalendarDate,
  compareDates,
  type Doctor,
  istToday,
  parseDateKey,
  SLOT_TIMES,
  slotStart,
  to12Hour,
  toDateKey,
  weekdayOf,
} from '@umang/common';

/** The editor shows the same 14 days the booking page scans. */
export const GRID_DAYS = BOOKING_SCAN_DAYS;
const SUNDAY = 0;

/** Blocked times by date key: the editor's working copy of a doctor's `blockedSlots`. */
export type BlockedMap = Readonly<Record<string, readonly string[]>>;

export interface GridCell {
  time: string;
  blocked: boolean;
  /** A live appointment holds this time. */
  booked: boolean;
  /** Already started: nothing left to block. */
  past: boolean;
}

export interface GridDay {
  dateKey: string;
  date: CalendarDate;
  weekday: number;
  /** `Tue 24 Nov`, for cell names and headers. */
  label: string;
  /** Sundays: the centre is closed, so no cells. */
  closed: boolean;
  cells: GridCell[];
}

/** `Tue 24 Nov`. */
export const dayLabel = formatCalendarDay;

/** `Block Tue 24 Nov 10:30 am` / `Unblock …`: what a cell button does, spoken in full. */
export const cellActionLabel = (day: GridDay, cell: GridCell): string =>
  `${cell.blocked ? 'Unblock' : 'Block'} ${day.label} ${to12Hour(cell.time)}`;

const timeOrder = (a: string, b: string): number => a.localeCompare(b); // `HH:MM` sorts as text

/** The doctor's blocked list as a map; a day listed twice is merged. */
export function blockedMapOf(blockedSlots: readonly BlockedSlot[]): BlockedMap {
  const map: Record<string, string[]> = {};
  for (const { date, times } of blockedSlots) {
    map[date] = [...new Set([...(map[date] ?? []), ...times])].sort(timeOrder);
  }
  return map;
}

export const isBlocked = (map: BlockedMap, dateKey: string, time: string): boolean =>
  Object.hasOwn(map, dateKey) && map[dateKey]!.includes(time);

function withDay(map: BlockedMap, dateKey: string, times: Iterable<string>): BlockedMap {
  return { ...map, [dateKey]: [...new Set(times)].sort(timeOrder) };
}

/** Blocks an open time or frees a blocked one. */
export function toggleTime(map: BlockedMap, dateKey: string, time: string): BlockedMap {
  const current = Object.hasOwn(map, dateKey) ? map[dateKey]! : [];
  return withDay(
    map,
    dateKey,
    current.includes(time) ? current.filter((t) => t !== time) : [...current, time],
  );
}

/** Blocks or frees every time of a day that has not started yet; started times stay as they are. */
export function setDayBlocked(map: BlockedMap, day: GridDay, blocked: boolean): BlockedMap {
  const changeable = new Set(day.cells.filter((cell) => !cell.past).map((cell) => cell.time));
  const kept = (Object.hasOwn(map, day.dateKey) ? map[day.dateKey]! : []).filter((t) => !changeable.has(t));
  return withDay(map, day.dateKey, blocked ? [...kept, ...changeable] : kept);
}

/** True when every time of the day still open to change is blocked (the day button then offers Unblock). */
export const isDayBlocked = (day: GridDay): boolean => {
  const open = day.cells.filter((cell) => !cell.past);
  return open.length > 0 && open.every((cell) => cell.blocked);
};

const hasStarted = (dateKey: string, time: string, now: Date): boolean =>
  (slotStart(dateKey, time)?.getTime() ?? 0) <= now.getTime();

type Schedule = Pick<Doctor, 'slots_booked'>;

function buildDay(date: CalendarDate, schedule: Schedule, map: BlockedMap, now: Date): GridDay {
  const dateKey = toDateKey(date);
  const weekday = weekdayOf(date);
  const closed = weekday === SUNDAY;
  const booked = Object.hasOwn(schedule.slots_booked, dateKey) ? schedule.slots_booked[dateKey]! : [];
  const cells = closed
    ? []
    : SLOT_TIMES.map((time) => ({
        time,
        blocked: isBlocked(map, dateKey, time),
        booked: booked.includes(time),
        past: hasStarted(dateKey, time, now),
      }));
  return { dateKey, date, weekday, label: dayLabel(date), closed, cells };
}

/** The next 14 days from IST today, each with its slot times as cells. */
export function buildGrid(schedule: Schedule, map: BlockedMap, now: Date): GridDay[] {
  const today = istToday(now);
  return Array.from({ length: GRID_DAYS }, (_, offset) =>
    buildDay(addDays(today, offset), schedule, map, now),
  );
}

const chronological = (a: string, b: string): number =>
  compareDates(
    parseDateKey(a) ?? { year: 0, month: 0, day: 0 },
    parseDateKey(b) ?? { year: 0, month: 0, day: 0 },
  );

/**
 * The whole list for PUT …/blocked-slots: every day with at least one time (days
 * outside the grid included, unchanged), dates in order, times sorted. Days before
 * IST today are left out: the server keeps its history and refuses past dates.
 */
export function toPayload(map: BlockedMap, now: Date): BlockedSlot[] {
  const today = istToday(now);
  return Object.keys(map)
    .filter((dateKey) => map[dateKey]!.length > 0)
    .filter((dateKey) => {
      const date = parseDateKey(dateKey);
      return date !== null && compareDates(date, today) >= 0;
    })
    .sort(chronological)
    .map((date) => ({ date, times: [...map[date]!].sort(timeOrder) }));
}

/** How many cells differ between two maps (the unsaved-changes count). */
export function countChanges(saved: BlockedMap, working: BlockedMap): number {
  const keys = new Set([...Object.keys(saved), ...Object.keys(working)]);
  let changes = 0;
  for (const key of keys) {
    const a = new Set(saved[key] ?? []);
    const b = new Set(working[key] ?? []);
    for (const time of a) if (!b.has(time)) changes++;
    for (const time of b) if (!a.has(time)) changes++;
  }
  return changes;
}

/** Blocked cells a live appointment holds: the appointment stays, so staff are told before saving. */
export const blockedBookedCount = (days: readonly GridDay[]): number =>
  days.reduce((sum, day) => sum + day.cells.filter((c) => c.blocked && c.booked && !c.past).length, 0);

const WARNING_PATTERN = /^(\d{1,2}_\d{1,2}_\d{4}) (\d{2}:\d{2}) (.+)$/;

/** The server names slots as `24_11_2026 11:30 …`; shown as `Tue 24 Nov, 11:30 am …`. */
export function readableWarning(warning: string): string {
  const match = WARNING_PATTERN.exec(warning);
  const date = match && parseDateKey(match[1]!);
  if (!match || !date) return warning;
  return `${dayLabel(date)}, ${to12Hour(match[2]!)} ${match[3]}`;
}
