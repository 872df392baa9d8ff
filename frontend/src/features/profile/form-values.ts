import {
  formatDayMonthYear,
  isValidPhone,
  type Language,
  parseIsoDate,
  type UserProfile,
} from '@umang/common';
import type profile from '@/locales/en/profile.json';

/** What the edit form holds: every editable profile field as text (the address split in two). */
export interface ProfileFormValues {
  name: string;
  fathername: string;
  mothername: string;
  phone: string;
  line1: string;
  line2: string;
  gender: string;
  dob: string;
  bloodGroup: string;
  medicalCondition: string;
  allergy: string;
}

export type ProfileField = keyof ProfileFormValues;

/** Why a field or a photo is refused: a key of the `profile` namespace's `problems`. */
export type ProfileProblemKey = keyof typeof profile.problems;

export interface ProfileProblem {
  field: ProfileField;
  /** Shown in the language of the moment, so a switch changes it too. */
  message: ProfileProblemKey;
}

export const toFormValues = (user: UserProfile): ProfileFormValues => ({
  name: user.name ?? '',
  fathername: user.fathername ?? '',
  mothername: user.mothername ?? '',
  phone: user.phone ?? '',
  line1: user.address?.line1 ?? '',
  line2: user.address?.line2 ?? '',
  gender: user.gender ?? '',
  dob: user.dob ?? '',
  bloodGroup: user.bloodGroup ?? '',
  medicalCondition: user.medicalCondition ?? '',
  allergy: user.allergy ?? '',
});

const pad = (n: number): string => String(n).padStart(2, '0');

/** Today in the browser's own calendar as `yyyy-mm-dd` (the date input's `max`). */
export function todayKey(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first thing to fix, in the order the fields appear; null when the form can be sent. */
export function firstProblem(values: ProfileFormValues): ProfileProblem | null {
  if (values.name.trim() === '') return { field: 'name', message: 'nameRequired' };
  if (!isValidPhone(values.phone.trim())) return { field: 'phone', message: 'phone' };
  // yyyy-mm-dd strings compare in date order.
  if (values.dob !== '' && values.dob > todayKey()) return { field: 'dob', message: 'dobInFuture' };
  return null;
}

/** `2015-03-05` → `5 March 2015` / `5 मार्च 2015`; nothing for a date that is not written so. */
export function formatDob(dob: string, lang: Language): string {
  const date = parseIsoDate(dob);
  return date ? formatDayMonthYear(date, lang) : '';
}

const ALLOWED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_ACCEPT = ALLOWED_PHOTO_TYPES.join(',');
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Image files only; the server takes up to 5 MB. Null when the file is fine. */
export function photoProblem(file: File): ProfileProblemKey | null {
  if (!ALLOWED_PHOTO_TYPES.includes(file.type)) return 'photoType';
  if (file.size > PHOTO_MAX_BYTES) return 'photoSize';
  return null;
}
