import { describe, expect, it } from 'vitest';
import { completionBlock } from './completion.js';

const slot = { slotDate: '25_11_2026', slotTime: '10:30' };
// 10:30 IST is 05:00 UTC.
const at = (iso: string) => new Date(iso);

describe('completionBlock', () => {
  it('refuses an unpaid appointment, started or not', () => {
    expect(completionBlock({ ...slot, payment: false }, at('2026-11-26T00:00:00Z'))).toBe('not_paid');
  });

  it('refuses a paid appointment before its slot starts in India', () => {
    expect(completionBlock({ ...slot, payment: true }, at('2026-11-25T04:59:59Z'))).toBe('not_started');
  });

  it('allows a paid appointment from the minute its slot starts', () => {
    expect(completionBlock({ ...slot, payment: true }, at('2026-11-25T05:00:00Z'))).toBeNull();
  });

  it('never allows an unreadable slot', () => {
    expect(
      completionBlock({ slotDate: 'x', slotTime: '10:30', payment: true }, at('2030-01-01T00:00:00Z')),
    ).toBe('not_started');
  });
});
