import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/show-error';

/** Password length the server accepts (8–128 characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The lengths as the words about passwords (hints, the length problem) name them. */
export const PASSWORD_LENGTHS = { min: PASSWORD_MIN, max: PASSWORD_MAX } as const;

/**
 * Why a request of the account forms failed: the server's reason (in the language
 * shown), or the network's. Worded when shown, so a switch of language rewords it.
 */
export const failureMessage = (err: unknown, t: TFunction<'auth'>): string =>
  errorMessage(err, { fallback: t('messages.unknownFailure') });
