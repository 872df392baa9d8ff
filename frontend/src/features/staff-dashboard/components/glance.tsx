import type { ReactNode } from 'react';
import { Loading, LoadError } from '@/components/ui/load-states';
import { formatCalendarDay } from '@/lib/format';
import { useGlance } from '../hooks/use-glance';
import { PendingProofs } from './pending-proofs';
import { RevenueCard } from './revenue-card';
import { TodayDoctors } from './today-doctors';

// min-w-0: a grid item may not grow past its track when a table inside is wide.
const card = 'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5';
const h2 = 'text-xl font-bold text-ink sm:text-2xl';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={h2}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** What a manager looks at first: today's appointments, the proofs waiting, and the revenue so far. */
export function Glance() {
  const glance = useGlance();
  const { day, week, month } = glance;
  const todayTitle = `Today, ${formatCalendarDay(glance.today)}`;

  if (glance.error || !day || !week || !month) {
    return (
      <Section id="dashboard-today-title" title={todayTitle}>
        {glance.error ? (
          <LoadError message={glance.error} onRetry={glance.retry} />
        ) : (
          <Loading>Loading today’s figures…</Loading>
        )}
      </Section>
    );
  }

  return (
    <div className="space-y-8">
      <Section id="dashboard-today-title" title={todayTitle}>
        <div className="grid gap-4 lg:grid-cols-3">
          <div className={`${card} lg:col-span-2`}>
            <h3 className="mb-3 text-lg font-bold text-ink">Appointments by doctor</h3>
            <TodayDoctors doctors={day.byDoctor} />
          </div>
          <div className={card}>
            <h3 className="mb-2 text-lg font-bold text-ink">Payment proofs</h3>
            <PendingProofs proofs={day.pendingProofs} />
          </div>
        </div>
      </Section>
      <Section id="dashboard-revenue-title" title="Approved revenue">
        <div className="grid gap-4 sm:grid-cols-2">
          <RevenueCard title="This week" range={glance.ranges.week} revenue={week.revenue} />
          <RevenueCard title="This month" range={glance.ranges.month} revenue={month.revenue} />
        </div>
      </Section>
    </div>
  );
}
