import type { ReactNode } from 'react';

interface CheckboxFieldProps {
  id: string;
  /** The form control's name: the first field to fix is found by it. */
  name: string;
  label: ReactNode;
  /** Why it is asked, under the label. */
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/**
 * A box the patient ticks themselves at sign-up: the agreements and the choices.
 * Each starts unticked, as agreement must be given, not assumed.
 */
export function CheckboxField({ id, name, label, hint, checked, onChange, error }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className="mt-0.5 size-6 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-base text-ink">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 ml-9 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-base font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
