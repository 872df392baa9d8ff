import { describe, expect, it } from 'vitest';
import type { BlockedSlot, SlotsBooked } from './api-types.js';
import {
  BOOKABLE_DAYS,
  BOOKING_SCAN_DAYS,
  SLOT_CHECK_MESSAGES,
  SLOT_MINUTES,
  SLOT_TIMES,
  bookableDays,
  checkSlot,
  freeSlots,
  isGridTime,
  nextFreeSlot,
  slotSession,
  to12Hour,
  to24Hour,
  type DoctorSchedule,
} from './slots.js';

// Fixed instants (IST in the names). 1 Jan 2027 is a Friday; 3 and 10 Jan are Sundays.
const MON_4_JAN_0900 = new Date('2027-01-04T03:30:00.000Z');
const MON_4_JAN_1000 = new Date('2027-01-04T04:30:00.000Z');
const MON_4_JAN_1830 = new Date('2027-01-04T13:00:00.000Z');
const TUE_5_JAN_0900 = new Date('2027-01-05T03:30:00.000Z');
const SUN_3_JAN_0900 = new Date('2027-01-03T03:30:00.000Z');

const schedule = (slotsBooked: SlotsBooked = {}, blockedSlots: BlockedSlot[] = []) => ({
  slotsBooked,
  blockedSlots,
});
const EMPTY = schedule();

/** Every grid slot of each day in January 2027 from `first` to `last` booked. */
const bookAll = (first: number, last: number): SlotsBooked =>
  Object.fromEntries(
    Array.from({ length: last - first + 1 }, (_, i) => [`${first + i}_1_2027`, [...SLOT_TIMES]]),
  );

const keysOf = (s: DoctorSchedule, now: Date) => bookableDays(s, now).map((day) => day.dateKey);

describe('slot grid', () => {
  it('has 14 thirty-minute slots from 10:00 to 12:30 and 15:00 to 18:30', () => {
    expect(SLOT_MINUTES).toBe(30);
    // prettier-ignore
    expect(SLOT_TIMES).toEqual([
      '10:00', '10:30', '11:00', '11:30', '12:00', '12:30',
      '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30',
    ]);
    expect(Object.isFrozen(SLOT_TIMES)).toBe(true);
  });

  it.each([
    ['10:00', true],
    ['18:30', true],
    ['13:00', false],
    ['19:00', false],
    ['10:15', false],
    ['10:00 am', false],
  ])('isGridTime(%j) is %s', (time, expected) => {
    expect(isGridTime(time)).toBe(expected);
  });
});

describe('to24Hour', () => {
  it.each([
    ['10:30', '10:30'],
    ['10:30 AM', '10:30'],
    ['10:30 am', '10:30'],
    ['10:30AM', '10:30'],
    ['10:30 pm', '22:30'],
    ['3:00 pm', '15:00'],
    ['03:00 PM', '15:00'],
    ['12:30 pm', '12:30'],
    ['12:00 am', '00:00'],
    ['9:00', '09:00'],
    ['  15:30  ', '15:30'],
  ])('normalises %j to %j', (input, expected) => {
    expect(to24Hour(input)).toBe(expected);
  });

  it.each(['25:00', '10:61', '13:00 pm', '0:00 am', '24:00', '10:3', '1030', '10:30 xm', 'noon', ''])(
    'rejects %j',
    (input) => {
      expect(to24Hour(input)).toBeNull();
    },
  );
});

describe('to12Hour', () => {
  it.each([
    ['10:30', '10:30 am'],
    ['15:00', '3:00 pm'],
    ['12:30', '12:30 pm'],
    ['00:00', '12:00 am'],
    ['18:30', '6:30 pm'],
  ])('shows %j as %j', (time, expected) => {
    expect(to12Hour(time)).toBe(expected);
    expect(to24Hour(expected)).toBe(time);
  });

  it('shows a malformed time unchanged', () => {
    expect(to12Hour('soon')).toBe('soon');
  });
});

