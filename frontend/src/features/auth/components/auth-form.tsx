import type { SubmitEvent, ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

interface AuthFormProps {
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  /** A request is on its way: the form says so and the button waits. */
  busy: boolean;
  /** Why the last request failed; null when it did not. */
  error: string | null;
  /** The button while idle, e.g. "Login". */
  submitLabel: string;
  /** The button while a request is on its way, e.g. "Logging in…"; null when idle. */
  pendingLabel: string | null;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of every account form: the fields, then the reason the last
 * request failed, then the one submit button. The form does its own checks
 * (`noValidate`), so every message is in its words and spoken with its field.
 */
export function AuthForm({ onSubmit, busy, error, submitLabel, pendingLabel, children }: AuthFormProps) {
  return (
    <form noValidate aria-busy={busy} onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      {children}
      <FormAlert message={error} />
      <SubmitButton label={submitLabel} pendingLabel={pendingLabel} busy={busy} />
    </form>
  );
}
