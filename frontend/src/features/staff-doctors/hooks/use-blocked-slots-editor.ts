import type { Doctor } from '@umang/common';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { setBlockedSlots } from '../api/set-blocked-slots';
import {
  type BlockedMap,
  blockedMapOf,
  buildGrid,
  countChanges,
  type GridDay,
  isBlocked,
  setDayBlocked,
  toggleTime,
  toPayload,
} from '../blocked-slots-model';

interface Maps {
  /** What the server holds. */
  saved: BlockedMap;
  /** What staff see and change; saved when they press Save. */
  working: BlockedMap;
}

const fresh = (doctor: Doctor): Maps => {
  const map = blockedMapOf(doctor.blockedSlots);
  return { saved: map, working: map };
};

/** The blocked-times editor's state: the grid, the changes not yet saved, saving, and the server's notes. */
export function useBlockedSlotsEditor(doctor: Doctor, onSaved: (doctor: Doctor) => void) {
  // Which times have started is judged as of opening; saving re-reads the clock.
  const [openedAt] = useState(() => new Date());
  const [maps, setMaps] = useState<Maps>(() => fresh(doctor));
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const days = useMemo(() => buildGrid(doctor, maps.working, openedAt), [doctor, maps.working, openedAt]);
  const changes = countChanges(maps.saved, maps.working);
  const isChanged = (dateKey: string, time: string): boolean =>
    isBlocked(maps.saved, dateKey, time) !== isBlocked(maps.working, dateKey, time);

  const update = (next: (working: BlockedMap) => BlockedMap) =>
    setMaps((current) => ({ ...current, working: next(current.working) }));

  const toggle = (dateKey: string, time: string) => update((working) => toggleTime(working, dateKey, time));
  const setDay = (day: GridDay, blocked: boolean) =>
    update((working) => setDayBlocked(working, day, blocked));
  const discard = () => setMaps((current) => ({ ...current, working: current.saved }));

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await setBlockedSlots(doctor._id, toPayload(maps.working, new Date()));
      setMaps(fresh(answer.doctor));
      setWarnings(answer.warnings ?? []);
      onSaved(answer.doctor);
      toast.success('Blocked times saved');
    } catch (err) {
      const message = err instanceof Error ? err.message : 'The blocked times could not be saved.';
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return { days, changes, isChanged, toggle, setDay, discard, save, saving, warnings, error };
}

export type BlockedSlotsEditorState = ReturnType<typeof useBlockedSlotsEditor>;
