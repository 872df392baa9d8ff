import { describe, expect, it } from 'vitest';
import { formatDateIN } from './format';

describe('formatDateIN', () => {
  it('writes a date exactly as the en-IN Intl formatter does, in the reader’s time zone', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
    const year = Array.from({ length: 12 }, (_, month) => new Date(2026, month, month + 1, 23, 30));
    for (const date of [...year, new Date(2025, 11, 31, 0, 5), new Date(2024, 1, 29, 12)]) {
      expect(formatDateIN(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('answers nothing for a timestamp it cannot read', () => {
    expect(formatDateIN('not a date')).toBe('');
  });
});
