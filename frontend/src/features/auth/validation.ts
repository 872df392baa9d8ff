import { isValidEmail, isValidPhone } from '@umang/common';
import { AUTH_MESSAGES as M, PASSWORD_MAX, PASSWORD_MIN } from './messages';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  phone: string;
  otp: string;
  consent: boolean;
}

export type SignUpField = keyof SignUpValues;

/** Problems keyed by field; an empty object means the values can be sent. */
export type Problems<F extends string> = Partial<Record<F, string>>;

const OTP_PATTERN = /^\d{6}$/;

export function emailProblem(email: string): string | undefined {
  if (email.trim() === '') return M.emailRequired;
  return isValidEmail(email.trim()) ? undefined : M.email;
}

export function newPasswordProblem(password: string): string | undefined {
  if (password === '') return M.newPasswordRequired;
  const ok = password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
  return ok ? undefined : M.passwordLength;
}

export const otpProblem = (otp: string): string | undefined =>
  OTP_PATTERN.test(otp.trim()) ? undefined : M.otp;

/** Drops the fields without a problem, so `Object.keys` lists only what needs fixing. */
function only<F extends string>(entries: [F, string | undefined][]): Problems<F> {
  return Object.fromEntries(entries.filter(([, message]) => message !== undefined)) as Problems<F>;
}

/**
 * Every sign-up input is required. The OTP is checked only once it
 * has been sent (`withOtp`); consent is checked at both steps so no code is
 * sent to someone who cannot finish.
 */
export function signUpProblems(values: SignUpValues, withOtp: boolean): Problems<SignUpField> {
  const phone = values.phone.trim();
  return only<SignUpField>([
    ['name', values.name.trim() === '' ? M.nameRequired : undefined],
    ['email', emailProblem(values.email)],
    ['password', newPasswordProblem(values.password)],
    ['phone', phone === '' ? M.phoneRequired : isValidPhone(phone) ? undefined : M.phone],
    ['otp', withOtp ? otpProblem(values.otp) : undefined],
    ['consent', values.consent ? undefined : M.consent],
  ]);
}

export function loginProblems(email: string, password: string): Problems<'email' | 'password'> {
  return only<'email' | 'password'>([
    ['email', emailProblem(email)],
    ['password', password === '' ? M.passwordRequired : undefined],
  ]);
}

/** The first field (in form order) that needs fixing: focus goes there. */
export const firstField = <F extends string>(order: readonly F[], problems: Problems<F>): F | undefined =>
  order.find((field) => problems[field] !== undefined);

/** Phone and code boxes keep digits only (people type or paste "98100 12345"). */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

export type ResetField = 'email' | 'otp' | 'password';

/** The reset form: the e-mail first; the code and new password once the code was sent. */
export function resetProblems(email: string, otp: string, password: string, withCode: boolean) {
  return only<ResetField>([
    ['email', emailProblem(email)],
    ['otp', withCode ? otpProblem(otp) : undefined],
    ['password', withCode ? newPasswordProblem(password) : undefined],
  ]);
}
