import type { DashboardResponse } from '@umang/common';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { formatRate, noShowRate } from '../format';
import { AXIS_TICK, CHART_COLOURS } from './chart-style';
import { ChartFigure } from './chart-figure';
import { FiguresTable } from './figures-table';

type Doctor = DashboardResponse['byDoctor'][number];

const COLUMNS = ['Doctor', 'Booked', 'No-shows', 'No-show rate'];
const BAR_ROW_PX = 44;

/** One bar per doctor, so the chart grows with the team instead of squeezing the names. */
const chartHeight = (bars: number) => Math.max(bars, 1) * BAR_ROW_PX + 40;

/**
 * Each doctor's share of booked visits that were missed. A doctor with nothing booked
 * has no rate: no bar, and "—" in the table.
 */
export function NoShowChart({ doctors }: { doctors: Doctor[] }) {
  const data = doctors
    .filter((doctor) => doctor.booked > 0)
    .map((doctor) => ({ name: doctor.name, rate: noShowRate(doctor.noShow, doctor.booked) ?? 0 }));
  return (
    <ChartFigure
      id="dashboard-no-show"
      title="No-show rate by doctor"
      caption="The share of each doctor's booked appointments the patient missed."
      height={chartHeight(data.length)}
      chart={
        <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ right: 24 }}>
          <CartesianGrid stroke={CHART_COLOURS.grid} horizontal={false} />
          <XAxis type="number" domain={[0, 100]} unit="%" tick={AXIS_TICK} />
          <YAxis type="category" dataKey="name" width={128} tick={AXIS_TICK} />
          <Bar dataKey="rate" name="No-show rate" fill={CHART_COLOURS.accent} barSize={20} />
        </BarChart>
      }
      table={
        <FiguresTable
          caption="No-show rate by doctor"
          columns={COLUMNS}
          rows={doctors.map((doctor) => ({
            key: doctor.doctorId,
            head: doctor.name,
            cells: [doctor.booked, doctor.noShow, formatRate(noShowRate(doctor.noShow, doctor.booked))],
          }))}
        />
      }
    />
  );
}
