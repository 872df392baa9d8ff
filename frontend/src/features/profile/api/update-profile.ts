import type { ApiResult } from '@umang/common';
import { uploadForm } from '@/lib/upload';
import type { ProfileFormValues } from '../form-values';

/** The multipart body of update-profile, field by field as the API names them. */
export function buildProfileForm(values: ProfileFormValues, image: File | null): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('fathername', values.fathername.trim());
  form.append('mothername', values.mothername.trim());
  form.append('address', JSON.stringify({ line1: values.line1.trim(), line2: values.line2.trim() }));
  form.append('gender', values.gender);
  form.append('dob', values.dob);
  form.append('allergy', values.allergy.trim());
  form.append('medicalCondition', values.medicalCondition.trim());
  form.append('phone', values.phone.trim());
  form.append('bloodGroup', values.bloodGroup);
  if (image) form.append('image', image);
  return form;
}

/** POST /api/user/update-profile (token): the profile and, when chosen, a new photo. */
export const updateProfile = (
  values: ProfileFormValues,
  image: File | null,
  onProgress?: (fraction: number) => void,
): Promise<ApiResult> =>
  uploadForm<ApiResult>('/api/user/update-profile', buildProfileForm(values, image), { onProgress });
