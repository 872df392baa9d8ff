import { isGridTime, parseDateKey, type SlotRef } from '@umang/common';

/**
 * A chosen slot travels in the booking page's address (`?day=24_11_2026&time=10:30`,
 * the API's own date key and 24-hour time), so a visitor sent to log in comes back
 * to the same choice.
 */
const DAY_PARAM = 'day';
const TIME_PARAM = 'time';

/** `/appointment/<docId>`, with `?day=…&time=…` when a slot is chosen. */
export function bookingPath(docId: string, slot: SlotRef | null): string {
  const path = `/appointment/${encodeURIComponent(docId)}`;
  if (!slot) return path;
  return `${path}?${new URLSearchParams({ [DAY_PARAM]: slot.dateKey, [TIME_PARAM]: slot.time }).toString()}`;
}

/** The slot named by the address, when both parts are well formed; whether it is still free is the picker's call. */
export function readSlotLink(params: URLSearchParams): SlotRef | null {
  const dateKey = params.get(DAY_PARAM);
  const time = params.get(TIME_PARAM);
  if (!dateKey || !time || !parseDateKey(dateKey) || !isGridTime(time)) return null;
  return { dateKey, time };
}
