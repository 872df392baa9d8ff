import { type ConsoleRole, type CreateConsoleAccountRequest, isValidEmail } from '@umang/common';
import { ACCOUNT_MESSAGES as M } from './messages';

export interface AccountFormValues {
  email: string;
  name: string;
  role: ConsoleRole;
  /** Kept while another role is chosen, but sent and checked only for a doctor. */
  doctorId: string;
}

export type AccountField = 'email' | 'name' | 'doctorId';
export type AccountProblems = Partial<Record<AccountField, string>>;

/** Form order: focus goes to the first field that needs fixing. */
export const ACCOUNT_FIELDS: readonly AccountField[] = ['email', 'name', 'doctorId'];

export const accountFieldId = (field: AccountField): string => `new-account-${field}`;

// Staff by default: the role that needs no doctor and cannot manage accounts.
export const EMPTY_ACCOUNT: AccountFormValues = { email: '', name: '', role: 'staff', doctorId: '' };

function emailProblem(email: string): string | undefined {
  if (email.trim() === '') return M.emailRequired;
  return isValidEmail(email.trim()) ? undefined : M.email;
}

/** What needs fixing before the form can be sent; empty when nothing does. */
export function accountProblems(values: AccountFormValues): AccountProblems {
  const problems: AccountProblems = {
    email: emailProblem(values.email),
    name: values.name.trim() === '' ? M.nameRequired : undefined,
    doctorId: values.role === 'doctor' && values.doctorId === '' ? M.doctorRequired : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as AccountProblems;
}

/** The request body: `doctorId` only for a doctor, since the server refuses it for the other roles. */
export function toCreateRequest(values: AccountFormValues): CreateConsoleAccountRequest {
  const base = { email: values.email.trim(), name: values.name.trim(), role: values.role };
  return values.role === 'doctor' ? { ...base, doctorId: values.doctorId } : base;
}
