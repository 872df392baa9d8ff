import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldControlClass } from '@/components/ui/field';
import type { ContactFieldSpec } from '@/content/contact';

interface FormFieldProps {
  spec: ContactFieldSpec;
  value: string;
  onChange: (value: string) => void;
  /** The form's message when this field is the one to fix. */
  error?: string;
}

/** A field of the Email Us form: an input, or the message's text area. */
export function FormField({ spec, value, onChange, error }: FormFieldProps) {
  const { t } = useTranslation('contact');
  const handle = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const wide = spec.type === 'textarea';
  return (
    <Field
      id={`contact-${spec.name}`}
      label={t(`form.fields.${spec.name}`)}
      hint={spec.hint && t(`form.hints.${spec.hint}`)}
      error={error}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      {(control) => {
        const shared = {
          ...control,
          name: spec.name,
          value,
          onChange: handle,
          autoComplete: spec.autoComplete,
          maxLength: spec.maxLength,
        };
        return wide ? (
          <textarea {...shared} rows={6} className={`${fieldControlClass} resize-y`} />
        ) : (
          <input {...shared} type={spec.type} inputMode={spec.inputMode} className={fieldControlClass} />
        );
      }}
    </Field>
  );
}
