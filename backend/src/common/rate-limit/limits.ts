/** What a limit counts per: the visitor's address, the signed-in account, or the e-mail typed in. */
export type LimitKey = 'address' | 'account' | 'email';

/**
 * Which requests use up a point:
 * - `every`: each request, whatever its answer (floods of anything);
 * - `accepted`: only requests that went through; one the app refused (4xx) gets its
 *   point back, so a malformed form or a slot someone else took costs nothing;
 * - `failures`: only refused passwords (401); a success forgives the earlier failures.
 */
export type LimitCounts = 'every' | 'accepted' | 'failures';

export interface LimitDefinition {
  points: number;
  windowSeconds: number;
  key: LimitKey;
  counts: LimitCounts;
  /** Said to the visitor when the limit is reached. */
  message: string;
  /** Why the numbers are what they are, for the docs. */
  reason: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SLOW_DOWN = 'Too many requests. Please wait a little and try again.';

/**
 * Every rate limit of the app, in one place. A route names the limits it is under with
 * `@RateLimit('name', ...)`; counts are shared by every instance on PostgreSQL.
 */
export const LIMITS = {
  login: {
    points: 10,
    windowSeconds: MINUTE,
    key: 'address',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'patient sign-in tries from one address',
  },
  staffLogin: {
    points: 10,
    windowSeconds: MINUTE,
    key: 'address',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'staff sign-in tries from one address',
  },
  loginAccount: {
    points: 10,
    windowSeconds: 15 * MINUTE,
    key: 'email',
    counts: 'failures',
    message: 'Too many unsuccessful sign-in attempts for this account. Please try again later.',
    reason:
      'wrong passwords for one e-mail from any number of addresses, at either door; unknown e-mails count alike',
  },
  signupCode: {
    points: 10,
    windowSeconds: MINUTE,
    key: 'address',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'sign-up code mails asked for from one address, in a burst',
  },
  signupCodeHourly: {
    points: 40,
    windowSeconds: HOUR,
    key: 'address',
    counts: 'every',
    message: SLOW_DOWN,
    reason: "sign-up code mails from one address over an hour: a reception desk's busy hour",
  },
  register: {
    points: 20,
    windowSeconds: MINUTE,
    key: 'address',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'sign-up forms (with their codes) sent from one address, in a burst',
  },
  accountsCreated: {
    points: 20,
    windowSeconds: HOUR,
    key: 'address',
    counts: 'accepted',
    message: 'Too many accounts were created from this network recently. Please try again later.',
    reason: 'new accounts from one address in an hour: a reception desk signing families up',
  },
  forgotPassword: {
    points: 5,
    windowSeconds: MINUTE,
    key: 'address',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'reset-code mails asked for from one address',
  },
  resetPassword: {
    points: 10,
    windowSeconds: MINUTE,
    key: 'address',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'reset-code guesses from one address',
  },
  consoleCode: {
    points: 30,
    windowSeconds: HOUR,
    key: 'account',
    counts: 'accepted',
    message: 'Too many set-password codes were sent from this account. Please try again in an hour.',
    reason: "set-password code mails an admin sends: a whole team's invitations, not a flood",
  },
  contact: {
    points: 10,
    windowSeconds: MINUTE,
    key: 'address',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'contact-form messages from one address',
  },
  bookingsFromAddress: {
    points: 60,
    windowSeconds: HOUR,
    key: 'address',
    counts: 'accepted',
    message: 'Too many appointments were booked from this network recently. Please try again later.',
    reason:
      'appointments booked from one address in an hour: generous, for a reception desk behind one address',
  },
  bookingsByAccount: {
    points: 15,
    windowSeconds: DAY,
    key: 'account',
    counts: 'accepted',
    message: 'You have booked many appointments today. Please try again tomorrow or call the centre.',
    reason: 'appointments one account books in a day: a family with several children, and some rebooking',
  },
  cancellationsByAccount: {
    points: 15,
    windowSeconds: DAY,
    key: 'account',
    counts: 'accepted',
    message: 'You have cancelled many appointments today. Please call the centre for more changes.',
    reason: 'cancellations by one account in a day: no cancel-and-rebook churn',
  },
  reschedulesByAccount: {
    points: 15,
    windowSeconds: DAY,
    key: 'account',
    counts: 'accepted',
    message: 'You have moved many appointments today. Please call the centre for more changes.',
    reason: 'appointments one account moves in a day: each visit may move twice, across a family',
  },
  paymentProofs: {
    points: 10,
    windowSeconds: MINUTE,
    key: 'address',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'payment details sent from one address',
  },
  paymentProofsByAccount: {
    points: 20,
    windowSeconds: HOUR,
    key: 'account',
    counts: 'accepted',
    message: 'Too many payment details were sent from this account. Please try again later.',
    reason: 'payment details one account sends in an hour',
  },
  blogLikes: {
    points: 60,
    windowSeconds: MINUTE,
    key: 'address',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'likes from one address',
  },
  blogLikesByAccount: {
    points: 30,
    windowSeconds: HOUR,
    key: 'account',
    counts: 'accepted',
    message: 'Too many likes in a short time. Please try again later.',
    reason: 'likes and unlikes by one account in an hour',
  },
  profileUpdatesByAccount: {
    points: 10,
    windowSeconds: HOUR,
    key: 'account',
    counts: 'accepted',
    message: 'Too many profile changes in a short time. Please try again later.',
    reason: 'profile saves (photos included) by one account in an hour',
  },
  languageChangesByAccount: {
    points: 60,
    windowSeconds: HOUR,
    key: 'account',
    counts: 'accepted',
    message: SLOW_DOWN,
    reason: 'language switches by one signed-in account in an hour: far more than a person clicks',
  },
  familyChangesByAccount: {
    points: 30,
    windowSeconds: HOUR,
    key: 'account',
    counts: 'accepted',
    message: 'Too many changes to your family members in a short time. Please try again later.',
    reason: 'family members added, edited or removed by one account in an hour: a family set up in one go',
  },
  privacyChangesByAccount: {
    points: 30,
    windowSeconds: HOUR,
    key: 'account',
    counts: 'accepted',
    message: SLOW_DOWN,
    reason: 'notice acceptances and reminder-mail consent switches by one account in an hour',
  },
  dataExportsByAccount: {
    points: 10,
    windowSeconds: HOUR,
    key: 'account',
    counts: 'every',
    message: 'You have downloaded your data several times this hour. Please try again later.',
    reason: 'data downloads by one account in an hour: each reads every record the account has',
  },
  emailChangeCode: {
    points: 5,
    windowSeconds: HOUR,
    key: 'account',
    counts: 'accepted',
    message: 'Too many codes were requested for changing your e-mail. Please try again in an hour.',
    reason: 'codes one account has mailed to new addresses in an hour: nobody mails strangers through it',
  },
  emailChange: {
    points: 10,
    windowSeconds: MINUTE,
    key: 'account',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'e-mail change confirmations (code guesses) by one account',
  },
  deleteAccountCode: {
    points: 5,
    windowSeconds: HOUR,
    key: 'account',
    counts: 'accepted',
    message: 'Too many deletion codes were requested. Please try again in an hour.',
    reason: 'account-deletion code mails one account asks for in an hour',
  },
  deleteAccount: {
    points: 10,
    windowSeconds: MINUTE,
    key: 'account',
    counts: 'every',
    message: SLOW_DOWN,
    reason: 'account-deletion confirmations (code guesses) by one account',
  },
} as const satisfies Record<string, LimitDefinition>;

export type LimitName = keyof typeof LIMITS;
