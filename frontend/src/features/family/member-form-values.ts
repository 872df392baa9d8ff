import {
  type BloodGroup,
  type FamilyMember,
  type FamilyMemberFields,
  GENDERS,
  type Gender,
  isMinor,
  istToday,
  RELATIONS,
  type Relation,
} from '@umang/common';
import type { FamilyMessage } from './messages';

/** What the member form holds: every field as the control gives it, '' while not chosen. */
export interface MemberFormValues {
  name: string;
  relation: Relation | '';
  dob: string;
  gender: Gender | '';
  bloodGroup: BloodGroup | '';
  allergy: string;
  medicalCondition: string;
  /** The parent's or guardian's consent, asked only for someone under 18. */
  guardianConsent: boolean;
}

export type MemberField = keyof MemberFormValues;
/** The fields typed or chosen as text; the consent is a checkbox. */
export type MemberTextField = Exclude<MemberField, 'guardianConsent'>;

export interface MemberProblem {
  field: MemberField;
  /** Which message to show: shown in the language of the moment, so a switch changes it too. */
  message: FamilyMessage;
}

export const EMPTY_MEMBER: MemberFormValues = {
  name: '',
  relation: '',
  dob: '',
  gender: '',
  bloodGroup: '',
  allergy: '',
  medicalCondition: '',
  guardianConsent: false,
};

/** The earliest date of birth the server takes. */
export const EARLIEST_DOB = '1900-01-01';

export const toMemberValues = (member: FamilyMember): MemberFormValues => ({
  name: member.name,
  relation: member.relation,
  dob: member.dob,
  gender: member.gender,
  bloodGroup: member.bloodGroup,
  allergy: member.allergy,
  medicalCondition: member.medicalCondition,
  guardianConsent: member.guardianConsent,
});

const pad = (n: number): string => String(n).padStart(2, '0');

/** Today in the browser's own calendar as `yyyy-mm-dd` (the date input's `max`). */
export function todayKey(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether the date of birth makes the member a child, whose details the centre keeps
 * only with a parent's or guardian's consent (the server refuses them without it).
 * The age is counted on the centre's calendar, as the server counts it.
 */
export const needsGuardianConsent = (dob: string, now = new Date()): boolean =>
  dob !== '' && isMinor(dob, istToday(now));

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The first thing to fix, in the order the fields appear; null when the form can be sent. */
export function firstMemberProblem(values: MemberFormValues, now = new Date()): MemberProblem | null {
  if (values.name.trim() === '') return { field: 'name', message: 'nameRequired' };
  if (!isOneOf(RELATIONS, values.relation)) return { field: 'relation', message: 'relationRequired' };
  if (values.dob === '') return { field: 'dob', message: 'dobRequired' };
  // yyyy-mm-dd strings compare in date order.
  if (values.dob > todayKey(now)) return { field: 'dob', message: 'dobInFuture' };
  if (values.dob < EARLIEST_DOB) return { field: 'dob', message: 'dobTooEarly' };
  if (!isOneOf(GENDERS, values.gender)) return { field: 'gender', message: 'genderRequired' };
  if (needsGuardianConsent(values.dob, now) && !values.guardianConsent)
    return { field: 'guardianConsent', message: 'guardianConsentRequired' };
  return null;
}

/**
 * The request body of a checked form: texts trimmed; blood group, allergy and medical
 * condition only when the form offered them (the booking page's short form leaves them
 * to My Profile); the guardian's consent only for a child. Call only when
 * `firstMemberProblem` found nothing.
 */
export function toMemberFields(
  values: MemberFormValues,
  withMedical: boolean,
  now = new Date(),
): FamilyMemberFields {
  const { relation, gender } = values;
  if (relation === '' || gender === '') throw new Error('toMemberFields needs a checked form');
  const fields: FamilyMemberFields = { name: values.name.trim(), relation, dob: values.dob, gender };
  if (needsGuardianConsent(values.dob, now) && values.guardianConsent) fields.guardianConsent = true;
  if (!withMedical) return fields;
  return {
    ...fields,
    bloodGroup: values.bloodGroup,
    allergy: values.allergy.trim(),
    medicalCondition: values.medicalCondition.trim(),
  };
}

/**
 * Only what differs from the saved member, so an edit sends no field it did not touch
 * (nor a consent already on record).
 */
export function changedFields(member: FamilyMember, fields: FamilyMemberFields): Partial<FamilyMemberFields> {
  const saved = toMemberValues(member);
  const changes: Partial<Record<keyof FamilyMemberFields, unknown>> = {};
  for (const [key, value] of Object.entries(fields) as [keyof FamilyMemberFields, unknown][]) {
    if (saved[key] !== value) changes[key] = value;
  }
  return changes as Partial<FamilyMemberFields>;
}
