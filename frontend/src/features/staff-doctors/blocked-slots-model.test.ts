import { SLOT_TIMES } from '@umang/common';
import { describe, expect, it } from 'vitest';
import {
  blockedBookedCount,
  blockedMapOf,
  buildGrid,
  cellActionLabel,
  countChanges,
  isDayBlocked,
  readableWarning,
  setDayBlocked,
  toggleTime,
  toPayload,
} from './blocked-slots-model';

// Monday 23 November 2026, 10:45 am in India (05:15 UTC).
const NOW = new Date('2026-11-23T05:15:00Z');
const schedule = { slots_booked: { '24_11_2026': ['11:30'], '1_1_2027': ['10:00'] } };

describe('buildGrid', () => {
  it('lays out 14 days from IST today, with Sundays closed and every other day on the slot grid', () => {
    const days = buildGrid(schedule, {}, NOW);
    expect(days).toHaveLength(14);
    expect(days[0]!.dateKey).toBe('23_11_2026');
    expect(days[0]!.label).toBe('Mon 23 Nov');
    expect(days.at(-1)!.dateKey).toBe('6_12_2026');
    expect(days.filter((d) => d.closed).map((d) => d.label)).toEqual(['Sun 29 Nov', 'Sun 6 Dec']);
    expect(days.find((d) => d.closed)!.cells).toEqual([]);
    expect(days[1]!.cells.map((c) => c.time)).toEqual(SLOT_TIMES);
  });

  it('reads IST today even when UTC is still on the day before', () => {
    // 20:00 UTC on 22 Nov is 1:30 am on 23 Nov in India.
    expect(buildGrid(schedule, {}, new Date('2026-11-22T20:00:00Z'))[0]!.dateKey).toBe('23_11_2026');
  });

  it('marks booked, blocked and already-started times', () => {
    const map = blockedMapOf([{ date: '24_11_2026', times: ['15:00'] }]);
    const [today, tomorrow] = buildGrid(schedule, map, NOW);
    expect(today!.cells.filter((c) => c.past).map((c) => c.time)).toEqual(['10:00', '10:30']);
    expect(tomorrow!.cells.find((c) => c.time === '11:30')).toMatchObject({ booked: true, blocked: false });
    expect(tomorrow!.cells.find((c) => c.time === '15:00')).toMatchObject({ booked: false, blocked: true });
    expect(tomorrow!.cells.some((c) => c.past)).toBe(false);
  });

  it('names each cell by what pressing it does', () => {
    const map = blockedMapOf([{ date: '24_11_2026', times: ['15:00'] }]);
    const tomorrow = buildGrid(schedule, map, NOW)[1]!;
    expect(cellActionLabel(tomorrow, tomorrow.cells[1]!)).toBe('Block Tue 24 Nov 10:30 am');
    expect(
      cellActionLabel(
        tomorrow,
        tomorrow.cells.find((c) => c.time === '15:00')!,
      ),
    ).toBe('Unblock Tue 24 Nov 3:00 pm');
  });
});

describe('toggling', () => {
  it('adds a time, then removes it again', () => {
    const once = toggleTime({}, '24_11_2026', '16:00');
    expect(once).toEqual({ '24_11_2026': ['16:00'] });
    expect(toggleTime(once, '24_11_2026', '16:00')).toEqual({ '24_11_2026': [] });
  });

  it('does not change the map it was given', () => {
    const map = blockedMapOf([{ date: '24_11_2026', times: ['15:00'] }]);
    toggleTime(map, '24_11_2026', '10:00');
    expect(map).toEqual({ '24_11_2026': ['15:00'] });
  });

  it('blocks and frees a whole day, leaving started times of today alone', () => {
    const map = blockedMapOf([{ date: '23_11_2026', times: ['10:00'] }]);
    const today = buildGrid(schedule, map, NOW)[0]!;
    const blocked = setDayBlocked(map, today, true);
    expect(blocked['23_11_2026']).toEqual(['10:00', ...SLOT_TIMES.slice(2)]);
    expect(isDayBlocked(buildGrid(schedule, blocked, NOW)[0]!)).toBe(true);
    const freed = setDayBlocked(blocked, buildGrid(schedule, blocked, NOW)[0]!, false);
    expect(freed['23_11_2026']).toEqual(['10:00']);
  });

  it('counts changed cells and blocked times that hold an appointment', () => {
    const saved = blockedMapOf([{ date: '24_11_2026', times: ['15:00'] }]);
    let working = toggleTime(saved, '24_11_2026', '15:00');
    working = toggleTime(working, '24_11_2026', '11:30');
    expect(countChanges(saved, working)).toBe(2);
    expect(countChanges(saved, toggleTime(working, '24_11_2026', '11:30'))).toBe(1);
    expect(blockedBookedCount(buildGrid(schedule, working, NOW))).toBe(1);
  });
});

describe('toPayload', () => {
  it('keeps days outside the grid, drops empty and past days, and sorts dates and times', () => {
    const map = blockedMapOf([
      { date: '10_1_2027', times: ['18:30', '10:00'] }, // beyond the 14 days: kept as it was
      { date: '24_11_2026', times: ['16:00', '15:00'] },
      { date: '22_11_2026', times: ['10:00'] }, // yesterday: the server keeps its own history
    ]);
    const working = toggleTime(toggleTime(map, '25_11_2026', '12:30'), '25_11_2026', '12:30');
    expect(toPayload(toggleTime(working, '24_11_2026', '11:00'), NOW)).toEqual([
      { date: '24_11_2026', times: ['11:00', '15:00', '16:00'] },
      { date: '10_1_2027', times: ['10:00', '18:30'] },
    ]);
  });

  it('merges a day listed twice', () => {
    const map = blockedMapOf([
      { date: '24_11_2026', times: ['15:00'] },
      { date: '24_11_2026', times: ['10:00', '15:00'] },
    ]);
    expect(toPayload(map, NOW)).toEqual([{ date: '24_11_2026', times: ['10:00', '15:00'] }]);
  });
});

describe('readableWarning', () => {
  it('turns the server’s date key and 24-hour time into words, and leaves other text alone', () => {
    expect(readableWarning('24_11_2026 11:30 has a booked appointment, which stays booked')).toBe(
      'Tue 24 Nov, 11:30 am has a booked appointment, which stays booked',
    );
    expect(readableWarning('Something else')).toBe('Something else');
  });
});
