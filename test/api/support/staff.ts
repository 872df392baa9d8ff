import type { SmtpCatcher } from './smtp-catcher.js';

/** The staff account the suites create at start through ADMIN_EMAIL and ADMIN_PASSWORD. */
export const STAFF = { email: 'staff@umang.example', password: 'a long staff password' };

/** Settings for an app with the demo doctors and posts, the staff account, and mail caught by `catcher`. */
export const seededWithStaff = (catcher: SmtpCatcher) => ({
  SMTP_URL: catcher.url,
  SEED_DEMO: 'true',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});
