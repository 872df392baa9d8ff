import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  compareDates,
  istMinutesOfDay,
  istToday,
  parseDateKey,
  slotStart,
  slotStartsAtIso,
  timeToMinutes,
  toDateKey,
  weekdayOf,
  type CalendarDate,
} from './calendar.js';
import { bookableDays, checkSlot } from './slots.js';

// common/ is compiled without Node's types so it stays browser-safe; the test only needs TZ.
declare const process: { env: { TZ?: string } };

const date = (day: number, month: number, year: number): CalendarDate => ({ year, month, day });

describe('istToday', () => {
  it.each([
    ['2027-01-03T18:29:59.999Z', date(3, 1, 2027), 0],
    ['2027-01-03T18:30:00.000Z', date(4, 1, 2027), 1],
    ['2026-12-31T18:29:59.999Z', date(31, 12, 2026), 4],
    ['2026-12-31T18:30:00.000Z', date(1, 1, 2027), 5],
    ['2028-02-28T18:30:00.000Z', date(29, 2, 2028), 2],
    ['2027-06-15T00:00:00.000Z', date(15, 6, 2027), 2],
  ])('reads %s as the IST date %o (weekday %i)', (iso, expected, weekday) => {
    const today = istToday(new Date(iso));
    expect(today).toEqual(expected);
    expect(weekdayOf(today)).toBe(weekday);
  });
});

describe('istMinutesOfDay', () => {
  it.each([
    ['2027-01-03T18:30:00.000Z', 0],
    ['2027-01-03T18:29:59.999Z', 1439],
    ['2027-01-04T04:30:00.000Z', 600],
    ['2027-01-04T04:30:59.999Z', 600],
    ['2027-01-04T09:30:00.000Z', 900],
  ])('counts %s as %i minutes after IST midnight', (iso, minutes) => {
    expect(istMinutesOfDay(new Date(iso))).toBe(minutes);
  });
});

describe('addDays', () => {
  it.each([
    [date(31, 1, 2027), 1, date(1, 2, 2027)],
    [date(28, 2, 2027), 1, date(1, 3, 2027)],
    [date(28, 2, 2028), 1, date(29, 2, 2028)],
    [date(31, 12, 2026), 1, date(1, 1, 2027)],
    [date(25, 12, 2026), 13, date(7, 1, 2027)],
    [date(1, 3, 2028), -1, date(29, 2, 2028)],
    [date(5, 1, 2027), 0, date(5, 1, 2027)],
  ])('moves %o by %i days to %o', (start, days, expected) => {
    expect(addDays(start, days)).toEqual(expected);
  });
});

describe('weekdayOf', () => {
  it.each([
    [date(3, 1, 2027), 0],
    [date(4, 1, 2027), 1],
    [date(9, 1, 2027), 6],
    [date(29, 2, 2028), 2],
    [date(1, 1, 2000), 6],
  ])('gives %o weekday %i', (day, weekday) => {
    expect(weekdayOf(day)).toBe(weekday);
  });
});

describe('date keys', () => {
  it.each([
    [date(5, 1, 2027), '5_1_2027'],
    [date(31, 1, 2027), '31_1_2027'],
    [date(28, 2, 2027), '28_2_2027'],
    [date(29, 2, 2028), '29_2_2028'],
    [date(30, 4, 2027), '30_4_2027'],
    [date(1, 10, 2027), '1_10_2027'],
    [date(31, 12, 2026), '31_12_2026'],
    [date(1, 1, 2027), '1_1_2027'],
  ])('writes %o as %s without zero padding and reads it back', (day, key) => {
    expect(toDateKey(day)).toBe(key);
    expect(parseDateKey(key)).toEqual(day);
  });

  it('round-trips every day of 2027 and 2028', () => {
    let day = date(1, 1, 2027);
    for (let i = 0; i < 731; i++, day = addDays(day, 1)) {
      expect(parseDateKey(toDateKey(day))).toEqual(day);
    }
    expect(day).toEqual(date(1, 1, 2029));
  });

  it.each([
    '05_1_2027',
    '5_01_2027',
    '31_2_2027',
    '29_2_2027',
    '31_4_2027',
    '0_1_2027',
    '5_0_2027',
    '5_13_2027',
    '5_1_27',
    '5_1_02027',
    '5-1-2027',
    '5_1_2027_1',
    '5_1',
    ' 5_1_2027',
    '5_1_2027\n',
    'a_1_2027',
    '5_1_2O27',
    '',
  ])('rejects %j', (key) => {
    expect(parseDateKey(key)).toBeNull();
  });
});

