import type { Ref } from 'react';
import { Field, fieldControlClass } from '@/components/ui/field';

interface CodeInputProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  /** A request with the code is on its way: the box stays focusable but cannot change. */
  readOnly?: boolean;
  /** Enter in the box: the step's main action (the box may sit inside another form). */
  onEnter?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** The six-digit code mailed to the patient: digits only, the phone's number pad, autofill from the mail. */
export function CodeInput({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  readOnly,
  onEnter,
  ref,
}: CodeInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={id}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !onEnter) return;
            event.preventDefault();
            onEnter();
          }}
          className={`${fieldControlClass} figures max-w-48 tracking-widest`}
        />
      )}
    </Field>
  );
}
