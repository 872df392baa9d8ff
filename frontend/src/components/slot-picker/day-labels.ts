import { type CalendarDate, INTL_LOCALE, type Language, weekdayName } from '@umang/common';

// The English strip shows short capitals (spec-era design: MON, TUE…); index 0 is Sunday, as in DaySlots.weekday.
const SHORT_WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

// Built on first use per language. Read in UTC: a CalendarDate is a plain IST calendar
// date, so no host time zone may shift it.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'month' | 'day', lang: Language): Intl.DateTimeFormat {
  const key = `${kind}:${lang}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      INTL_LOCALE[lang],
      kind === 'month'
        ? { month: 'short', timeZone: 'UTC' }
        : { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
    );
    formats.set(key, made);
  }
  return made;
}

const utc = (date: CalendarDate): Date => new Date(Date.UTC(date.year, date.month - 1, date.day));

/** `1` → `MON` / `सोम`. */
export const weekdayShort = (weekday: number, lang: Language): string =>
  lang === 'en' ? (SHORT_WEEKDAYS[weekday] ?? '') : weekdayName(weekday, lang, 'short');

/** `Nov` / `नव॰`. */
export const monthShort = (date: CalendarDate, lang: Language): string =>
  format('month', lang).format(utc(date));

/** `Monday, 23 November` / `सोमवार, 23 नवंबर`: the full day, for labels that screen readers announce. */
export const longDayLabel = (date: CalendarDate, lang: Language): string =>
  format('day', lang).format(utc(date));
