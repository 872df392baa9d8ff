import type { DaySlots } from '@umang/common';
import { useId } from 'react';
import { ChoiceRadio } from '@/components/ui/choice-radio';
import { useLanguage } from '@/i18n/use-language';
import { monthShort, weekdayShort } from './day-labels';

interface DayStripProps {
  days: DaySlots[];
  selectedKey: string | null;
  onSelect: (dateKey: string) => void;
  /** Id of the visible text that names the group. */
  labelledBy: string;
}

/**
 * The bookable days as one radio group: one Tab stop, the arrow keys move the
 * choice. Four to a row on phones so all seven show without sideways scrolling.
 */
export function DayStrip({ days, selectedKey, onSelect, labelledBy }: DayStripProps) {
  const name = useId();
  const lang = useLanguage();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className="grid grid-cols-4 gap-2 sm:flex sm:flex-wrap sm:gap-3"
    >
      {days.map((day) => {
        const on = day.dateKey === selectedKey;
        return (
          <ChoiceRadio
            key={day.dateKey}
            name={name}
            value={day.dateKey}
            checked={on}
            onChoose={onSelect}
            className="flex flex-col items-center rounded-2xl px-1 py-3 leading-tight sm:w-16"
          >
            <span className="text-sm font-semibold tracking-wide">{weekdayShort(day.weekday, lang)}</span>{' '}
            <span className="figures mt-1 text-2xl font-bold">{day.date.day}</span>{' '}
            <span className={`text-sm ${on ? 'text-white' : 'text-muted'}`}>
              {monthShort(day.date, lang)}
            </span>
          </ChoiceRadio>
        );
      })}
    </div>
  );
}
