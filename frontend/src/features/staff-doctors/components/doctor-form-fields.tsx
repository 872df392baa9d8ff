import { Field, fieldControlClass } from '@/components/ui/field';
import { DOCTOR_LIMITS, type DoctorFormErrors, type DoctorFormValues } from '../doctor-form-values';

type TextField = Exclude<keyof DoctorFormValues, 'available'>;

interface DoctorFormFieldsProps {
  values: DoctorFormValues;
  errors: DoctorFormErrors;
  onChange: (field: TextField, value: string) => void;
  /** Specialities already in use, offered as suggestions. */
  specialities: string[];
  /** While the form is being sent: still focusable, no longer editable. */
  readOnly: boolean;
}

interface TextSpec {
  field: TextField;
  label: string;
  hint?: string;
  maxLength?: number;
  numeric?: boolean;
  autoComplete?: string;
  className?: string;
}

const MAIN_SPECS: TextSpec[] = [
  {
    field: 'name',
    label: 'Name',
    hint: 'As patients should see it, for example Dr. Meera Nair.',
    maxLength: DOCTOR_LIMITS.name,
  },
  {
    field: 'speciality',
    label: 'Speciality',
    hint: 'Pick one already in use or type a new one.',
    maxLength: DOCTOR_LIMITS.speciality,
  },
  {
    field: 'degree',
    label: 'Degree',
    hint: 'For example MBBS, MD (Psychiatry).',
    maxLength: DOCTOR_LIMITS.degree,
    className: 'sm:col-span-2',
  },
  { field: 'experience', label: 'Experience (years)', hint: 'Whole years, 0 or more.', numeric: true },
  { field: 'fees', label: 'Fee (₹)', hint: 'Whole rupees per appointment, for example 800.', numeric: true },
];

const ADDRESS_SPECS: TextSpec[] = [
  { field: 'line1', label: 'Address line 1 (optional)', maxLength: DOCTOR_LIMITS.addressLine },
  { field: 'line2', label: 'Address line 2 (optional)', maxLength: DOCTOR_LIMITS.addressLine },
];

export const fieldId = (field: string): string => `doctor-form-${field}`;
const SPECIALITY_LIST_ID = 'doctor-form-specialities';

/** The text fields of the add/edit form, each with its label, hint and error. */
export function DoctorFormFields({
  values,
  errors,
  onChange,
  specialities,
  readOnly,
}: DoctorFormFieldsProps) {
  const textField = (spec: TextSpec) => (
    <Field
      key={spec.field}
      id={fieldId(spec.field)}
      label={spec.label}
      hint={spec.hint}
      error={errors[spec.field]}
      className={spec.className}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          value={values[spec.field]}
          onChange={(event) => onChange(spec.field, event.target.value)}
          maxLength={spec.maxLength}
          inputMode={spec.numeric ? 'numeric' : undefined}
          list={spec.field === 'speciality' ? SPECIALITY_LIST_ID : undefined}
          autoComplete="off"
          readOnly={readOnly}
          className={fieldControlClass}
        />
      )}
    </Field>
  );

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {MAIN_SPECS.map(textField)}
      <datalist id={SPECIALITY_LIST_ID}>
        {specialities.map((speciality) => (
          <option key={speciality} value={speciality} />
        ))}
      </datalist>
      <Field
        id={fieldId('about')}
        label="About"
        hint="A few warm, plain lines for parents: what the doctor helps with and how."
        error={errors.about}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={values.about}
            onChange={(event) => onChange('about', event.target.value)}
            maxLength={DOCTOR_LIMITS.about}
            readOnly={readOnly}
            className={fieldControlClass}
          />
        )}
      </Field>
      {ADDRESS_SPECS.map(textField)}
    </div>
  );
}