describe('freeSlots', () => {
  it('offers the whole grid on a free future weekday', () => {
    expect(freeSlots('5_1_2027', EMPTY, MON_4_JAN_0900)).toEqual(SLOT_TIMES);
  });

  it('drops booked and blocked slots, merging several blocked entries for the day', () => {
    const s = schedule({ '5_1_2027': ['10:00', '15:00'] }, [
      { date: '5_1_2027', times: ['10:30'] },
      { date: '6_1_2027', times: ['11:00'] },
      { date: '5_1_2027', times: ['18:30'] },
    ]);
    // prettier-ignore
    expect(freeSlots('5_1_2027', s, MON_4_JAN_0900)).toEqual([
      '11:00', '11:30', '12:00', '12:30', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00',
    ]);
  });

  it('keeps a slot starting one millisecond from now and drops one starting exactly now', () => {
    const justBefore = new Date(MON_4_JAN_1000.getTime() - 1);
    expect(freeSlots('4_1_2027', EMPTY, justBefore)[0]).toBe('10:00');
    expect(freeSlots('4_1_2027', EMPTY, MON_4_JAN_1000)[0]).toBe('10:30');
    expect(freeSlots('4_1_2027', EMPTY, MON_4_JAN_1830)).toEqual([]);
  });

  it.each([
    ['a Sunday', '10_1_2027'],
    ['a past date', '2_1_2027'],
    ['a bad key', '05_01_2027'],
  ])('is empty for %s', (_, key) => {
    expect(freeSlots(key, EMPTY, MON_4_JAN_0900)).toEqual([]);
  });
});

describe('bookableDays', () => {
  it('offers the first 7 days with free slots, skipping Sunday', () => {
    const days = bookableDays(EMPTY, MON_4_JAN_0900);
    expect(days).toHaveLength(BOOKABLE_DAYS);
    expect(days.map((day) => day.dateKey)).toEqual([
      '4_1_2027',
      '5_1_2027',
      '6_1_2027',
      '7_1_2027',
      '8_1_2027',
      '9_1_2027',
      '11_1_2027',
    ]);
    expect(days[0]).toMatchObject({ date: { year: 2027, month: 1, day: 4 }, weekday: 1 });
    expect(days.every((day) => day.weekday !== 0)).toBe(true);
  });

  it('starts after a Sunday today', () => {
    expect(keysOf(EMPTY, SUN_3_JAN_0900)[0]).toBe('4_1_2027');
  });

  it('skips today once its last slot has started', () => {
    expect(keysOf(EMPTY, MON_4_JAN_1830)[0]).toBe('5_1_2027');
  });

  it('lists only the slots still ahead today', () => {
    expect(bookableDays(EMPTY, MON_4_JAN_1000)[0]?.slots).toEqual(SLOT_TIMES.slice(1));
  });

  it('skips fully booked days and fully blocked days', () => {
    const s = schedule(bookAll(4, 5), [
      { date: '6_1_2027', times: SLOT_TIMES.slice(0, 6) },
      { date: '6_1_2027', times: SLOT_TIMES.slice(6) },
    ]);
    expect(keysOf(s, MON_4_JAN_0900).slice(0, 2)).toEqual(['7_1_2027', '8_1_2027']);
  });

  it('still offers the last scanned day, today + 13', () => {
    expect(BOOKING_SCAN_DAYS).toBe(14);
    expect(keysOf(schedule(bookAll(5, 17)), TUE_5_JAN_0900)).toEqual(['18_1_2027']);
  });

  it('never looks past today + 13', () => {
    expect(keysOf(schedule(bookAll(5, 18)), TUE_5_JAN_0900)).toEqual([]);
  });

  it('gives the same days for two instants in the same IST morning', () => {
    const earlier = new Date('2027-01-03T18:30:00.000Z'); // 00:00 IST, Monday 4 Jan
    expect(keysOf(EMPTY, earlier)).toEqual(keysOf(EMPTY, MON_4_JAN_0900));
  });
});

