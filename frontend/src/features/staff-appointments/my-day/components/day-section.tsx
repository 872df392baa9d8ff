import { useId } from 'react';
import { EmptyState, LoadError, Loading } from '@/components/ui/load-states';
import { errorMessage, LOAD_FAILED } from '@/lib/show-error';
import { useDayAppointments } from '../hooks/use-day-appointments';
import { emptyDay, loadingDay } from '../messages';
import type { MyDayDate } from '../my-day-model';
import { VisitCard } from './visit-card';

interface DaySectionProps {
  day: MyDayDate;
  now: Date;
}

/** One day under its heading: its appointments, or why there are none, or what went wrong. */
export function DaySection({ day, now }: DaySectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {day.heading}
      </h2>
      <div className="mt-3">
        <DayBody day={day} now={now} />
      </div>
    </section>
  );
}

function DayBody({ day, now }: DaySectionProps) {
  const { data, error, isFetching, refetch } = useDayAppointments(day.key);
  // A refresh that fails keeps the day on screen; the next one, a minute later, may pass.
  if (!data && error && !isFetching)
    return (
      <LoadError message={errorMessage(error, { fallback: LOAD_FAILED })} onRetry={() => void refetch()} />
    );
  if (!data) return <Loading>{loadingDay(day)}</Loading>;
  if (data.length === 0) return <EmptyState>{emptyDay(day)}</EmptyState>;
  return (
    <ul className="grid gap-3">
      {data.map((appointment) => (
        <VisitCard key={appointment._id} appointment={appointment} now={now} />
      ))}
    </ul>
  );
}
