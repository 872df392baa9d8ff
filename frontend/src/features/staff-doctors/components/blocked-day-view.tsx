import { useState } from 'react';
import type { GridDay } from '../blocked-slots-model';
import type { GridViewProps } from './blocked-grid-table';
import { DayToggle, SlotCell } from './slot-controls';

const blockedCount = (day: GridDay): number => day.cells.filter((cell) => cell.blocked).length;

function DayChip({ day, selected, onSelect }: { day: GridDay; selected: boolean; onSelect: () => void }) {
  const [weekday, date, month] = day.label.split(' ');
  const count = blockedCount(day);
  const note = day.closed ? 'Closed' : count > 0 ? `${count} blocked` : month;
  const look = selected
    ? 'border-primary bg-primary text-white'
    : day.closed
      ? 'border-slate-200 bg-slate-100 text-muted'
      : 'border-slate-300 bg-white text-ink hover:border-primary';
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`${day.label}${day.closed ? ', closed' : count > 0 ? `, ${count} blocked` : ''}`}
      disabled={day.closed}
      onClick={onSelect}
      className={`flex w-18 shrink-0 flex-col items-center rounded-xl border-2 px-1 py-2 ${look}`}
    >
      <span className="text-sm font-semibold uppercase">{weekday}</span>
      <span className="text-lg leading-tight font-bold">{date}</span>
      <span className="text-sm whitespace-nowrap">{note}</span>
    </button>
  );
}

/** Phones: a strip of the 14 days (it scrolls inside itself), then the chosen day's times. */
export function BlockedDayView({ days, isChanged, onToggle, onSetDay }: GridViewProps) {
  const [selectedKey, setSelectedKey] = useState(() => days.find((day) => !day.closed)?.dateKey);
  const day = days.find((d) => d.dateKey === selectedKey) ?? days.find((d) => !d.closed);
  if (!day) return null;

  return (
    <div>
      <div role="group" aria-label="Choose a day" className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-1 pb-3">
        {days.map((d) => (
          <DayChip
            key={d.dateKey}
            day={d}
            selected={d.dateKey === day.dateKey}
            onSelect={() => setSelectedKey(d.dateKey)}
          />
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-ink">{day.label}</h3>
        <DayToggle day={day} onSet={onSetDay} />
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-2 min-[480px]:grid-cols-3">
        {day.cells.map((cell) => (
          <li key={cell.time}>
            <SlotCell
              day={day}
              cell={cell}
              changed={isChanged(day.dateKey, cell.time)}
              showTime
              onToggle={onToggle}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
