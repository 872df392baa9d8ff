import {
  addDays,
  type CalendarDate,
  compareDates,
  isGridTime,
  parseDateKey,
  SLOT_TIMES,
  slotStart,
  to24Hour,
  weekdayOf,
} from '@umang/common';
import { InvalidError } from '../common/errors/domain-error.js';

/** Staff may close slots this many days ahead of IST today (the booking window is shorter). */
export const BLOCKING_DAYS_AHEAD = 60;
/** `weekdayOf` counts from Sunday; the grid has no slots that day. */
const SUNDAY = 0;

export interface BlockedSlotInput {
  date: string;
  times: string[];
}

export interface NormalisedSlot {
  slotDate: string;
  slotTime: string;
  startsAt: Date;
}

const refusal = (message: string) => new InvalidError(message, 'invalid_blocked_slot');

function checkDate(key: string, today: CalendarDate): void {
  const date = parseDateKey(key);
  if (!date) throw refusal(`"${key}" is not a date in d_m_yyyy form (for example 5_1_2027)`);
  if (compareDates(date, today) < 0) {
    throw refusal(`${key} is in the past: only today and later dates can be blocked`);
  }
  if (compareDates(date, addDays(today, BLOCKING_DAYS_AHEAD)) > 0) {
    throw refusal(`${key} is more than ${BLOCKING_DAYS_AHEAD} days ahead`);
  }
  if (weekdayOf(date) === SUNDAY) {
    throw refusal(`${key} is a Sunday: there are no appointment slots to block`);
  }
}

function checkTime(input: string, key: string): string {
  const time = to24Hour(input);
  if (time === null || !isGridTime(time)) {
    throw refusal(`"${input}" on ${key} is not a slot time; slots start at ${SLOT_TIMES.join(', ')}`);
  }
  return time;
}

/**
 * Checks every date and time of a requested blocked-slot list against the calendar
 * and the slot grid, and answers the distinct slots in time order. The first
 * problem found is refused with a message naming the date or time.
 */
export function normaliseBlockedSlots(input: BlockedSlotInput[], today: CalendarDate): NormalisedSlot[] {
  const slots = new Map<string, NormalisedSlot>();
  for (const { date, times } of input) {
    checkDate(date, today);
    for (const given of times) {
      const slotTime = checkTime(given, date);
      slots.set(`${date} ${slotTime}`, {
        slotDate: date,
        slotTime,
        startsAt: slotStart(date, slotTime) as Date,
      });
    }
  }
  return [...slots.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
