import { type AccountFormValues, type AccountProblems, accountFieldId } from '../account-form';
import { FormField } from './form-field';

interface PersonFieldsProps {
  values: AccountFormValues;
  problems: AccountProblems;
  readOnly: boolean;
  onChange: (field: 'email' | 'name', value: string) => void;
}

/** Who the new account is for. Not filled in by the browser: these are someone else's details. */
export function PersonFields({ values, problems, readOnly, onChange }: PersonFieldsProps) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormField
        id={accountFieldId('email')}
        label="E-mail"
        type="email"
        autoComplete="off"
        value={values.email}
        readOnly={readOnly}
        onChange={(value) => onChange('email', value)}
        error={problems.email}
      />
      <FormField
        id={accountFieldId('name')}
        label="Full name"
        autoComplete="off"
        value={values.name}
        readOnly={readOnly}
        onChange={(value) => onChange('name', value)}
        error={problems.name}
      />
    </div>
  );
}
