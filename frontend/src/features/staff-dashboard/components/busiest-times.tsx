import { type DashboardResponse, shortName, to12Hour, WEEKDAY_NAMES } from '@umang/common';
import { HEAT_LEVELS, type HeatMap, heatLevel, heatMap } from '../heat-map';

const cell = 'figures min-w-12 rounded-md px-1 py-2.5 text-center font-semibold';

function Legend() {
  return (
    <p aria-hidden="true" className="mt-3 flex items-center gap-1.5 text-sm text-muted">
      Fewer
      {HEAT_LEVELS.map((shade) => (
        <span key={shade} className={`size-5 rounded border border-slate-200 ${shade}`} />
      ))}
      More
    </p>
  );
}

function HeatRow({ map, weekday }: { map: HeatMap; weekday: number }) {
  const name = WEEKDAY_NAMES[weekday] ?? '';
  return (
    <tr>
      <th scope="row" className="sticky left-0 z-10 bg-white pr-2 text-left font-semibold text-ink">
        <span aria-hidden="true">{shortName(name)}</span>
        <span className="sr-only">{name}</span>
      </th>
      {map.times.map((time) => {
        const count = map.count(weekday, time);
        return (
          <td key={time} className={`${cell} ${HEAT_LEVELS[heatLevel(count, map.max)]}`}>
            {count}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * Booked appointments by weekday and slot time, as a table shaded like a heat map:
 * the numbers are in the cells, so screen readers (and anyone) read the figures.
 */
export function BusiestTimes({ slots }: { slots: DashboardResponse['busiestSlots'] }) {
  const map = heatMap(slots);
  return (
    <section
      aria-labelledby="dashboard-busiest-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="dashboard-busiest-title" className="text-xl font-bold text-ink">
        Busiest times
      </h2>
      <p className="text-base text-muted">
        Appointments booked in this period by weekday and time; darker cells had more.
      </p>
      {/* Focusable so keyboard users can scroll it sideways on a phone (it holds no links or buttons). */}
      <div
        role="region"
        aria-label="Busiest times table"
        tabIndex={0}
        className="mt-4 max-w-full overflow-x-auto"
      >
        <table className="border-separate border-spacing-1 text-base">
          <caption className="sr-only">Appointments booked by weekday and time</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-white pr-2 text-left text-sm text-muted">
                Day
              </th>
              {map.times.map((time) => (
                <th
                  key={time}
                  scope="col"
                  className="figures px-1 align-bottom text-sm font-semibold text-muted"
                >
                  {to12Hour(time)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {map.weekdays.map((weekday) => (
              <HeatRow key={weekday} map={map} weekday={weekday} />
            ))}
          </tbody>
        </table>
      </div>
      <Legend />
    </section>
  );
}
