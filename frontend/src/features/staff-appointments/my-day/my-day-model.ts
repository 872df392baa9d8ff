import {
  addDays,
  type CalendarDate,
  isAppointmentPaid,
  istToday,
  MONTH_NAMES,
  type StaffAppointment,
  timeToMinutes,
  toDateKey,
  WEEKDAY_NAMES,
  weekdayOf,
} from '@umang/common';

const SUNDAY = 0;

/** One day of My day: the API's key for it and its heading. */
export interface MyDayDate {
  /** `d_m_yyyy`. */
  key: string;
  /** `Today, Friday 27 November`. */
  heading: string;
  /** `today`, `tomorrow`: the word in the day's loading and empty texts. */
  word: string;
  /** The centre is closed on Sundays. */
  sunday: boolean;
}

function myDay(word: string, date: CalendarDate): MyDayDate {
  const weekday = weekdayOf(date);
  const name = `${WEEKDAY_NAMES[weekday]} ${date.day} ${MONTH_NAMES[date.month - 1]}`;
  return {
    key: toDateKey(date),
    heading: `${word}, ${name}`,
    word: word.toLowerCase(),
    sunday: weekday === SUNDAY,
  };
}

/** Today and tomorrow on the centre's (IST) calendar, whatever the computer's time zone. */
export function myDays(now: Date): MyDayDate[] {
  const today = istToday(now);
  return [myDay('Today', today), myDay('Tomorrow', addDays(today, 1))];
}

/** The server lists the latest first; a day is read from its first slot on. */
export const inTimeOrder = (appointments: readonly StaffAppointment[]): StaffAppointment[] =>
  [...appointments].sort((a, b) => (timeToMinutes(a.slotTime) ?? 0) - (timeToMinutes(b.slotTime) ?? 0));

export type Tone = 'good' | 'waiting' | 'bad' | 'neutral' | 'done';

/** A state in words, with the tone that only repeats them. */
export interface Said {
  words: string;
  tone: Tone;
}

/** Where the payment stands. An accepted proof is a payment even if `payment` lags behind. */
export function paymentState(appointment: StaffAppointment): Said {
  const { paymentProof } = appointment;
  if (isAppointmentPaid(appointment)) return { words: 'Paid', tone: 'good' };
  if (paymentProof?.status === 'pending') return { words: 'Proof waiting', tone: 'waiting' };
  if (paymentProof?.status === 'rejected') return { words: 'Rejected', tone: 'bad' };
  return { words: 'Not paid', tone: 'neutral' };
}

/** Where the visit stands: booked until it is completed, marked a no-show or cancelled. */
export function visitState({ cancelled, isCompleted, noShow }: StaffAppointment): Said {
  if (cancelled) return { words: 'Cancelled', tone: 'bad' };
  if (isCompleted) return { words: 'Completed', tone: 'done' };
  if (noShow) return { words: 'No-show', tone: 'waiting' };
  return { words: 'Booked', tone: 'neutral' };
}

/** The doctor may still act on a visit that is only booked. */
export const isBooked = ({ cancelled, isCompleted, noShow }: StaffAppointment): boolean =>
  !cancelled && !isCompleted && !noShow;

/** The console page of one appointment. */
export const appointmentPath = (id: string): string => `/admin/appointments/${encodeURIComponent(id)}`;
