import { isValidEmail, isValidPhone } from '@umang/common';
import type { TFunction } from 'i18next';
import type auth from '@/locales/en/auth.json';
import { PASSWORD_LENGTHS, PASSWORD_MAX, PASSWORD_MIN } from './messages';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  phone: string;
  otp: string;
  consent: boolean;
  /** The account holder is 18 or older: a child is added to a parent's account instead. */
  adult: boolean;
  /** The optional reminder mail; never a problem either way. */
  reminders: boolean;
}

export type SignUpField = keyof SignUpValues;

/**
 * What is wrong with a field: the name of its words (`auth:validation.*`), not the words,
 * so a message on screen is said again in the new language when the language changes.
 */
export type Problem = keyof typeof auth.validation;

/** Problems keyed by field; an empty object means the values can be sent. */
export type Problems<F extends string> = Partial<Record<F, Problem>>;

/** The words for a problem, in the language `t` speaks. */
export const problemText = (problem: Problem, t: TFunction<'auth'>): string =>
  t(`validation.${problem}`, PASSWORD_LENGTHS);

const OTP_PATTERN = /^\d{6}$/;

export function emailProblem(email: string): Problem | undefined {
  if (email.trim() === '') return 'emailRequired';
  return isValidEmail(email.trim()) ? undefined : 'email';
}

export function newPasswordProblem(password: string): Problem | undefined {
  if (password === '') return 'newPasswordRequired';
  const ok = password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
  return ok ? undefined : 'passwordLength';
}

export const otpProblem = (otp: string): Problem | undefined =>
  OTP_PATTERN.test(otp.trim()) ? undefined : 'otp';

/** Drops the fields without a problem, so `Object.keys` lists only what needs fixing. */
function only<F extends string>(entries: [F, Problem | undefined][]): Problems<F> {
  return Object.fromEntries(entries.filter(([, problem]) => problem !== undefined)) as Problems<F>;
}

/**
 * Every sign-up input is required but the reminders. The OTP is checked only once it
 * has been sent (`withOtp`); the age and consent are checked at both steps so no code
 * is sent to someone who cannot finish.
 */
export function signUpProblems(values: SignUpValues, withOtp: boolean): Problems<SignUpField> {
  const phone = values.phone.trim();
  return only<SignUpField>([
    ['name', values.name.trim() === '' ? 'nameRequired' : undefined],
    ['email', emailProblem(values.email)],
    ['password', newPasswordProblem(values.password)],
    ['phone', phone === '' ? 'phoneRequired' : isValidPhone(phone) ? undefined : 'phone'],
    ['otp', withOtp ? otpProblem(values.otp) : undefined],
    ['adult', values.adult ? undefined : 'adult'],
    ['consent', values.consent ? undefined : 'consent'],
  ]);
}

export function loginProblems(email: string, password: string): Problems<'email' | 'password'> {
  return only<'email' | 'password'>([
    ['email', emailProblem(email)],
    ['password', password === '' ? 'passwordRequired' : undefined],
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
