import type { DashboardResponse } from '@umang/common';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, XAxis, YAxis } from 'recharts';
import { formatRupees } from '@/lib/format';
import { formatAxisDay, formatCompactRupees, formatDay } from '../format';
import { AXIS_TICK, CHART_COLOURS } from './chart-style';
import { ChartFigure } from './chart-figure';
import { FiguresTable } from './figures-table';

type Day = DashboardResponse['byDay'][number];

const COLUMNS = ['Day', 'Booked', 'Completed', 'Approved revenue'];

function ByDayTable({ days }: { days: Day[] }) {
  const sum = (pick: (day: Day) => number) => days.reduce((total, day) => total + pick(day), 0);
  return (
    <FiguresTable
      caption="Bookings and approved revenue by day"
      columns={COLUMNS}
      rows={days.map((day) => ({
        key: day.date,
        head: formatDay(day.date),
        cells: [day.booked, day.completed, formatRupees(day.approvedAmount)],
      }))}
      total={{
        key: 'total',
        head: 'Total',
        cells: [sum((d) => d.booked), sum((d) => d.completed), formatRupees(sum((d) => d.approvedAmount))],
      }}
    />
  );
}

/** Each day's bookings (bars, left scale) and the revenue approved for them (line, right scale). */
export function BookingsChart({ days }: { days: Day[] }) {
  const data = days.map((day) => ({ ...day, label: formatAxisDay(day.date) }));
  return (
    <ChartFigure
      id="dashboard-by-day"
      title="Bookings and revenue by day"
      caption="Bars: appointments booked for each day (left scale). Line: revenue approved for them (right scale)."
      height={300}
      chart={
        <ComposedChart
          data={data}
          accessibilityLayer={false}
          margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={12} />
          <YAxis yAxisId="booked" allowDecimals={false} width={36} tick={AXIS_TICK} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            width={56}
            tick={AXIS_TICK}
            tickFormatter={formatCompactRupees}
          />
          <Legend wrapperStyle={{ fontSize: 15 }} />
          <Bar yAxisId="booked" dataKey="booked" name="Booked" fill={CHART_COLOURS.primary} />
          <Line
            yAxisId="revenue"
            dataKey="approvedAmount"
            name="Approved revenue"
            stroke={CHART_COLOURS.accent}
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      }
      table={<ByDayTable days={days} />}
    />
  );
}
