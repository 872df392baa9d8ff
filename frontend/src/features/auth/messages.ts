import { FORMAT_MESSAGES } from '@umang/common';

/** Password length the server accepts (8–128 characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Seconds between two codes to the same address (the server refuses sooner). */
export const RESEND_SECONDS = 60;

/** Texts of the account forms. Fixed wording (docs/rules.md) comes from '@umang/common' or is marked. */
export const AUTH_MESSAGES = {
  /** Fixed wording: the success toast after sending; used when the server sends no message of its own. */
  otpSent: 'OTP sent to your email',
  resetCodeSent: 'If an account exists for this e-mail, we have sent a reset code to it.',
  passwordChanged: 'Your password has been changed. Please log in with the new one.',
  nameRequired: 'Please enter your full name.',
  emailRequired: 'Please enter your e-mail address.',
  email: FORMAT_MESSAGES.email,
  passwordRequired: 'Please enter your password.',
  newPasswordRequired: 'Please choose a password.',
  passwordLength: `Your password needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
  phoneRequired: 'Please enter your 10-digit mobile number.',
  phone: FORMAT_MESSAGES.phone,
  otp: 'Please enter the 6-digit OTP from the e-mail.',
  consent: 'Please tick the box to agree. We cannot create your account without it.',
  unknownFailure: 'Something went wrong. Please try again.',
} as const;

/** The server's reason, or the browser's own message when the network failed. */
export const failureMessage = (err: unknown): string =>
  err instanceof Error && err.message.trim() !== '' ? err.message : AUTH_MESSAGES.unknownFailure;
