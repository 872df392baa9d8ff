import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, fieldControlClass } from '@/components/ui/field';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children'>;

interface AuthFieldProps extends NativeProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Help under the box (format, where the code comes from). */
  hint?: ReactNode;
  /** The message when this field needs fixing. */
  error?: string;
  /** A control drawn inside the right end of the box (the password's Show/Hide). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input of the account forms, optionally with a control inside its right end. */
export function AuthField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  trailing,
  ref,
  ...native
}: AuthFieldProps) {
  const handle = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...native}
            {...control}
            ref={ref}
            name={native.name ?? id}
            value={value}
            onChange={handle}
            className={`${fieldControlClass} ${trailing ? 'pr-24' : ''}`}
          />
          {trailing}
        </div>
      )}
    </Field>
  );
}
