import type { DashboardResponse } from '@umang/common';
import { formatRupees } from '@/lib/format';

/** The period's totals in one strip: how many came, how many did not, and what was paid. */
export function RangeTotals({ answer }: { answer: DashboardResponse }) {
  const { appointments, revenue } = answer;
  const figures = [
    { label: 'Booked', value: appointments.booked },
    { label: 'Completed', value: appointments.completed },
    { label: 'No-shows', value: appointments.noShow },
    { label: 'Cancelled', value: appointments.cancelled },
    { label: 'Released unpaid', value: appointments.released },
    { label: 'Revenue approved', value: formatRupees(revenue.approved) },
    { label: 'Awaiting a decision', value: formatRupees(revenue.pending) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white px-4 py-3">
          <dt className="text-sm font-semibold text-muted">{label}</dt>
          <dd className="figures text-2xl font-bold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
