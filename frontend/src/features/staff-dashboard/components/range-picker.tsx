import { type CalendarDate, DASHBOARD_MAX_DAYS } from '@umang/common';
import type { SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { useRangeDraft } from '../hooks/use-range-draft';
import { type DashboardRange, monthSoFar, PRESETS, sameRange } from '../ranges';

const ERROR_ID = 'dashboard-range-error';
const HINT_ID = 'dashboard-range-hint';

interface RangePickerProps {
  today: CalendarDate;
  /** The days on show: the URL's, or this month so far when it names none. */
  shown: DashboardRange;
  /** Why the URL's range was refused, if it was. */
  urlError: string | null;
  onChoose: (range: DashboardRange | undefined) => void;
}

/** From and To, applied together with Show (a half-typed date is never sent), and one-press presets. */
export function RangePicker({ today, shown, urlError, onChoose }: RangePickerProps) {
  const draft = useRangeDraft(shown, urlError, onChoose);
  const control = (id: string) => ({
    id,
    'aria-invalid': draft.error ? (true as const) : undefined,
    'aria-describedby': draft.error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID,
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    draft.submit();
  };

  return (
    <form
      aria-label="Period"
      noValidate
      onSubmit={submit}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id="dashboard-from" label="From">
          {() => (
            <input
              {...control('dashboard-from')}
              type="date"
              value={draft.from}
              onChange={(e) => draft.setFrom(e.target.value)}
              className={fieldControlClass}
            />
          )}
        </Field>
        <Field id="dashboard-to" label="To">
          {() => (
            <input
              {...control('dashboard-to')}
              type="date"
              value={draft.to}
              onChange={(e) => draft.setTo(e.target.value)}
              className={fieldControlClass}
            />
          )}
        </Field>
        <Button type="submit" className="sm:mb-0.5">
          Show
        </Button>
      </div>
      <p id={HINT_ID} className="mt-2 text-sm text-muted">
        Both days included, at most {DASHBOARD_MAX_DAYS} days.
      </p>
      {draft.error && (
        <p id={ERROR_ID} role="alert" className="mt-2 text-base font-medium text-red-800">
          {draft.error}
        </p>
      )}
      <div role="group" aria-label="Quick periods" className="mt-4 flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <Button
            key={preset.id}
            variant="neutral"
            size="sm"
            aria-pressed={!urlError && sameRange(preset.range(today) ?? monthSoFar(today), shown)}
            onClick={() => onChoose(preset.range(today))}
            className="aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary-dark"
          >
            {preset.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
