import { MY_DAY_REFRESH_MS } from '../hooks/use-day-appointments';
import { useNow } from '../hooks/use-now';
import { myDays } from '../my-day-model';
import { DaySection } from './day-section';

/**
 * A doctor's first screen: today's and tomorrow's appointments (IST), each day in time
 * order. The time moves on every minute, as the lists are asked again.
 */
export function MyDay() {
  const now = useNow(MY_DAY_REFRESH_MS);
  return (
    <div className="grid gap-10">
      {myDays(now).map((day) => (
        <DaySection key={day.key} day={day} now={now} />
      ))}
    </div>
  );
}
