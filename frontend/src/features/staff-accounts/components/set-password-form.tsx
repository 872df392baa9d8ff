import { Button } from '@/components/ui/button';
import { useSetPassword } from '../hooks/use-set-password';
import { CODE_MINUTES } from '../messages';
import { codeDigits, passwordFieldId as fieldId } from '../password-form';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { PasswordSet } from './password-set';

/** E-mail, the mailed code and the new password twice; on success, the way to the login. */
export function SetPasswordForm({ initialEmail }: { initialEmail: string }) {
  const { values, problems, failure, pending, done, change, submit } = useSetPassword(initialEmail);
  if (done) return <PasswordSet />;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-5">
      <FormField
        id={fieldId('email')}
        label="E-mail"
        type="email"
        autoComplete="username"
        value={values.email}
        onChange={(value) => change('email', value)}
        error={problems.email}
      />
      <FormField
        id={fieldId('otp')}
        label="Code"
        hint={`The 6-digit code from the e-mail; it works for ${CODE_MINUTES} minutes.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={values.otp}
        onChange={(value) => change('otp', codeDigits(value))}
        error={problems.otp}
      />
      <NewPasswordFields values={values} problems={problems} onChange={change} />
      <FormAlert message={failure} />
      <Button type="submit" aria-disabled={pending || undefined} className="w-full">
        {pending ? 'Saving…' : 'Set my password'}
      </Button>
    </form>
  );
}
