import type { DashboardResponse } from '@umang/common';
import { FiguresTable } from './figures-table';

type Doctor = DashboardResponse['byDoctor'][number];

const COLUMNS = ['Doctor', 'Booked', 'Completed', 'No-show'];

/** Today's appointments of each doctor who has any, with the day's totals. */
export function TodayDoctors({ doctors }: { doctors: Doctor[] }) {
  const busy = doctors.filter((doctor) => doctor.booked > 0);
  if (busy.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-base text-muted">
        No appointments today.
      </p>
    );
  }
  const sum = (pick: (doctor: Doctor) => number) => busy.reduce((total, doctor) => total + pick(doctor), 0);
  return (
    <FiguresTable
      caption="Today's appointments by doctor"
      columns={COLUMNS}
      rows={busy.map((doctor) => ({
        key: doctor.doctorId,
        head: doctor.name,
        cells: [doctor.booked, doctor.completed, doctor.noShow],
      }))}
      total={{
        key: 'total',
        head: 'Total',
        cells: [sum((d) => d.booked), sum((d) => d.completed), sum((d) => d.noShow)],
      }}
    />
  );
}