describe('compareDates', () => {
  it('orders by year, then month, then day', () => {
    expect(compareDates(date(31, 12, 2026), date(1, 1, 2027))).toBeLessThan(0);
    expect(compareDates(date(1, 3, 2027), date(28, 2, 2027))).toBeGreaterThan(0);
    expect(compareDates(date(5, 1, 2027), date(4, 1, 2027))).toBeGreaterThan(0);
    expect(compareDates(date(5, 1, 2027), date(5, 1, 2027))).toBe(0);
  });
});

describe('slot start instants', () => {
  it.each([
    ['5_1_2027', '10:30', '2027-01-05T05:00:00.000Z', '2027-01-05T10:30:00+05:30'],
    ['5_1_2027', '10:00', '2027-01-05T04:30:00.000Z', '2027-01-05T10:00:00+05:30'],
    ['1_1_2027', '00:00', '2026-12-31T18:30:00.000Z', '2027-01-01T00:00:00+05:30'],
    ['29_2_2028', '18:30', '2028-02-29T13:00:00.000Z', '2028-02-29T18:30:00+05:30'],
  ])('starts %s %s at %s', (key, time, instant, iso) => {
    expect(slotStart(key, time)?.toISOString()).toBe(instant);
    expect(slotStartsAtIso(key, time)).toBe(iso);
    expect(new Date(iso).toISOString()).toBe(instant);
  });

  it.each([
    ['05_1_2027', '10:30'],
    ['5_1_2027', '10:30 am'],
    ['5_1_2027', '9:00'],
    ['5_1_2027', '24:00'],
    ['5_1_2027', ''],
  ])('has no start for %j at %j', (key, time) => {
    expect(slotStart(key, time)).toBeNull();
    expect(slotStartsAtIso(key, time)).toBeNull();
  });

  it('reads only strict HH:MM as minutes of the day', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(timeToMinutes('9:30')).toBeNull();
    expect(timeToMinutes('10:60')).toBeNull();
  });
});

describe('independence from the host time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  const instants = [
    '2027-01-03T18:29:59.999Z',
    '2027-01-03T18:30:00.000Z',
    '2026-12-31T18:30:00.000Z',
    '2027-03-14T07:00:00.000Z', // a US DST switch day
    '2027-01-04T04:30:00.000Z',
  ];
  const schedule = { slotsBooked: {}, blockedSlots: [] };
  const summarise = () =>
    instants.map((iso) => {
      const now = new Date(iso);
      return {
        today: toDateKey(istToday(now)),
        minutes: istMinutesOfDay(now),
        days: bookableDays(schedule, now).map((day) => `${day.dateKey}:${day.slots.length}`),
        check: checkSlot('4_1_2027', '10:00', schedule, now),
      };
    });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata'])(
    'gives the same answers with TZ=%s as with TZ=UTC',
    (tz) => {
      process.env.TZ = 'UTC';
      const reference = summarise();
      process.env.TZ = tz;
      expect(summarise()).toEqual(reference);
    },
  );

  it('does not move the IST date at host-local midnight', () => {
    process.env.TZ = 'America/New_York';
    const localMidnight = new Date(2027, 0, 5); // 2027-01-05T05:00Z in New York
    expect(localMidnight.toISOString()).toBe('2027-01-05T05:00:00.000Z');
    const before = new Date(localMidnight.getTime() - 1);
    expect(toDateKey(istToday(before))).toBe('5_1_2027');
    expect(toDateKey(istToday(localMidnight))).toBe('5_1_2027');
    expect(istMinutesOfDay(before)).toBe(629);
    expect(istMinutesOfDay(localMidnight)).toBe(630);
  });
});
