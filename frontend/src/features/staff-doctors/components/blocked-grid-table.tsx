import { SLOT_TIMES, to12Hour } from '@umang/common';
import type { GridDay } from '../blocked-slots-model';
import { DayToggle, SlotCell } from './slot-controls';

export interface GridViewProps {
  doctorName: string;
  days: GridDay[];
  isChanged: (dateKey: string, time: string) => boolean;
  onToggle: (dateKey: string, time: string) => void;
  onSetDay: (day: GridDay, blocked: boolean) => void;
}

/** The afternoon session starts after the lunch break: a little space marks it. */
const AFTERNOON_STARTS = '15:00';

function DayHeader({ day, onSetDay }: { day: GridDay; onSetDay: GridViewProps['onSetDay'] }) {
  const [weekday, date, month] = day.label.split(' ');
  return (
    <th scope="col" className="min-w-24 px-0.5 pb-2 align-bottom font-normal">
      <span className="block text-sm font-semibold text-muted uppercase">{weekday}</span>
      <span className="block text-base font-bold whitespace-nowrap text-ink">
        {date} {month}
      </span>
      <DayToggle day={day} onSet={onSetDay} className="mt-1.5 block w-full leading-snug" />
    </th>
  );
}

function ClosedColumn({ day }: { day: GridDay }) {
  return (
    <td rowSpan={SLOT_TIMES.length} className="rounded-lg bg-slate-100 text-center align-middle">
      <span className="inline-block text-sm font-semibold text-muted [writing-mode:vertical-rl]">
        Closed on Sundays<span className="sr-only">: {day.label}</span>
      </span>
    </td>
  );
}

/**
 * Desktop: the 14 days as columns and the slot times as rows. Wider than the
 * screen, it scrolls inside its own box, with the times kept in view.
 */
export function BlockedGridTable({ doctorName, days, isChanged, onToggle, onSetDay }: GridViewProps) {
  return (
    <>
      <p className="mb-2 text-base text-muted">
        {days[0]?.label} to {days.at(-1)?.label}. If some days are out of view, scroll the grid sideways.
      </p>
      <div className="relative max-w-full overflow-x-auto rounded-xl border border-slate-200">
        <table className="border-separate border-spacing-1 p-1 text-base">
          <caption className="sr-only">
            Times of {doctorName} for the next 14 days. Press a time to block or unblock it.
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 bg-white px-2 pb-2 text-left align-bottom text-sm text-muted"
              >
                Time
              </th>
              {days.map((day) =>
                day.closed ? (
                  <th
                    key={day.dateKey}
                    scope="col"
                    className="px-1 pb-2 align-bottom text-sm font-semibold text-muted"
                  >
                    {day.label.split(' ')[0]}
                    <span className="block">{day.label.split(' ').slice(1).join(' ')}</span>
                  </th>
                ) : (
                  <DayHeader key={day.dateKey} day={day} onSetDay={onSetDay} />
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {SLOT_TIMES.map((time, row) => (
              <tr key={time} className={time === AFTERNOON_STARTS ? '[&>*]:pt-4' : undefined}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-white px-2 text-left text-base font-semibold whitespace-nowrap text-ink"
                >
                  {to12Hour(time)}
                </th>
                {days.map((day) => {
                  if (day.closed) return row === 0 ? <ClosedColumn key={day.dateKey} day={day} /> : null;
                  const cell = day.cells[row]!;
                  return (
                    <td key={day.dateKey}>
                      <SlotCell
                        day={day}
                        cell={cell}
                        changed={isChanged(day.dateKey, time)}
                        onToggle={onToggle}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
