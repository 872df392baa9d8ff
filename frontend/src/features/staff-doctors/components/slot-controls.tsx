import { to12Hour } from '@umang/common';
import { cellActionLabel, type GridCell, type GridDay, isDayBlocked } from '../blocked-slots-model';

interface SlotCellProps {
  day: GridDay;
  cell: GridCell;
  /** Differs from what the server holds. */
  changed: boolean;
  /** Phones list one day's times, so each cell carries its own time. */
  showTime?: boolean;
  onToggle: (dateKey: string, time: string) => void;
}

const cellBase =
  'relative flex w-full min-h-11 flex-col items-center justify-center rounded-lg border-2 px-2 py-1.5 ' +
  'text-sm leading-tight transition-colors';

function cellLook(cell: GridCell): string {
  if (cell.past) return 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600';
  if (cell.blocked) return 'border-red-800 bg-red-800 font-semibold text-white hover:bg-red-900';
  if (cell.booked) return 'border-accent bg-accent-soft font-semibold text-accent hover:bg-white';
  return 'border-slate-300 bg-white font-normal text-muted hover:border-primary hover:bg-primary-soft hover:text-ink';
}

function stateText(cell: GridCell): string {
  if (cell.blocked) return cell.booked ? 'Blocked · booked' : 'Blocked';
  if (cell.booked) return 'Booked';
  return cell.past ? 'Past' : 'Open';
}

/**
 * The spoken name: what pressing does, then the state the cell shows (the
 * visible words are part of the name, so voice users can say what they see).
 */
function cellName(day: GridDay, cell: GridCell, changed: boolean): string {
  if (cell.past) return `${day.label} ${to12Hour(cell.time)} ${stateText(cell)}, already started`;
  const notes = [cell.booked ? 'has a booked appointment' : '', changed ? 'not saved yet' : ''];
  return [`${cellActionLabel(day, cell)} ${stateText(cell)}`, ...notes].filter(Boolean).join(', ');
}

/** One half-hour of one day: pressed means blocked. Started times cannot change. */
export function SlotCell({ day, cell, changed, showTime = false, onToggle }: SlotCellProps) {
  return (
    <button
      type="button"
      aria-pressed={cell.blocked}
      aria-label={cellName(day, cell, changed)}
      disabled={cell.past}
      onClick={() => onToggle(day.dateKey, cell.time)}
      className={`${cellBase} ${cellLook(cell)}`}
    >
      {showTime && <span className="text-base">{to12Hour(cell.time)}</span>} <span>{stateText(cell)}</span>
      {changed && (
        <span
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 size-3.5 rounded-full bg-sun ring-2 ring-white"
        />
      )}
    </button>
  );
}

interface DayToggleProps {
  day: GridDay;
  onSet: (day: GridDay, blocked: boolean) => void;
  className?: string;
}

/** "Block whole day" / "Unblock whole day": every time of the day that has not started. */
export function DayToggle({ day, onSet, className = '' }: DayToggleProps) {
  if (day.closed) return null;
  if (day.cells.every((cell) => cell.past)) {
    return <span className={`text-sm text-muted ${className}`}>Day is over</span>;
  }
  const blocked = isDayBlocked(day);
  return (
    <button
      type="button"
      onClick={() => onSet(day, !blocked)}
      className={`rounded-lg border border-primary bg-white px-1.5 py-1 text-sm font-semibold text-primary-dark hover:bg-primary-soft ${className}`}
    >
      {blocked ? 'Unblock whole day' : 'Block whole day'} <span className="sr-only">{day.label}</span>
    </button>
  );
}
