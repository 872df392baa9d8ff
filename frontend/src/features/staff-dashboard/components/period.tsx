import { istToday } from '@umang/common';
import { formatLongDay } from '../format';
import { useRangeParam } from '../hooks/use-range-param';
import { shownRange } from '../ranges';
import { RangeFigures } from './range-figures';
import { RangePicker } from './range-picker';

/** The period part of the dashboard: the range picker, then that period's totals and charts. */
export function Period() {
  const asked = useRangeParam();
  const now = new Date();
  const shown = asked.error ? asked.written : shownRange(asked.range, now);
  return (
    <section aria-labelledby="dashboard-period-title" className="space-y-4">
      <h2 id="dashboard-period-title" className="text-xl font-bold text-ink sm:text-2xl">
        {asked.error ? 'Period' : `Period: ${formatLongDay(shown.from)} to ${formatLongDay(shown.to)}`}
      </h2>
      <RangePicker today={istToday(now)} shown={shown} urlError={asked.error} onChoose={asked.choose} />
      <RangeFigures range={asked.range} refused={asked.error !== null} />
    </section>
  );
}
