/**
 * How dates, times and amounts are written for people, in each language, by the
 * SPA and by the mails alike. Everything goes through `Intl` with `en-IN` or
 * `hi-IN` (so ₹1,00,000 is grouped the Indian way) and the centre's time zone;
 * the order of the parts is fixed here, so a host's locale data cannot reorder
 * what tests and patients read.
 */
import { BOOKING_TIME_ZONE, type CalendarDate, parseDateKey, timeToMinutes } from './calendar.js';
import { INTL_LOCALE, type Language } from './language.js';

/**
 * Building an Intl formatter loads locale and time-zone data: tens of
 * milliseconds on a phone. Each one is built on first use and kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

const rupeeFormat = (lang: Language) =>
  cached(
    `rupees:${lang}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[lang], {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      }),
  );

/** `100000` → `₹1,00,000` (Indian digit grouping in both languages). */
export const formatRupees = (amount: number, lang: Language): string => rupeeFormat(lang).format(amount);

/** `100000` → `1,00,000`: a count or amount without the rupee sign. */
export const formatNumber = (value: number, lang: Language): string =>
  cached(`number:${lang}`, () => new Intl.NumberFormat(INTL_LOCALE[lang])).format(value);

type NameStyle = 'short' | 'long';

/**
 * A calendar date's names (weekday, month) in a language. The date is placed at
 * noon UTC and formatted in UTC, so no time zone can move it to another day.
 */
function dateParts(date: CalendarDate, lang: Language, style: NameStyle) {
  const format = cached(
    `parts:${lang}:${style}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[lang], {
        weekday: style,
        day: 'numeric',
        month: style,
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  const parts = format.formatToParts(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // en-IN abbreviates September as "Sept"; the site has always written three letters.
  const month = lang === 'en' && style === 'short' ? part('month').slice(0, 3) : part('month');
  return { weekday: part('weekday'), day: part('day'), month, year: part('year') };
}

/** `Tue 24 Nov` / `मंगल 24 नव॰`: a day in a strip or a list, weekday first. */
export function formatCalendarDay(date: CalendarDate, lang: Language): string {
  const { weekday, day, month } = dateParts(date, lang, 'short');
  return `${weekday} ${day} ${month}`;
}

/** `Tue, 24 Nov 2026`: a day with its year. */
export function formatShortDate(date: CalendarDate, lang: Language): string {
  const { weekday, day, month, year } = dateParts(date, lang, 'short');
  return `${weekday}, ${day} ${month} ${year}`;
}

/** `Tuesday, 24 November 2026` / `मंगलवार, 24 नवंबर 2026`: a visit's day in a mail or a receipt. */
export function formatLongDate(date: CalendarDate, lang: Language): string {
  const { weekday, day, month, year } = dateParts(date, lang, 'long');
  return `${weekday}, ${day} ${month} ${year}`;
}

/** `24 November 2026`: a post's or a record's date without its weekday. */
export function formatDayMonthYear(date: CalendarDate, lang: Language): string {
  const { day, month, year } = dateParts(date, lang, 'long');
  return `${day} ${month} ${year}`;
}

/** A weekday's name, 0 = Sunday, e.g. `Tuesday` / `मंगलवार`. */
export function weekdayName(weekday: number, lang: Language, style: NameStyle = 'long'): string {
  // 2026-11-01 is a Sunday.
  return dateParts({ year: 2026, month: 11, day: 1 + weekday }, lang, style).weekday;
}

/**
 * Hindi says the part of the day (सुबह 10:30, दोपहर 3:30, शाम 6:00) where
 * English says am/pm.
 */
const DAY_PERIOD: Record<Language, Intl.DateTimeFormatOptions> = { en: {}, hi: { dayPeriod: 'short' } };

/** `15:00` → `3:00 pm` / `दोपहर 3:00`; a malformed time is shown as given. */
export function formatTime(time: string, lang: Language): string {
  const total = timeToMinutes(time);
  if (total === null) return time;
  const format = cached(
    `time:${lang}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[lang], {
        hour: 'numeric',
        minute: '2-digit',
        ...DAY_PERIOD[lang],
        timeZone: 'UTC',
      }),
  );
  return format.format(new Date(Date.UTC(2026, 0, 1, Math.floor(total / 60), total % 60)));
}

/** A slot as `Tue 24 Nov, 10:30 am`: where a chosen or suggested time is restated. */
export const formatSlotMoment = (date: CalendarDate, time: string, lang: Language): string =>
  `${formatCalendarDay(date, lang)}, ${formatTime(time, lang)}`;

/** A slot's date key `23_11_2026` as `Mon, 23 Nov 2026`; an unreadable key as `23/11/2026`. */
export function formatSlotDay(dateKey: string, lang: Language): string {
  const date = parseDateKey(dateKey);
  return date ? formatShortDate(date, lang) : dateKey.replace(/_/g, '/');
}

/** A slot's date key as `Tuesday, 5 January 2027`; a malformed key is shown as given. */
export function formatSlotDayLong(dateKey: string, lang: Language): string {
  const date = parseDateKey(dateKey);
  return date ? formatLongDate(date, lang) : dateKey;
}

/** An ISO timestamp as `22 Nov 2026, 7:33 pm` in the centre's time zone, wherever the reader is. */
export function formatDateTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(
    `datetime:${lang}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[lang], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        ...DAY_PERIOD[lang],
        timeZone: BOOKING_TIME_ZONE,
      }),
  ).format(date);
}

/** An ISO timestamp's IST day as `22 November 2026` (a post's date). */
export function formatIsoDay(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached(
    `isoday:${lang}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[lang], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: BOOKING_TIME_ZONE,
      }),
  ).format(date);
}
