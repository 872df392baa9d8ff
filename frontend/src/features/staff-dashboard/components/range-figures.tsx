import type { DashboardResponse } from '@umang/common';
import { EmptyState, Loading, LoadError } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/show-error';
import { useDashboard } from '../hooks/use-dashboard';
import type { DashboardRange } from '../ranges';
import { BookingsChart } from './bookings-chart';
import { BusiestTimes } from './busiest-times';
import { NoShowChart } from './no-show-chart';
import { RangeTotals } from './range-totals';

export const RANGE_LOAD_FAILED = 'The figures for this period could not be loaded.';

function Charts({ answer }: { answer: DashboardResponse }) {
  if (answer.appointments.booked === 0) return <EmptyState>No appointments in this range yet.</EmptyState>;
  return (
    <>
      <BookingsChart days={answer.byDay} />
      <NoShowChart doctors={answer.byDoctor} />
      <BusiestTimes slots={answer.busiestSlots} />
    </>
  );
}

interface RangeFiguresProps {
  /** The range asked for; undefined for the API's default. */
  range: DashboardRange | undefined;
  /** The URL's range was refused: nothing is asked, and the picker says why. */
  refused: boolean;
}

/** The chosen period's totals and charts, once its figures arrive. */
export function RangeFigures({ range, refused }: RangeFiguresProps) {
  const query = useDashboard(range, !refused);
  if (refused) return <EmptyState>Choose a period above to see its figures.</EmptyState>;
  // Figures already shown stay when a refresh fails; only figures that never arrived show the error.
  if (query.isError && !query.data) {
    return (
      <LoadError
        message={errorMessage(query.error, { fallback: RANGE_LOAD_FAILED })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Loading>Loading the figures for this period…</Loading>;
  return (
    <div className="space-y-6">
      <RangeTotals answer={query.data} />
      <Charts answer={query.data} />
    </div>
  );
}