describe('checkSlot', () => {
  const s = schedule({ '5_1_2027': ['11:00'] }, [{ date: '5_1_2027', times: ['10:30'] }]);

  it.each([
    ['ok', '5_1_2027', '10:00'],
    ['ok', '5_1_2027', '3:00 pm'],
    ['ok', '4_1_2027', '10:00'],
    ['ok', '11_1_2027', '18:30'],
    ['invalid-date', '05_1_2027', '10:00'],
    ['invalid-date', '31_2_2027', '10:00'],
    ['invalid-time', '5_1_2027', '13:00'],
    ['invalid-time', '5_1_2027', '10:15'],
    ['invalid-time', '5_1_2027', 'later'],
    ['sunday', '10_1_2027', '10:00'],
    ['past', '2_1_2027', '10:00'],
    ['outside-window', '18_1_2027', '10:00'],
    ['blocked', '5_1_2027', '10:30 am'],
    ['booked', '5_1_2027', '11:00'],
  ])('returns %s for %s at %j', (expected, date, time) => {
    expect(checkSlot(date, time, s, MON_4_JAN_0900)).toBe(expected);
  });

  it('treats a slot starting exactly now as past', () => {
    expect(checkSlot('4_1_2027', '10:00', EMPTY, MON_4_JAN_1000)).toBe('past');
    expect(checkSlot('4_1_2027', '10:30', EMPTY, MON_4_JAN_1000)).toBe('ok');
  });

  it('refuses a free day within 14 days that falls after the 7th bookable day', () => {
    expect(checkSlot('12_1_2027', '10:00', EMPTY, MON_4_JAN_0900)).toBe('outside-window');
    expect(checkSlot('12_1_2027', '10:00', schedule(bookAll(4, 4)), MON_4_JAN_0900)).toBe('ok');
  });

  it('reports the earlier reason when several apply', () => {
    expect(checkSlot('10_1_2027', '13:00', EMPTY, MON_4_JAN_0900)).toBe('invalid-time');
    expect(checkSlot('3_1_2027', '10:00', EMPTY, MON_4_JAN_0900)).toBe('sunday');
    const blockedAndBooked = schedule(bookAll(5, 5), [{ date: '5_1_2027', times: ['10:00'] }]);
    expect(checkSlot('5_1_2027', '10:00', blockedAndBooked, MON_4_JAN_0900)).toBe('blocked');
  });
});

describe('SLOT_CHECK_MESSAGES', () => {
  it('keeps the exact API wording for a booked slot', () => {
    expect(SLOT_CHECK_MESSAGES.booked).toBe('Slot not available');
  });

  it('has a short sentence for every refusal', () => {
    expect(SLOT_CHECK_MESSAGES.sunday).toBe('Appointments are not available on Sundays');
    for (const message of Object.values(SLOT_CHECK_MESSAGES)) {
      expect(message).toMatch(/^[A-Z][^.]{5,60}$/);
    }
  });
});

describe('nextFreeSlot', () => {
  it('is the first free time of the first bookable day', () => {
    expect(nextFreeSlot(EMPTY, MON_4_JAN_0900)).toEqual({
      dateKey: '4_1_2027',
      date: { year: 2027, month: 1, day: 4 },
      time: '10:00',
    });
  });

  it('skips started, booked and blocked times', () => {
    const s = schedule({ '4_1_2027': ['10:30'] }, [{ date: '4_1_2027', times: ['11:00'] }]);
    // At 10:00 sharp the 10:00 slot has started.
    expect(nextFreeSlot(s, MON_4_JAN_1000)?.time).toBe('11:30');
  });

  it('moves to the next open day (not Sunday) when today is full or over', () => {
    expect(nextFreeSlot(EMPTY, MON_4_JAN_1830)).toMatchObject({ dateKey: '5_1_2027', time: '10:00' });
    expect(nextFreeSlot(schedule(bookAll(1, 2)), new Date('2027-01-01T03:30:00.000Z'))).toMatchObject({
      dateKey: '4_1_2027',
    });
  });

  it('after a slot: the next later time that day, else the next day', () => {
    const s = schedule({ '5_1_2027': ['11:00', '11:30'] });
    const after = (dateKey: string, time: string) => nextFreeSlot(s, TUE_5_JAN_0900, { dateKey, time });
    expect(after('5_1_2027', '10:30')).toMatchObject({ dateKey: '5_1_2027', time: '12:00' });
    expect(after('5_1_2027', '12:30')).toMatchObject({ dateKey: '5_1_2027', time: '15:00' });
    expect(after('5_1_2027', '18:30')).toMatchObject({ dateKey: '6_1_2027', time: '10:00' });
    // A slot before the window: the first free one.
    expect(after('1_1_2027', '10:00')).toMatchObject({ dateKey: '5_1_2027', time: '10:00' });
  });

  it('is null when nothing is free in the booking window', () => {
    expect(nextFreeSlot(schedule(bookAll(4, 31)), MON_4_JAN_0900)).toBeNull();
    expect(
      nextFreeSlot(schedule(bookAll(5, 31)), MON_4_JAN_0900, { dateKey: '4_1_2027', time: '18:30' }),
    ).toBeNull();
  });
});

describe('slotSession', () => {
  it.each([
    ['10:00', 'morning'],
    ['12:30', 'morning'],
    ['15:00', 'afternoon'],
    ['18:30', 'afternoon'],
  ])('%s is in the %s', (time, session) => {
    expect(slotSession(time)).toBe(session);
  });
});
