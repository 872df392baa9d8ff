/**
 * The slot grid and the booking window. The API enforces these rules and the SPA
 * draws its day strip and time list from them, so both always agree.
 */
import type { BlockedSlot, SlotsBooked } from './api-types.js';
import {
  addDays,
  compareDates,
  istToday,
  parseDateKey,
  slotStart,
  timeToMinutes,
  toDateKey,
  weekdayOf,
  type CalendarDate,
} from './calendar.js';

export const SLOT_MINUTES = 30;

/** Start times of the 30-minute slots: a morning and an afternoon session. */
// prettier-ignore
export const SLOT_TIMES: readonly string[] = Object.freeze([
  '10:00', '10:30', '11:00', '11:30', '12:00', '12:30',
  '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30',
]);

/** Days scanned from IST today (today + 13 following days). */
export const BOOKING_SCAN_DAYS = 14;
/** At most this many days with a free slot are offered. */
export const BOOKABLE_DAYS = 7;

const SUNDAY = 0;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_HALF_DAY = 12;

/** `H:MM` or `HH:MM`, optionally followed by am/pm with or without a space. */
const TIME_INPUT_PATTERN = /^(\d{1,2}):([0-5]\d)\s*([ap]m)?$/i;

export function isGridTime(time: string): boolean {
  return SLOT_TIMES.includes(time);
}

/**
 * Normalises what people and older clients send (`3:00 pm`, `10:30AM`, `15:00`)
 * to the API's `HH:MM`; null for anything that is not a real time of day.
 */
export function to24Hour(input: string): string | null {
  const match = TIME_INPUT_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, hourText, minutes, meridiem] = match;
  let hour = Number(hourText);
  if (meridiem) {
    if (hour < 1 || hour > HOURS_PER_HALF_DAY) return null;
    // 12 am is midnight and 12 pm is noon, hence the modulo before adding.
    hour = (hour % HOURS_PER_HALF_DAY) + (meridiem.toLowerCase() === 'pm' ? HOURS_PER_HALF_DAY : 0);
  } else if (hour > 23) {
    return null;
  }
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/** Display form (`15:00` → `3:00 pm`); a malformed time is shown as given. */
export function to12Hour(time: string): string {
  const total = timeToMinutes(time);
  if (total === null) return time;
  const hour = Math.floor(total / MINUTES_PER_HOUR);
  const minutes = String(total % MINUTES_PER_HOUR).padStart(2, '0');
  const meridiem = hour < HOURS_PER_HALF_DAY ? 'am' : 'pm';
  return `${hour % HOURS_PER_HALF_DAY || HOURS_PER_HALF_DAY}:${minutes} ${meridiem}`;
}

export interface DaySlots {
  dateKey: string;
  date: CalendarDate;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  slots: string[];
}

/** A doctor's `slots_booked` and `blockedSlots`. */
export interface DoctorSchedule {
  slotsBooked: SlotsBooked;
  blockedSlots: BlockedSlot[];
}

/** Blocked times of a day; a day may be blocked by several entries. */
function blockedTimes(dateKey: string, schedule: DoctorSchedule): Set<string> {
  const entries = schedule.blockedSlots.filter((entry) => entry.date === dateKey);
  return new Set(entries.flatMap((entry) => entry.times));
}

/** Booked times of a day; `hasOwn` keeps keys such as `constructor` out of the lookup. */
function bookedTimes(dateKey: string, schedule: DoctorSchedule): Set<string> {
  const { slotsBooked } = schedule;
  return new Set(Object.hasOwn(slotsBooked, dateKey) ? slotsBooked[dateKey] : []);
}

/**
 * A slot starting exactly now is already past (the rule is `start <= now`); an
 * unreadable slot counts as started so it can never be offered.
 */
function hasStarted(dateKey: string, time: string, now: Date): boolean {
  const start = slotStart(dateKey, time);
  return start === null || start.getTime() <= now.getTime();
}

function freeSlotsOn(date: CalendarDate, schedule: DoctorSchedule, now: Date): string[] {
  if (weekdayOf(date) === SUNDAY) return [];
  const dateKey = toDateKey(date);
  const blocked = blockedTimes(dateKey, schedule);
  const booked = bookedTimes(dateKey, schedule);
  return SLOT_TIMES.filter(
    (time) => !blocked.has(time) && !booked.has(time) && !hasStarted(dateKey, time, now),
  );
}

