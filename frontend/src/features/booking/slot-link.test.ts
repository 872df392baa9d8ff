import { describe, expect, it } from 'vitest';
import { bookingPath, readSlotLink } from './slot-link';

describe('slot links', () => {
  it('writes the chosen slot into the booking page address and reads it back', () => {
    const path = bookingPath('d1', { dateKey: '24_11_2026', time: '10:30' });
    expect(path).toBe('/appointment/d1?day=24_11_2026&time=10%3A30');
    expect(readSlotLink(new URL(path, 'https://x.invalid').searchParams)).toEqual({
      dateKey: '24_11_2026',
      time: '10:30',
    });
  });

  it('is the plain page without a slot', () => {
    expect(bookingPath('d1', null)).toBe('/appointment/d1');
  });

  it.each([
    '',
    '?day=24_11_2026',
    '?day=31_2_2026&time=10:30',
    '?day=24_11_2026&time=13:00',
    '?day=x&time=y',
  ])('ignores %j', (search) => {
    expect(readSlotLink(new URLSearchParams(search))).toBeNull();
  });
});
