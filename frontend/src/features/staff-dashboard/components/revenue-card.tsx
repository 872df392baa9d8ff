import type { DashboardResponse } from '@umang/common';
import { formatRupees } from '@/lib/format';
import { formatDay } from '../format';
import type { DashboardRange } from '../ranges';

interface RevenueCardProps {
  title: string;
  range: DashboardRange;
  revenue: DashboardResponse['revenue'];
}

/** The revenue approved for a period's appointments, and what still awaits a decision. */
export function RevenueCard({ title, range, revenue }: RevenueCardProps) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      <p className="text-sm text-muted">
        {formatDay(range.from)} to {formatDay(range.to)}
      </p>
      <p className="figures mt-2 text-3xl font-bold text-ink">{formatRupees(revenue.approved)}</p>
      <p className="text-base text-muted">
        approved
        {revenue.pending > 0 && (
          <>
            {' · '}
            <span className="figures">{formatRupees(revenue.pending)}</span> awaiting a decision
          </>
        )}
      </p>
    </div>
  );
}
