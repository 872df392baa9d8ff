import type { Doctor } from '@umang/common';

/** What the add/edit form holds; numbers stay text until they are checked. */
export interface DoctorFormValues {
  name: string;
  speciality: string;
  degree: string;
  experience: string;
  fees: string;
  about: string;
  line1: string;
  line2: string;
  /** Sent only when adding: afterwards the list's switch changes it. */
  available: boolean;
}

export type DoctorFormField = keyof DoctorFormValues | 'photo';
export type DoctorFormErrors = Partial<Record<DoctorFormField, string>>;

/** The API's limits (CreateDoctorDto), so the form refuses what the server would. */
export const DOCTOR_LIMITS = {
  name: 100,
  speciality: 100,
  degree: 200,
  about: 2000,
  addressLine: 200,
  experienceMax: 70,
  feesMax: 100_000,
  photoBytes: 5 * 1024 * 1024,
} as const;

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export const DOCTOR_FORM_MESSAGES = {
  name: 'Please enter the doctor’s name.',
  speciality: 'Please enter a speciality, for example Psychologist.',
  degree: 'Please enter the degree or qualification.',
  experience: `Please enter the years of experience as a whole number from 0 to ${DOCTOR_LIMITS.experienceMax}.`,
  fees: 'Please enter the fee in whole rupees, from ₹1 to ₹1,00,000.',
  about: 'Please write a few lines about the doctor for patients to read.',
  photoRequired: 'Please choose a photo of the doctor.',
  photoType: 'Please choose a JPEG, PNG or WebP image.',
  photoSize: 'The photo must be 5 MB or smaller.',
} as const;

export const emptyDoctorForm = (): DoctorFormValues => ({
  name: '',
  speciality: '',
  degree: '',
  experience: '',
  fees: '',
  about: '',
  line1: '',
  line2: '',
  available: true,
});

export const toDoctorForm = (doctor: Doctor): DoctorFormValues => ({
  name: doctor.name,
  speciality: doctor.speciality,
  degree: doctor.degree,
  experience: String(doctor.experience),
  fees: String(doctor.fees),
  about: doctor.about,
  line1: doctor.address?.line1 ?? '',
  line2: doctor.address?.line2 ?? '',
  available: doctor.available,
});

/** The photo's problem, or null when it can be sent. */
export function photoProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return DOCTOR_FORM_MESSAGES.photoType;
  if (file.size > DOCTOR_LIMITS.photoBytes) return DOCTOR_FORM_MESSAGES.photoSize;
  return null;
}

const wholeIn = (text: string, min: number, max: number): boolean =>
  /^\d{1,9}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** Every field's problem; an empty object means the form may be sent. */
export function validateDoctorForm(values: DoctorFormValues, photo: File | null, adding: boolean) {
  const errors: DoctorFormErrors = {};
  if (!values.name.trim()) errors.name = DOCTOR_FORM_MESSAGES.name;
  if (!values.speciality.trim()) errors.speciality = DOCTOR_FORM_MESSAGES.speciality;
  if (!values.degree.trim()) errors.degree = DOCTOR_FORM_MESSAGES.degree;
  if (!wholeIn(values.experience, 0, DOCTOR_LIMITS.experienceMax))
    errors.experience = DOCTOR_FORM_MESSAGES.experience;
  if (!wholeIn(values.fees, 1, DOCTOR_LIMITS.feesMax)) errors.fees = DOCTOR_FORM_MESSAGES.fees;
  if (!values.about.trim()) errors.about = DOCTOR_FORM_MESSAGES.about;
  const photoError = photo ? photoProblem(photo) : adding ? DOCTOR_FORM_MESSAGES.photoRequired : null;
  if (photoError) errors.photo = photoError;
  return errors;
}

/** The multipart body of POST/PUT /api/admin/doctors; the photo only when one was chosen. */
export function toDoctorFormData(values: DoctorFormValues, photo: File | null, adding: boolean): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('speciality', values.speciality.trim());
  form.append('degree', values.degree.trim());
  form.append('experience', String(Number(values.experience.trim())));
  form.append('fees', String(Number(values.fees.trim())));
  form.append('about', values.about.trim());
  form.append('address', JSON.stringify({ line1: values.line1.trim(), line2: values.line2.trim() }));
  if (adding) form.append('available', String(values.available));
  if (photo) form.append('image', photo);
  return form;
}

/** Fields in the order they appear, so focus goes to the first one that needs fixing. */
export const FIELD_ORDER: DoctorFormField[] = [
  'name',
  'speciality',
  'degree',
  'experience',
  'fees',
  'about',
  'line1',
  'line2',
  'photo',
];
