import type { TFunction } from 'i18next';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldControlProps, fieldControlClass as CONTROL } from '@/components/ui/field';
import { CHOICES, type FieldSpec } from '../profile-sections';

interface ProfileFieldInputProps {
  spec: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  /** What to fix, already in the language shown. */
  error?: string;
  /** `yyyy-mm-dd`: the latest date of birth the calendar offers. */
  maxDate: string;
  disabled?: boolean;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function renderControl(
  spec: FieldSpec,
  shared: Record<string, unknown>,
  maxDate: string,
  t: TFunction<'profile'>,
) {
  const { control } = spec;
  switch (control.kind) {
    case 'select':
      return (
        <select {...shared} className={CONTROL}>
          <option value="">{t('form.select')}</option>
          {CHOICES[control.options](t).map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return (
        <textarea {...shared} rows={4} maxLength={control.maxLength} className={`${CONTROL} resize-y`} />
      );
    case 'date':
      return <input {...shared} type="date" max={maxDate} className={CONTROL} />;
    case 'tel':
      return (
        <input
          {...shared}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          className={CONTROL}
        />
      );
    default:
      return (
        <input
          {...shared}
          type="text"
          autoComplete={control.autoComplete ?? 'off'}
          maxLength={control.maxLength}
          className={CONTROL}
        />
      );
  }
}

/** One labelled field of the edit form, with its hint and, when it needs fixing, the error. */
export function ProfileFieldInput({
  spec,
  value,
  onChange,
  error,
  maxDate,
  disabled,
}: ProfileFieldInputProps) {
  const { t } = useTranslation('profile');
  const shared = (control: FieldControlProps) => ({
    ...control,
    name: spec.name,
    value,
    disabled,
    required: spec.required,
    onChange: (event: ChangeEvent<Control>) => onChange(event.target.value),
  });
  const label = (
    <>
      {t(`fields.${spec.name}`)}
      {spec.required && <span className="font-normal text-muted"> {t('form.required')}</span>}
    </>
  );

  return (
    <Field
      id={`profile-${spec.name}`}
      label={label}
      hint={spec.hint && t(`hints.${spec.hint}`)}
      error={error}
      className={spec.wide ? 'sm:col-span-2' : undefined}
    >
      {(control) => renderControl(spec, shared(control), maxDate, t)}
    </Field>
  );
}
