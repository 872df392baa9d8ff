import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, fieldControlClass } from '@/components/ui/field';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/** One text box of this feature's forms, with its label, hint and error tied to it. */
export function FormField({ id, label, hint, error, value, onChange, ...input }: FormFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldControlClass}
        />
      )}
    </Field>
  );
}
