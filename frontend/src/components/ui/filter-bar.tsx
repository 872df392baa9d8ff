import type { ReactNode } from 'react';
import { Field, fieldControlClass } from './field';

interface FilterBarProps {
  /** The form's accessible name: "Filter appointments". */
  label: string;
  /** The screen's own columns and width, added to the shared box. */
  className: string;
  children: ReactNode;
}

/**
 * The box of filters above a staff list. Filters apply as soon as one changes,
 * so there is nothing to submit: Enter in a box must not reload the page.
 */
export function FilterBar({ label, className, children }: FilterBarProps) {
  return (
    <form
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={`grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5 ${className}`}
    >
      {children}
    </form>
  );
}

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The chosen value; '' for the first choice, which filters nothing. */
  value: string;
  /** The first choice's words: "All doctors", "Everyone". */
  allLabel: string;
  options: readonly FilterOption<T>[];
  onChange: (value: T | '') => void;
}

/** A labelled list of choices for one filter, headed by the choice that shows everything. */
export function FilterSelect<T extends string>({
  id,
  label,
  hint,
  value,
  allLabel,
  options,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          // Only '' and the values of `options` can be chosen.
          onChange={(event) => onChange(event.target.value as T | '')}
          className={fieldControlClass}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
