/** Input patterns shared by the API's validation and the SPA's forms. */

/** Indian mobile number: 10 digits starting 6–9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;

/** The simple `x@y.z` shape: no spaces, one `@`, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How many digits a UPI transaction reference (UTR) has. */
export const UTR_LENGTH = 12;

/** A UPI transaction reference (UTR): exactly `UTR_LENGTH` digits. */
export const UTR_PATTERN = new RegExp(`^\\d{${UTR_LENGTH}}$`);

/**
 * Any character that starts a new line somewhere: CR, LF, vertical tab, form feed,
 * NEL (U+0085) and the Unicode line and paragraph separators. A name or a subject
 * holding one could forge an extra line in a mail or a log.
 */
export const LINE_BREAK_PATTERN = /[\n\v\f\r\u0085\u2028\u2029]/;

/** A record's id as the database makes them (a UUID); anything else names no record. */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);

export const isSingleLine = (value: string): boolean => !LINE_BREAK_PATTERN.test(value);

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** Removes the spaces people type into a UTR (`1234 5678 9012`). */
export const normaliseUtr = (value: string): string => value.replace(/\s+/g, '');
export const isValidUtr = (value: string): boolean => UTR_PATTERN.test(normaliseUtr(value));

/**
 * What is wrong with a UTR as the payer typed it, said so they can fix it
 * (spaces are ignored); null when it is a valid UTR.
 */
export function utrProblem(value: string): string | null {
  const utr = normaliseUtr(value);
  if (!utr) return 'Please enter the UPI transaction ID from your payment app.';
  if (!/^\d+$/.test(utr)) return 'The UPI transaction ID has digits only, no letters or symbols.';
  if (utr.length !== UTR_LENGTH) {
    return `The UPI transaction ID has ${UTR_LENGTH} digits; you entered ${utr.length}.`;
  }
  return null;
}

/** Fixed wording (docs/rules.md), shared by every form and endpoint that checks these fields. */
export const FORMAT_MESSAGES = {
  required: 'All fields are required!',
  email: 'Invalid email format.',
  phone: 'Invalid phone number format. Must be a 10-digit number starting with 6-9.',
} as const;

/** Seconds before a second one-time code goes to the same address: the server refuses sooner, the forms count down. */
export const OTP_RESEND_SECONDS = 60;
