import { useState } from 'react';
import { type AccountFormValues, type AccountProblems, EMPTY_ACCOUNT } from '../account-form';

/** The Add an account form's values and the problems shown at its fields. */
export function useAccountValues() {
  const [values, setValues] = useState<AccountFormValues>(EMPTY_ACCOUNT);
  const [problems, setProblems] = useState<AccountProblems>({});

  const change = <K extends keyof AccountFormValues>(field: K, value: AccountFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Choosing another role settles the doctor's problem too: the doctor is asked only of doctors.
    setProblems((current) => ({ ...current, [field === 'role' ? 'doctorId' : field]: undefined }));
  };

  return { values, problems, setProblems, change, clear: () => setValues(EMPTY_ACCOUNT) };
}
