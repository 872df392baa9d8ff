import { FORMAT_MESSAGES, isValidPhone, type UserProfile } from '@umang/common';

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

export interface ProfileProblem {
  field: ProfileField;
  message: string;
}

export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter a name for this profile.',
  dobInFuture: 'The date of birth cannot be a day after today.',
  photoType: 'Please choose an image file (JPEG, PNG or WebP).',
  photoSize: 'The photo must be 5 MB or smaller.',
  saved: 'Profile updated',
} as const;

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
  if (values.name.trim() === '') return { field: 'name', message: PROFILE_MESSAGES.nameRequired };
  if (!isValidPhone(values.phone.trim())) return { field: 'phone', message: FORMAT_MESSAGES.phone };
  // yyyy-mm-dd strings compare in date order.
  if (values.dob !== '' && values.dob > todayKey())
    return { field: 'dob', message: PROFILE_MESSAGES.dobInFuture };
  return null;
}

const indianDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * `2015-03-05` → `5 March 2015`. Built as a local date: parsing the text as
 * UTC midnight would show the day before in time zones west of Greenwich.
 */
export function formatDob(dob: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return '';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return indianDate.format(new Date(year, month - 1, day));
}

const ALLOWED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_ACCEPT = ALLOWED_PHOTO_TYPES.join(',');
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Image files only; the server takes up to 5 MB. Null when the file is fine. */
export function photoProblem(file: File): string | null {
  if (!ALLOWED_PHOTO_TYPES.includes(file.type)) return PROFILE_MESSAGES.photoType;
  if (file.size > PHOTO_MAX_BYTES) return PROFILE_MESSAGES.photoSize;
  return null;
}
