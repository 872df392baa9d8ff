import type { AuthMode } from './hooks/use-auth-mode';

interface ModeCopy {
  /** The card's heading and the page title ("Create Account" and "Login" are fixed wording). */
  title: string;
  lead: string;
  /** The page's meta description in this mode. */
  description: string;
}

/** Heading, lead and description of each mode of the /login card. */
export const MODE_COPY: Record<AuthMode, ModeCopy> = {
  signup: {
    title: 'Create Account',
    lead: 'A free account lets you book time with our doctors, pay online and keep your family’s health details in one safe place.',
    description:
      'Create a free Umang account with your e-mail to book appointments with our doctors in Sector 40, Gurugram, and pay online.',
  },
  login: {
    title: 'Login',
    lead: 'Welcome back. Log in to see your appointments and your profile.',
    description:
      'Log in to your Umang account to book and manage appointments, pay online and keep your health profile up to date.',
  },
  reset: {
    title: 'Reset password',
    lead: 'It happens to all of us. Tell us the e-mail you signed up with and we will send you a code to choose a new password.',
    description: 'Forgot your Umang password? Get a code by e-mail and choose a new password in a minute.',
  },
};
