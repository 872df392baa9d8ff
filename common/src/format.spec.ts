import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDateTime,
  formatLongDate,
  formatRupees,
  formatSlotDay,
  formatSlotMoment,
  formatTime,
  weekdayName,
} from './format.js';
import { pickLanguage } from './language.js';

const tuesday = { year: 2026, month: 11, day: 24 };

describe('formatting for people, in each language', () => {
  it('groups rupees the Indian way in both languages', () => {
    expect(formatRupees(100000, 'en')).toBe('₹1,00,000');
    expect(formatRupees(100000, 'hi')).toBe('₹1,00,000');
    expect(formatRupees(1500, 'hi')).toBe('₹1,500');
  });

  it('writes a day with weekday and month names of the language', () => {
    expect(formatCalendarDay(tuesday, 'en')).toBe('Tue 24 Nov');
    expect(formatCalendarDay(tuesday, 'hi')).toBe('मंगल 24 नव॰');
    expect(formatLongDate(tuesday, 'en')).toBe('Tuesday, 24 November 2026');
    expect(formatLongDate(tuesday, 'hi')).toBe('मंगलवार, 24 नवंबर 2026');
    expect(formatSlotMoment(tuesday, '15:00', 'en')).toBe('Tue 24 Nov, 3:00 pm');
    expect(formatSlotMoment(tuesday, '10:30', 'en')).toBe('Tue 24 Nov, 10:30 am');
    expect(formatSlotMoment({ year: 2026, month: 11, day: 28 }, '15:00', 'en')).toBe('Sat 28 Nov, 3:00 pm');
  });

  it('keeps English month abbreviations to three letters (en-IN says "Sept")', () => {
    expect(formatCalendarDay({ year: 2026, month: 9, day: 1 }, 'en')).toBe('Tue 1 Sep');
  });

  it('never moves a calendar date to another day, whatever the time zone', () => {
    expect(formatSlotDay('1_1_2027', 'en')).toBe('Fri, 1 Jan 2027');
    expect(formatSlotDay('31_12_2026', 'hi')).toMatch(/^गुरु, 31 /);
    expect(formatSlotDay('not-a-key', 'en')).toBe('not-a-key');
  });

  it('writes times on the 12-hour clock and leaves a malformed one as given', () => {
    expect(formatTime('09:30', 'en')).toBe('9:30 am');
    expect(formatTime('15:00', 'hi')).toBe('दोपहर 3:00');
    expect(formatTime('10:30', 'hi')).toBe('सुबह 10:30');
    expect(formatTime('18:00', 'hi')).toBe('शाम 6:00');
    expect(formatTime('25:99', 'hi')).toBe('25:99');
  });

  it('names weekdays from Sunday', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(2, 'hi')).toBe('मंगलवार');
  });

  it('shows a moment in the centre’s time zone', () => {
    expect(formatDateTime('2026-11-22T14:03:00Z', 'en')).toBe('22 Nov 2026, 7:33 pm');
  });
});

describe('pickLanguage', () => {
  it('takes the first browser language we speak, by its primary tag', () => {
    expect(pickLanguage(['hi-IN', 'en-GB'])).toBe('hi');
    expect(pickLanguage(['fr-FR', 'en-US'])).toBe('en');
    expect(pickLanguage(['ta-IN', 'fr'])).toBe('en');
    expect(pickLanguage(['HI'])).toBe('hi');
    expect(pickLanguage([])).toBe('en');
  });
});
