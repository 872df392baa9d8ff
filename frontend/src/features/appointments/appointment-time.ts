import {
  BOOKING_TIME_ZONE,
  formatSlotMoment,
  formatTime,
  INTL_LOCALE,
  parseDateKey,
  slotStart,
  type Appointment,
  type Language,
  type SlotRef,
} from '@umang/common';

/**
 * Building an Intl formatter loads locale and time-zone data: each is built on
 * first use in a language and kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(name: string, lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${name}:${lang}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...options, timeZone: BOOKING_TIME_ZONE });
    formatters.set(key, made);
  }
  return made;
}

const dayFormat = (lang: Language) =>
  formatter('day', lang, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The day and time of an appointment, `Mon, 23 November 2026` and `10:30 am`, in
 * the centre's time zone whatever the phone's own setting, so a family abroad sees
 * the time they will be seen.
 */
export function appointmentMoment(
  { startsAt, slotDate, slotTime }: Appointment,
  lang: Language,
): { day: string; time: string } {
  let start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) start = slotStart(slotDate, slotTime) ?? start;
  const day = Number.isNaN(start.getTime()) ? slotDate.replace(/_/g, '/') : dayFormat(lang).format(start);
  return { day, time: formatTime(slotTime, lang) };
}

/** `Mon, 23 November 2026 | 10:30 am`, as a card shows it. */
export function appointmentWhen(appointment: Appointment, lang: Language): string {
  const { day, time } = appointmentMoment(appointment, lang);
  return `${day} | ${time}`;
}

/**
 * `4:30 pm` when the hold ends today (IST), else `Tue, 24 Nov, 4:30 pm`: the
 * centre's clock, like the appointment times, whatever the phone's time zone.
 */
export function holdEndsLabel(iso: string, lang: Language, now: Date = new Date()): string {
  const end = new Date(iso);
  if (Number.isNaN(end.getTime())) return '';
  const time = formatter('clock', lang, { hour: 'numeric', minute: '2-digit' }).format(end).toLowerCase();
  const shortDay = formatter('shortDay', lang, { weekday: 'short', day: 'numeric', month: 'short' });
  const day = shortDay.format(end);
  return day === shortDay.format(now) ? time : `${day}, ${time}`;
}

/** A slot as `Tue 24 Nov, 10:30 am`, as the slot picker restates a choice; an unreadable day as `24/11/2026`. */
export function slotLabel({ dateKey, time }: SlotRef, lang: Language): string {
  const date = parseDateKey(dateKey);
  return date
    ? formatSlotMoment(date, time, lang)
    : `${dateKey.replace(/_/g, '/')}, ${formatTime(time, lang)}`;
}
