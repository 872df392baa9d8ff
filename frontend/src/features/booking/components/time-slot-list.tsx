import { to12Hour } from '@umang/common';

interface TimeSlotListProps {
  /** Free `HH:MM` times of the chosen day. */
  times: string[];
  selected: string | null;
  onSelect: (time: string) => void;
  labelledBy: string;
}

const TIME_BASE =
  'shrink-0 rounded-full border px-4 py-2 text-base font-medium whitespace-nowrap transition-colors';
const TIME_ON = 'border-primary bg-primary text-white shadow-sm';
const TIME_OFF = 'border-slate-300 bg-white text-ink hover:border-primary hover:bg-primary-soft';

/** The free times of one day as toggle buttons, read as "10:30 am". Same pattern as the day strip. */
export function TimeSlotList({ times, selected, onSelect, labelledBy }: TimeSlotListProps) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className="-mx-1 flex gap-3 overflow-x-auto p-1 pb-2 sm:flex-wrap sm:overflow-visible"
    >
      {times.map((time) => {
        const on = time === selected;
        return (
          <button
            key={time}
            type="button"
            aria-pressed={on}
            onClick={() => onSelect(time)}
            className={`${TIME_BASE} ${on ? TIME_ON : TIME_OFF}`}
          >
            {to12Hour(time)}
          </button>
        );
      })}
    </div>
  );
}
