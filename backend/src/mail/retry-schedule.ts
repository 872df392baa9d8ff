/** When a failed mail is tried again, and when trying stops. */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Delay after the 1st, 2nd, … failed attempt; every later failure waits an hour. */
const DELAYS_MS = [30 * SECOND, MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 30 * MINUTE];
const LAST_DELAY_MS = HOUR;

/** After this many attempts the mail is given up (about 15 hours of trying with the delays above). */
export const MAX_ATTEMPTS = 20;
/** A mail older than this is given up whatever its count: its news is stale by then. */
export const MAX_AGE_MS = 24 * HOUR;
/**
 * How long a claimed mail is held by the process sending it. Far above the SMTP
 * timeouts, so a slow send is never claimed twice; if the process dies mid-send,
 * the mail becomes due again after this.
 */
export const CLAIM_MS = 5 * MINUTE;

/** The wait before the next attempt, given how many attempts have failed so far (1 or more). */
export function retryDelayMs(failedAttempts: number): number {
  return DELAYS_MS[Math.max(0, failedAttempts - 1)] ?? LAST_DELAY_MS;
}

export function shouldGiveUp(attempts: number, createdAt: Date, now: Date): boolean {
  return attempts >= MAX_ATTEMPTS || now.getTime() - createdAt.getTime() >= MAX_AGE_MS;
}
