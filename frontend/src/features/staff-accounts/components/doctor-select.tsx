import type { Doctor } from '@umang/common';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Field, fieldControlClass } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-states';
import { errorMessage, LOAD_FAILED } from '@/lib/show-error';
import { isOpen } from '../account-labels';
import { accountsQuery } from '../api/get-accounts';
import { doctorsQuery } from '../api/get-doctors';

interface DoctorSelectProps {
  id: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (doctorId: string) => void;
}

const byName = (a: Doctor, b: Doctor) => a.name.localeCompare(b.name);

/** Doctors whose account is invited or active: a doctor has one account at a time. */
function useTakenDoctors(): Set<string> {
  const accounts = useQuery(accountsQuery()).data?.accounts ?? [];
  return new Set(accounts.filter(isOpen).flatMap((account) => account.doctorId ?? []));
}

/** Which doctor a Doctor account is linked to; it will see that doctor's patients only. */
export function DoctorSelect({ id, value, error, disabled, onChange }: DoctorSelectProps) {
  const query = useQuery(doctorsQuery());
  const taken = useTakenDoctors();

  if (!query.data && query.error && !query.isFetching)
    return (
      <LoadError
        message={errorMessage(query.error, { fallback: LOAD_FAILED })}
        onRetry={() => void query.refetch()}
      />
    );
  const doctors = query.data ? [...query.data.doctors].sort(byName) : undefined;
  if (doctors?.length === 0)
    return (
      <p className="text-base text-ink">
        There are no doctors yet. Add the doctor on the{' '}
        <Link to="/admin/doctors" className="font-semibold text-primary underline underline-offset-4">
          Doctors
        </Link>{' '}
        screen first, then give them an account here.
      </p>
    );

  return (
    <Field id={id} label="Doctor" hint="The account sees this doctor's patients only." error={error}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled || !doctors}
          onChange={(event) => onChange(event.target.value)}
          className={fieldControlClass}
        >
          <option value="">{doctors ? 'Choose the doctor' : 'Loading the doctors…'}</option>
          {doctors?.map((doctor) => (
            <option key={doctor._id} value={doctor._id} disabled={taken.has(doctor._id)}>
              {doctor.name} — {taken.has(doctor._id) ? 'already has an account' : doctor.speciality}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
