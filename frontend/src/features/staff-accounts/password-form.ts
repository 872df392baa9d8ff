import { isValidEmail, type SetConsolePasswordRequest } from '@umang/common';
import { ACCOUNT_MESSAGES as M, PASSWORD_MAX, PASSWORD_MIN } from './messages';

export interface PasswordFormValues {
  email: string;
  otp: string;
  password: string;
  repeat: string;
}

export type PasswordField = keyof PasswordFormValues;

/** A fresh form; the e-mail comes from the link in the invitation when it has one. */
export const emptyPasswordForm = (email: string): PasswordFormValues => ({
  email,
  otp: '',
  password: '',
  repeat: '',
});
export type PasswordProblems = Partial<Record<PasswordField, string>>;

/** Form order: focus goes to the first field that needs fixing. */
export const PASSWORD_FIELDS: readonly PasswordField[] = ['email', 'otp', 'password', 'repeat'];

export const passwordFieldId = (field: PasswordField): string => `set-password-${field}`;

const CODE_PATTERN = /^\d{6}$/;

/** People type or paste the code as "123 456": the box keeps its six digits only. */
export const codeDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);

function emailProblem(email: string): string | undefined {
  if (email.trim() === '') return M.emailRequired;
  return isValidEmail(email.trim()) ? undefined : M.email;
}

function passwordProblem(password: string): string | undefined {
  if (password === '') return M.passwordRequired;
  const fits = password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
  return fits ? undefined : M.passwordLength;
}

function repeatProblem({ password, repeat }: PasswordFormValues): string | undefined {
  if (repeat === '') return M.repeatRequired;
  return repeat === password ? undefined : M.mismatch;
}

/** What needs fixing before the new password can be sent; empty when nothing does. */
export function passwordProblems(values: PasswordFormValues): PasswordProblems {
  const problems: PasswordProblems = {
    email: emailProblem(values.email),
    otp: CODE_PATTERN.test(values.otp) ? undefined : M.codeRequired,
    password: passwordProblem(values.password),
    repeat: repeatProblem(values),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as PasswordProblems;
}

export const toSetPasswordRequest = (values: PasswordFormValues): SetConsolePasswordRequest => ({
  email: values.email.trim(),
  otp: values.otp,
  password: values.password,
});
