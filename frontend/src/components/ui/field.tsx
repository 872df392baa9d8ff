import type { ReactNode } from 'react';

/** The look of every text box, select and text area. */
export const fieldControlClass =
  'block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-ink ' +
  'placeholder:text-slate-500 focus-visible:border-accent disabled:bg-slate-100 ' +
  'aria-invalid:border-red-700 aria-invalid:bg-red-50';

/** What the control inside a Field must carry so the hint and error are spoken with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Help under the box (format, where a code comes from). */
  hint?: ReactNode;
  /** The message when this field needs fixing; announced. */
  error?: string;
  className?: string;
  /** Draws the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and error below it (below, so the
 * boxes of a row stay level). The one place forms get label/hint/error wiring.
 */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-base font-semibold text-ink">
        {label}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm break-words text-muted">
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
