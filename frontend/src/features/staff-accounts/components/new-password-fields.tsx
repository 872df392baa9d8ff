import { PASSWORD_MAX, PASSWORD_MIN } from '../messages';
import {
  type PasswordField,
  passwordFieldId as fieldId,
  type PasswordFormValues,
  type PasswordProblems,
} from '../password-form';
import { FormField } from './form-field';

interface NewPasswordFieldsProps {
  values: PasswordFormValues;
  problems: PasswordProblems;
  onChange: (field: PasswordField, value: string) => void;
}

/** The new password and its repeat, marked `new-password` so the browser offers to make and keep one. */
export function NewPasswordFields({ values, problems, onChange }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        id={fieldId('password')}
        label="New password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters, and not a common password: a short sentence of your own works well.`}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={values.password}
        onChange={(value) => onChange('password', value)}
        error={problems.password}
      />
      <FormField
        id={fieldId('repeat')}
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={values.repeat}
        onChange={(value) => onChange('repeat', value)}
        error={problems.repeat}
      />
    </>
  );
}
