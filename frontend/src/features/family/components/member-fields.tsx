import { BLOOD_GROUPS, GENDERS, RELATION_LABELS, RELATIONS } from '@umang/common';
import type { ChangeEvent, ReactNode } from 'react';
import { Field, type FieldControlProps, fieldControlClass as CONTROL } from '@/components/ui/field';
import {
  EARLIEST_DOB,
  type MemberField,
  type MemberFormValues,
  type MemberProblem,
  todayKey,
} from '../member-form-values';

interface MemberFieldsProps {
  /** Prefix of the controls' ids: unique per form on the page. */
  idPrefix: string;
  values: MemberFormValues;
  problem: MemberProblem | null;
  onChange: (field: MemberField, value: string) => void;
  /** Blood group, allergy and medical conditions too (My Profile), or only who they are (booking). */
  withMedical: boolean;
  disabled: boolean;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const required = (label: string): ReactNode => (
  <>
    {label}
    <span className="font-normal text-muted"> (required)</span>
  </>
);

const RELATION_OPTIONS = RELATIONS.map((value) => ({ value, label: RELATION_LABELS[value] }));
const plain = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

function Options({ options }: { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <>
      <option value="">Select</option>
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
  withMedical,
  disabled,
}: MemberFieldsProps) {
  const wire = (field: MemberField) => (control: FieldControlProps) => ({
    ...control,
    name: field,
    value: values[field],
    disabled,
    onChange: (event: ChangeEvent<Control>) => onChange(field, event.target.value),
  });
  const field = (name: MemberField) => ({
    id: `${idPrefix}-${name}`,
    error: problem?.field === name ? problem.message : undefined,
  });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field {...field('name')} label={required('Name')} className="sm:col-span-2">
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
      <Field {...field('relation')} label={required('Relation to you')}>
        {(control) => (
          <select {...wire('relation')(control)} required className={CONTROL}>
            <Options options={RELATION_OPTIONS} />
          </select>
        )}
      </Field>
      <Field {...field('gender')} label={required('Gender')}>
        {(control) => (
          <select {...wire('gender')(control)} required className={CONTROL}>
            <Options options={plain(GENDERS)} />
          </select>
        )}
      </Field>
      <Field {...field('dob')} label={required('Date of birth')}>
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
      {withMedical && (
        <>
          <Field {...field('bloodGroup')} label="Blood group">
            {(control) => (
              <select {...wire('bloodGroup')(control)} className={CONTROL}>
                <Options options={plain(BLOOD_GROUPS)} />
              </select>
            )}
          </Field>
          <Field
            {...field('medicalCondition')}
            label="Medical conditions"
            hint="Any diagnosis, ongoing illness or daily medicine our clinicians should know about."
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
            label="Allergy"
            hint="Foods, medicines or anything else that causes a reaction."
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
        </>
      )}
    </div>
  );
}
