import {
  PRIVACY_NOTICE_VERSION,
  type PrivacyStatus,
  type ProfileResponse,
  type UserProfile,
} from '@umang/common';
import type { UserRow } from './users.repository.js';

/** The patient's own view of their record: the published fields, never the hash or the role. */
export function toUserProfile(row: UserRow): UserProfile {
  return {
    _id: row.id,
    name: row.name,
    fathername: row.fathername,
    mothername: row.mothername,
    email: row.email,
    phone: row.phone,
    address: { line1: row.address.line1, line2: row.address.line2 },
    gender: row.gender,
    // The column is null until given; the form shows an empty field.
    dob: row.dob ?? '',
    bloodGroup: row.bloodGroup,
    allergy: row.allergy,
    medicalCondition: row.medicalCondition,
    image: row.image,
    language: row.language,
  };
}

/** The account's consents as they stand; booking waits while the accepted notice is not the current one. */
export function toPrivacyStatus(row: UserRow): PrivacyStatus {
  return {
    acceptedNoticeVersion: row.consentVersion,
    acceptedNoticeAt: row.consentAt?.toISOString() ?? null,
    currentNoticeVersion: PRIVACY_NOTICE_VERSION,
    reminderMails: row.reminderMails,
  };
}

/** The answer of every route that shows the patient their profile. */
export const profileResponse = (row: UserRow): ProfileResponse => ({
  success: true,
  userData: toUserProfile(row),
  privacy: toPrivacyStatus(row),
});