/** Free grid times of one day, ignoring the booking window; [] for Sundays, past dates, bad keys. */
export function freeSlots(dateKey: string, schedule: DoctorSchedule, now: Date): string[] {
  const date = parseDateKey(dateKey);
  return date ? freeSlotsOn(date, schedule, now) : [];
}

/** The days offered for booking: the first 7 days with a free slot within 14 days of IST today. */
export function bookableDays(schedule: DoctorSchedule, now: Date): DaySlots[] {
  const today = istToday(now);
  const days: DaySlots[] = [];
  for (let offset = 0; offset < BOOKING_SCAN_DAYS && days.length < BOOKABLE_DAYS; offset++) {
    const date = addDays(today, offset);
    const slots = freeSlotsOn(date, schedule, now);
    if (slots.length > 0) {
      days.push({ dateKey: toDateKey(date), date, weekday: weekdayOf(date), slots });
    }
  }
  return days;
}

/** One slot: its day key (`d_m_yyyy`) and start time (`HH:MM`). */
export interface SlotRef {
  dateKey: string;
  time: string;
}

/** A free slot with its calendar date, ready to show. */
export interface FreeSlot extends SlotRef {
  date: CalendarDate;
}

/**
 * The first free slot among the days offered for booking, or null when none is
 * free. With `after`, the first one later than that slot (a time someone else
 * just took), so the suggestion is the nearest to what the patient wanted.
 */
export function nextFreeSlot(schedule: DoctorSchedule, now: Date, after?: SlotRef): FreeSlot | null {
  const afterDate = after ? parseDateKey(after.dateKey) : null;
  const afterMinutes = after ? timeToMinutes(after.time) : null;
  for (const day of bookableDays(schedule, now)) {
    const order = afterDate ? compareDates(day.date, afterDate) : 1;
    if (order < 0) continue;
    // On the day of `after`, only a later time; on a later day, its first free one.
    const time =
      order > 0 || afterMinutes === null
        ? day.slots[0]
        : day.slots.find((slot) => (timeToMinutes(slot) ?? 0) > afterMinutes);
    if (time) return { dateKey: day.dateKey, date: day.date, time };
  }
  return null;
}

/** The two sessions of the day; a slot belongs to the morning when it starts before 1 pm. */
export type SlotSession = 'morning' | 'afternoon';

const AFTERNOON_FROM_MINUTES = 13 * MINUTES_PER_HOUR;

export function slotSession(time: string): SlotSession {
  return (timeToMinutes(time) ?? 0) < AFTERNOON_FROM_MINUTES ? 'morning' : 'afternoon';
}

export type SlotCheck =
  'ok' | 'invalid-date' | 'invalid-time' | 'sunday' | 'past' | 'outside-window' | 'blocked' | 'booked';

/**
 * Why a booking request cannot be accepted, or 'ok'. The cheap, specific reasons
 * come first so the user hears the most useful one.
 */
export function checkSlot(
  slotDate: string,
  slotTime: string,
  schedule: DoctorSchedule,
  now: Date,
): SlotCheck {
  const date = parseDateKey(slotDate);
  if (!date) return 'invalid-date';
  const time = to24Hour(slotTime);
  if (time === null || !isGridTime(time)) return 'invalid-time';
  if (weekdayOf(date) === SUNDAY) return 'sunday';
  // Every slot of an earlier day has started, so one instant test covers both cases.
  if (hasStarted(slotDate, time, now)) return 'past';
  const lastScanned = addDays(istToday(now), BOOKING_SCAN_DAYS - 1);
  if (compareDates(date, lastScanned) > 0) return 'outside-window';
  if (blockedTimes(slotDate, schedule).has(time)) return 'blocked';
  if (bookedTimes(slotDate, schedule).has(time)) return 'booked';
  // A free slot can still lie past the 7th bookable day.
  const offered = bookableDays(schedule, now).some((day) => day.dateKey === slotDate);
  return offered ? 'ok' : 'outside-window';
}

/** User-facing text for each refusal; 'booked' is fixed API wording and must not change. */
export const SLOT_CHECK_MESSAGES: Record<Exclude<SlotCheck, 'ok'>, string> = {
  'invalid-date': 'Please choose a valid date',
  'invalid-time': 'Please choose a valid time slot',
  sunday: 'Appointments are not available on Sundays',
  past: 'This time slot has already passed',
  'outside-window': 'This date is not open for booking yet',
  blocked: 'The doctor is not available at this time',
  booked: 'Slot not available',
};
