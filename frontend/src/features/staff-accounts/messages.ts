import { type ConsoleRole, FORMAT_MESSAGES } from '@umang/common';

/** Password length the server accepts for a console account (8–128 characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** How long a mailed set-password code works, in minutes (the server's rule). */
export const CODE_MINUTES = 10;

/** Where the person sets their own password with the mailed code. */
export const SET_PASSWORD_PATH = '/admin/set-password';

/** The roles in the order the form offers them, with a short name each. */
export const ROLE_ORDER: readonly ConsoleRole[] = ['admin', 'staff', 'doctor'];

export const ROLE_NAMES: Record<ConsoleRole, string> = {
  admin: 'Administrator',
  staff: 'Staff',
  doctor: 'Doctor',
};

/** What each role may do in the console, said so an admin can choose between them. */
export const ROLE_DUTIES: Record<ConsoleRole, string> = {
  admin: 'Everything staff can do, and adds or disables console accounts.',
  staff:
    'Runs the office: payments, every doctor’s appointments, doctors’ profiles, enquiries, ' +
    'the Wall of Honour, the dashboard and the audit log. Cannot manage accounts.',
  doctor:
    'Linked to one doctor: sees only that doctor’s patients, marks visits completed or missed, ' +
    'and sets their own availability and blocked times.',
};

/** Texts of the accounts screen and the set-password page. */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Please enter the e-mail address.',
  email: FORMAT_MESSAGES.email,
  nameRequired: 'Please enter the full name.',
  doctorRequired: 'Please choose the doctor this account belongs to.',
  codeSent: (email: string) => `A new code was mailed to ${email}.`,
  disabled: (name: string) => `${name}’s account is disabled. Their sessions have ended.`,
  createFailed: 'The account could not be created. Please try again.',
  actionFailed: 'That did not work. Please try again.',
  codeRequired: 'Please enter the 6-digit code from the e-mail.',
  passwordRequired: 'Please choose a password.',
  passwordLength: `The password needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
  repeatRequired: 'Please type the password again.',
  mismatch: 'The two passwords do not match.',
  setFailed: 'The password could not be set. Please try again.',
} as const;
