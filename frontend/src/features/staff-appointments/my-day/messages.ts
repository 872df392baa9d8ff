import type { MyDayDate } from './my-day-model';

/** The texts of My day. */
export const MY_DAY_TEXT = {
  open: 'Open appointment',
} as const;

export const loadingDay = (day: MyDayDate): string => `Loading ${day.word}’s appointments…`;

/** A Sunday says why it is empty: the centre is closed. */
export const emptyDay = (day: MyDayDate): string =>
  day.sunday ? 'Sunday: the centre is closed, so there are no appointments.' : `No appointments ${day.word}.`;
