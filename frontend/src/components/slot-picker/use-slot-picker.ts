import {
  bookableDays,
  type DaySlots,
  type Doctor,
  type DoctorSchedule,
  type FreeSlot,
  nextFreeSlot,
  type SlotRef,
  type SlotsBooked,
} from '@umang/common';
import { useCallback, useMemo, useState } from 'react';

/** How the current choice came about: the patient's own click, the address, or a time just taken. */
type Origin = 'patient' | 'link' | 'taken';

interface Selection {
  dateKey: string | null;
  time: string | null;
  origin: Origin;
}

/** What the page must tell the patient about the choice it made or could not keep. */
export type SlotNotice = { kind: 'link-gone'; wanted: SlotRef } | { kind: 'taken'; next: FreeSlot | null };

export interface SlotPicker {
  days: DaySlots[];
  /** The day whose times are shown: the chosen one while still offered, else the first. */
  day: DaySlots | null;
  /** The chosen time, only while it is still free on that day. */
  time: string | null;
  notice: SlotNotice | null;
  /** The slot in the address was still free and is chosen: the patient only has to book. */
  restored: boolean;
  selectDay: (dateKey: string) => void;
  selectTime: (time: string) => void;
  /** The booking of `slot` was refused because someone else took it. */
  slotTaken: (slot: SlotRef) => void;
}

const NOTHING: Selection = { dateKey: null, time: null, origin: 'patient' };

/**
 * The booked times as they are once `slots` are taken too, whether or not the doctor
 * list has caught up yet (or, for a move, the slot the patient holds now).
 */
export function withBooked(slotsBooked: SlotsBooked, slots: readonly SlotRef[]): SlotsBooked {
  const fresh = { ...slotsBooked };
  for (const { dateKey, time } of slots) {
    const booked = Object.hasOwn(fresh, dateKey) ? (fresh[dateKey] ?? []) : [];
    fresh[dateKey] = [...booked, time];
  }
  return fresh;
}

/** The nearest free time after the taken one, else the first free time at all. */
function suggestionAfter(schedule: DoctorSchedule, taken: SlotRef, now: Date): FreeSlot | null {
  const fresh = { ...schedule, slotsBooked: withBooked(schedule.slotsBooked, [taken]) };
  return nextFreeSlot(fresh, now, taken) ?? nextFreeSlot(fresh, now);
}

/**
 * The bookable days and the patient's choice. Days are recomputed whenever the
 * doctor's bookings change (a reload after booking or a 409); the choice is
 * derived from them, so a day that is no longer offered or a time that was just
 * taken simply stops being selected, without an effect to "repair" state. After a
 * time is taken, the choice is the next free time, derived the same way.
 */
export function useSlotPicker(
  doctor: Pick<Doctor, 'slots_booked' | 'blockedSlots'>,
  linked: SlotRef | null = null,
): SlotPicker {
  const { slots_booked: slotsBooked, blockedSlots } = doctor;
  const { days, now } = useMemo(() => {
    const at = new Date();
    return { days: bookableDays({ slotsBooked, blockedSlots }, at), now: at };
  }, [slotsBooked, blockedSlots]);
  const [selection, setSelection] = useState<Selection>(() =>
    linked ? { ...linked, origin: 'link' } : NOTHING,
  );

  const taken = selection.origin === 'taken' && selection.dateKey && selection.time ? selection : null;
  const suggestion = useMemo(
    () =>
      taken && taken.dateKey && taken.time
        ? suggestionAfter({ slotsBooked, blockedSlots }, { dateKey: taken.dateKey, time: taken.time }, now)
        : null,
    [taken, slotsBooked, blockedSlots, now],
  );
  const wanted = taken ? { dateKey: suggestion?.dateKey ?? null, time: suggestion?.time ?? null } : selection;

  const day = days.find((d) => d.dateKey === wanted.dateKey) ?? days[0] ?? null;
  const time =
    day && wanted.dateKey === day.dateKey && wanted.time && day.slots.includes(wanted.time)
      ? wanted.time
      : null;

  // A time belongs to its day, so choosing another day starts the time afresh.
  const selectDay = useCallback(
    (dateKey: string) => setSelection({ dateKey, time: null, origin: 'patient' }),
    [],
  );
  // The time is tied to the day on show (which may be the first day, never chosen explicitly).
  const shownKey = day?.dateKey ?? null;
  const selectTime = useCallback(
    (next: string) => setSelection({ dateKey: shownKey, time: next, origin: 'patient' }),
    [shownKey],
  );
  const slotTaken = useCallback((slot: SlotRef) => setSelection({ ...slot, origin: 'taken' }), []);

  let notice: SlotNotice | null = null;
  if (taken) notice = { kind: 'taken', next: suggestion };
  else if (selection.origin === 'link' && time === null && selection.dateKey && selection.time) {
    notice = { kind: 'link-gone', wanted: { dateKey: selection.dateKey, time: selection.time } };
  }
  const restored = selection.origin === 'link' && time !== null;

  return { days, day, time, notice, restored, selectDay, selectTime, slotTaken };
}
