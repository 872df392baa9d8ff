import type { DaySlots } from '@umang/common';
import { monthShort, weekdayShort } from '../day-labels';

interface DayStripProps {
  days: DaySlots[];
  selectedKey: string | null;
  onSelect: (dateKey: string) => void;
  /** Id of the visible text that names the group. */
  labelledBy: string;
}

const DAY_BASE =
  'flex w-16 shrink-0 flex-col items-center rounded-2xl border px-2 py-3 leading-tight transition-colors';
const DAY_ON = 'border-primary bg-primary text-white shadow-sm';
const DAY_OFF = 'border-slate-300 bg-white text-ink hover:border-primary hover:bg-primary-soft';

/**
 * The bookable days as toggle buttons (aria-pressed): one Tab stop each, Enter or
 * Space chooses. A single row that scrolls sideways on phones, wrapping on wider screens.
 */
export function DayStrip({ days, selectedKey, onSelect, labelledBy }: DayStripProps) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      // The padding keeps focus outlines clear of the scroll container's clipping edge.
      className="-mx-1 flex gap-3 overflow-x-auto p-1 pb-2 sm:flex-wrap sm:overflow-visible"
    >
      {days.map((day) => {
        const on = day.dateKey === selectedKey;
        return (
          <button
            key={day.dateKey}
            type="button"
            aria-pressed={on}
            onClick={() => onSelect(day.dateKey)}
            className={`${DAY_BASE} ${on ? DAY_ON : DAY_OFF}`}
          >
            <span className="text-sm font-semibold tracking-wide">{weekdayShort(day.weekday)}</span>{' '}
            <span className="mt-1 text-2xl font-bold">{day.date.day}</span>{' '}
            <span className={`text-sm ${on ? 'text-white' : 'text-muted'}`}>{monthShort(day.date)}</span>
          </button>
        );
      })}
    </div>
  );
}
