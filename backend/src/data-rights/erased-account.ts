/**
 * What is left of an erased account's row. Kept apart from the erasure itself so the
 * staff presenters can tell an erased account without depending on the service.
 */

/** The address an erased account keeps: unique, and one no mail can ever reach (`.invalid` is reserved). */
export const erasedEmail = (userId: string): string => `deleted-${userId}@deleted.invalid`;

/** Whether an address is an erased account's placeholder, which staff screens show as empty. */
export const isErasedEmail = (email: string): boolean => /^deleted-[0-9a-f-]+@deleted\.invalid$/.test(email);

/**
 * What an erased account's password hash is: not a hash argon2 can read, so every
 * password is wrong for it (PasswordService.verify answers false, never throws).
 */
export const NO_PASSWORD = '!erased';
