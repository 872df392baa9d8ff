import {
  DEFAULT_LANGUAGE,
  type CalendarDate,
  formatCalendarDay,
  formatDateTime,
  formatIsoDay,
  formatLongDate,
  formatNumber,
  formatRupees,
  formatShortDate,
  formatSlotDay,
  formatSlotDayLong,
  formatSlotMoment,
  formatTime,
  isLanguage,
  type Language,
  weekdayName,
} from '@umang/common';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The language shown now; a component using it re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The shared formatting module, bound to the language shown. */
export function useFormat() {
  const lang = useLanguage();
  return useMemo(
    () => ({
      lang,
      rupees: (amount: number) => formatRupees(amount, lang),
      number: (value: number) => formatNumber(value, lang),
      calendarDay: (date: CalendarDate) => formatCalendarDay(date, lang),
      shortDate: (date: CalendarDate) => formatShortDate(date, lang),
      longDate: (date: CalendarDate) => formatLongDate(date, lang),
      slotMoment: (date: CalendarDate, time: string) => formatSlotMoment(date, time, lang),
      slotDay: (dateKey: string) => formatSlotDay(dateKey, lang),
      slotDayLong: (dateKey: string) => formatSlotDayLong(dateKey, lang),
      time: (time: string) => formatTime(time, lang),
      dateTime: (iso: string) => formatDateTime(iso, lang),
      isoDay: (iso: string) => formatIsoDay(iso, lang),
      weekday: (weekday: number, style: 'short' | 'long' = 'long') => weekdayName(weekday, lang, style),
    }),
    [lang],
  );
}
