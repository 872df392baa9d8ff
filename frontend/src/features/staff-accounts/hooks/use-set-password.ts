import type { ErrorCode } from '@umang/common';
import { type SubmitEvent, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { errorMessage } from '@/lib/show-error';
import { setConsolePassword } from '../api/account-requests';
import { ACCOUNT_MESSAGES } from '../messages';
import {
  PASSWORD_FIELDS,
  type PasswordField,
  passwordFieldId,
  type PasswordFormValues,
  emptyPasswordForm,
  type PasswordProblems,
  passwordProblems,
  toSetPasswordRequest,
} from '../password-form';

/** The refusals that are about one field, so they are shown at it; the rest above the button. */
const FIELD_OF: Partial<Record<ErrorCode, PasswordField>> = {
  invalid_otp: 'otp',
  weak_password: 'password',
  invalid_email: 'email',
};

const fieldOf = (err: unknown): PasswordField | undefined =>
  err instanceof ApiRequestError && err.code ? FIELD_OF[err.code] : undefined;

const focusField = (field: PasswordField) => document.getElementById(passwordFieldId(field))?.focus();

/** The set-password form: values, problems found here or by the server, and whether it worked. */
export function useSetPassword(initialEmail: string) {
  const [values, setValues] = useState<PasswordFormValues>(() => emptyPasswordForm(initialEmail));
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const change = (field: PasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  function refused(err: unknown) {
    const message = errorMessage(err, { fallback: ACCOUNT_MESSAGES.setFailed });
    const field = fieldOf(err);
    if (!field) return setFailure(message);
    setProblems({ [field]: message });
    focusField(field);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (pending) return;
    const found = passwordProblems(values);
    setProblems(found);
    setFailure(null);
    const first = PASSWORD_FIELDS.find((field) => found[field]);
    if (first) return focusField(first);
    setPending(true);
    try {
      await setConsolePassword(toSetPasswordRequest(values));
      setDone(true);
    } catch (err) {
      refused(err);
    } finally {
      setPending(false);
    }
  }

  return { values, problems, failure, pending, done, change, submit };
}
