import { MAX_FAMILY_MEMBERS } from '@umang/common';
import { i18n } from '@/i18n';

/** Our own texts for family members: the form's refusals, the list's states and its confirmations. */
const MESSAGE_KEYS = [
  'nameRequired',
  'relationRequired',
  'dobRequired',
  'dobInFuture',
  'dobTooEarly',
  'genderRequired',
  'guardianConsentRequired',
  'added',
  'updated',
  'removed',
  'saveFailed',
  'removeFailed',
  'loadFailed',
  'limitReached',
  'empty',
  'medicalLater',
  'saveNewFirst',
] as const;

export type FamilyMessage = (typeof MESSAGE_KEYS)[number];

/** One of them in the language shown now. */
export const familyMessage = (key: FamilyMessage): string =>
  i18n.t(`family:messages.${key}`, { max: MAX_FAMILY_MEMBERS });

/**
 * The same texts by name, each read in the language shown at the moment it is used
 * (never at load time); whatever shows one re-renders on a switch through its own
 * `useTranslation`.
 */
export const FAMILY_MESSAGES = Object.defineProperties(
  {},
  Object.fromEntries(MESSAGE_KEYS.map((key) => [key, { get: () => familyMessage(key), enumerable: true }])),
) as Readonly<Record<FamilyMessage, string>>;
