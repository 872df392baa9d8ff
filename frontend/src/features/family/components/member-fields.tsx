import { BLOOD_GROUPS, GENDERS, RELATIONS } from '@umang/common';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldControlProps, fieldControlClass as CONTROL } from '@/components/ui/field';
import {
  EARLIEST_DOB,
  type MemberField,
  type MemberFormValues,
  type MemberProblem,
  type MemberTextField,
  needsGuardianConsent,
  todayKey,
} from '../member-form-values';
import { familyMessage } from '../messages';

interface MemberFieldsProps {
  /** Prefix of the controls' ids: unique per form on the page. */
  idPrefix: string;
  values: MemberFormValues;
  problem: MemberProblem | null;
  onChange: (field: MemberTextField, value: string) => void;
  onConsentChange: (given: boolean) => void;
  /** The consent is on record already (editing a child added with it): shown ticked, not to be taken back here. */
  consentOnRecord: boolean;
  /** Blood group, allergy and medical conditions too (My Profile), or only who they are (booking). */
  withMedical: boolean;
  disabled: boolean;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Option {
  /** What the API takes, the same in every language. */
  value: string;
  label: string;
}

function Options({ options }: { options: readonly Option[] }) {
  const { t } = useTranslation('family');
  return (
    <>
      <option value="">{t('form.select')}</option>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

/** The labelled controls of the member form, each with its error under it when it needs fixing. */
export function MemberFields({
  idPrefix,
  values,
  problem,
  onChange,
  onConsentChange,
  consentOnRecord,
  withMedical,
  disabled,
}: MemberFieldsProps) {
  const { t } = useTranslation('family');
  const required = (label: string): ReactNode => (
    <>
      {label}
      <span className="font-normal text-muted"> {t('form.required')}</span>
    </>
  );
  const relationOptions = RELATIONS.map((value) => ({ value, label: t(`relations.${value}`) }));
  const genderOptions = GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }));
  const bloodGroupOptions = BLOOD_GROUPS.map((value) => ({ value, label: value }));

  const wire = (field: MemberTextField) => (control: FieldControlProps) => ({
    ...control,
    name: field,
    value: values[field],
    disabled,
    onChange: (event: ChangeEvent<Control>) => onChange(field, event.target.value),
  });
  const field = (name: MemberField) => ({
    id: `${idPrefix}-${name}`,
    error: problem?.field === name ? familyMessage(problem.message) : undefined,
  });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field {...field('name')} label={required(t('fields.name'))} className="sm:col-span-2">
        {(control) => (
          <input
            {...wire('name')(control)}
            type="text"
            autoComplete="off"
            maxLength={100}
            required
            className={CONTROL}
          />
        )}
      </Field>
      <Field {...field('relation')} label={required(t('fields.relation'))}>
        {(control) => (
          <select {...wire('relation')(control)} required className={CONTROL}>
            <Options options={relationOptions} />
          </select>
        )}
      </Field>
      <Field {...field('gender')} label={required(t('fields.gender'))}>
        {(control) => (
          <select {...wire('gender')(control)} required className={CONTROL}>
            <Options options={genderOptions} />
          </select>
        )}
      </Field>
      <Field {...field('dob')} label={required(t('fields.dob'))}>
        {(control) => (
          <input
            {...wire('dob')(control)}
            type="date"
            min={EARLIEST_DOB}
            max={todayKey()}
            required
            className={CONTROL}
          />
        )}
      </Field>
      {/* Also when the server asked for the consent: its calendar has the last word on who is a child. */}
      {(needsGuardianConsent(values.dob) || problem?.field === 'guardianConsent') && (
        <GuardianConsent
          {...field('guardianConsent')}
          checked={values.guardianConsent || consentOnRecord}
          onChange={onConsentChange}
          onRecord={consentOnRecord}
          disabled={disabled}
        />
      )}
      {withMedical && (
        <>
          <Field {...field('bloodGroup')} label={t('fields.bloodGroup')}>
            {(control) => (
              <select {...wire('bloodGroup')(control)} className={CONTROL}>
                <Options options={bloodGroupOptions} />
              </select>
            )}
          </Field>
          <Field
            {...field('medicalCondition')}
            label={t('fields.medicalCondition')}
            hint={t('hints.medicalCondition')}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...wire('medicalCondition')(control)}
                rows={3}
                maxLength={1000}
                className={`${CONTROL} resize-y`}
              />
            )}
          </Field>
          <Field
            {...field('allergy')}
            label={t('fields.allergy')}
            hint={t('hints.allergy')}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...wire('allergy')(control)}
                rows={3}
                maxLength={1000}
                className={`${CONTROL} resize-y`}
              />
            )}
          </Field>
          <p className="-mt-2 text-base text-muted sm:col-span-2">{t('hints.medicalPurpose')}</p>
        </>
      )}
    </div>
  );
}

interface GuardianConsentProps {
  id: string;
  error: string | undefined;
  checked: boolean;
  onChange: (given: boolean) => void;
  onRecord: boolean;
  disabled: boolean;
}

/**
 * A child's details are kept only with a parent's or guardian's consent: asked beside
 * the date of birth that makes them a child, unticked until the account holder gives it.
 */
function GuardianConsent({ id, error, checked, onChange, onRecord, disabled }: GuardianConsentProps) {
  const { t } = useTranslation('family');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="guardianConsent"
          type="checkbox"
          checked={checked}
          disabled={disabled || onRecord}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="mt-0.5 size-6 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-base font-semibold text-ink">
          {t('fields.guardianConsent')}
          {!onRecord && <span className="font-normal text-muted"> {t('form.required')}</span>}
        </label>
      </div>
      <p id={hintId} className="mt-1 ml-9 text-sm text-muted">
        {t('hints.guardianConsent')}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 ml-9 text-base font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
