import { bookableDays } from '@umang/common';
import { describe, expect, it } from 'vitest';
import { withBooked } from './use-slot-picker';

describe('withBooked', () => {
  it('adds the slots to their days without changing the list it was given', () => {
    const booked = { '25_11_2026': ['10:00'] };
    expect(
      withBooked(booked, [
        { dateKey: '25_11_2026', time: '11:00' },
        { dateKey: '26_11_2026', time: '15:00' },
      ]),
    ).toEqual({ '25_11_2026': ['10:00', '11:00'], '26_11_2026': ['15:00'] });
    expect(booked).toEqual({ '25_11_2026': ['10:00'] });
  });

  it('takes the slots out of the times a patient is offered', () => {
    const now = new Date('2026-11-25T08:00:00+05:30');
    const slotsBooked = withBooked({}, [{ dateKey: '25_11_2026', time: '10:30' }]);
    const [today] = bookableDays({ slotsBooked, blockedSlots: [] }, now);
    expect(today?.dateKey).toBe('25_11_2026');
    expect(today?.slots).not.toContain('10:30');
    expect(today?.slots).toContain('10:00');
  });
});
