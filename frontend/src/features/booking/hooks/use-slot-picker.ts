import { bookableDays, type DaySlots, type Doctor } from '@umang/common';
import { useCallback, useMemo, useState } from 'react';

interface Selection {
  dateKey: string | null;
  time: string | null;
}

export interface SlotPicker {
  days: DaySlots[];
  /** The day whose times are shown: the chosen one while still offered, else the first. */
  day: DaySlots | null;
  /** The chosen time, only while it is still free on that day. */
  time: string | null;
  selectDay: (dateKey: string) => void;
  selectTime: (time: string) => void;
  clearTime: () => void;
}

/**
 * The bookable days and the patient's choice. Days are recomputed whenever the
 * doctor's bookings change (a reload after booking or a 409); the choice is
 * derived from them, so a day that is no longer offered or a time that was just
 * taken simply stops being selected, without an effect to "repair" state.
 */
export function useSlotPicker(doctor: Pick<Doctor, 'slots_booked' | 'blockedSlots'>): SlotPicker {
  const { slots_booked: slotsBooked, blockedSlots } = doctor;
  const days = useMemo(
    () => bookableDays({ slotsBooked, blockedSlots }, new Date()),
    [slotsBooked, blockedSlots],
  );
  const [selection, setSelection] = useState<Selection>({ dateKey: null, time: null });

  const day = days.find((d) => d.dateKey === selection.dateKey) ?? days[0] ?? null;
  const time =
    day && selection.dateKey === day.dateKey && selection.time && day.slots.includes(selection.time)
      ? selection.time
      : null;

  // A time belongs to its day, so choosing another day starts the time afresh.
  const selectDay = useCallback((dateKey: string) => setSelection({ dateKey, time: null }), []);
  // The time is tied to the day on show (which may be the first day, never chosen explicitly).
  const shownKey = day?.dateKey ?? null;
  const selectTime = useCallback(
    (next: string) => setSelection({ dateKey: shownKey, time: next }),
    [shownKey],
  );
  const clearTime = useCallback(() => setSelection((prev) => ({ ...prev, time: null })), []);

  return { days, day, time, selectDay, selectTime, clearTime };
}
