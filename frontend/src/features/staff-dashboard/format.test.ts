import { describe, expect, it } from 'vitest';
import { formatRate, formatWaiting, noShowRate } from './format';
import { heatLevel, heatMap } from './heat-map';

describe('dashboard wording', () => {
  it.each([
    [0, 'under a minute'],
    [1, '1 min'],
    [59, '59 min'],
    [60, '1 h'],
    [200, '3 h 20 min'],
    [1439, '23 h 59 min'],
    [1440, '1 d'],
    [3200, '2 d 5 h'],
  ])('says a wait of %i minutes as %j', (minutes, words) => {
    expect(formatWaiting(minutes)).toBe(words);
  });

  it('gives a no-show rate to one decimal, and none when nothing was booked', () => {
    expect(formatRate(noShowRate(1, 8))).toBe('12.5%');
    expect(formatRate(noShowRate(0, 3))).toBe('0%');
    expect(formatRate(noShowRate(2, 3))).toBe('66.7%');
    expect(formatRate(noShowRate(0, 0))).toBe('—');
  });
});

describe('heat map', () => {
  it('lays the busy cells on the working week, times in order, with zeros between', () => {
    const map = heatMap([
      { weekday: 6, time: '15:00', booked: 1 },
      { weekday: 1, time: '10:30', booked: 4 },
    ]);
    expect(map.weekdays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(map.times).toEqual(['10:30', '15:00']);
    expect(map.count(1, '10:30')).toBe(4);
    expect(map.count(1, '15:00')).toBe(0);
    expect(map.max).toBe(4);
  });

  it('shades by the share of the fullest cell, empty cells unshaded', () => {
    expect([0, 1, 2, 3, 4].map((count) => heatLevel(count, 4))).toEqual([0, 1, 2, 3, 4]);
    expect(heatLevel(1, 100)).toBe(1);
    expect(heatLevel(0, 0)).toBe(0);
  });
});
