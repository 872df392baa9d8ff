import {
  type BloodGroup,
  type FamilyMember,
  type FamilyMemberFields,
  GENDERS,
  type Gender,
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
}

export type MemberField = keyof MemberFormValues;

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
});

const pad = (n: number): string => String(n).padStart(2, '0');

/** Today in the browser's own calendar as `yyyy-mm-dd` (the date input's `max`). */
export function todayKey(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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
  return null;
}

/**
 * The request body of a checked form: texts trimmed; blood group, allergy and medical
 * condition only when the form offered them (the booking page's short form leaves them
 * to My Profile). Call only when `firstMemberProblem` found nothing.
 */
export function toMemberFields(values: MemberFormValues, withMedical: boolean): FamilyMemberFields {
  const { relation, gender } = values;
  if (relation === '' || gender === '') throw new Error('toMemberFields needs a checked form');
  const fields: FamilyMemberFields = { name: values.name.trim(), relation, dob: values.dob, gender };
  if (!withMedical) return fields;
  return {
    ...fields,
    bloodGroup: values.bloodGroup,
    allergy: values.allergy.trim(),
    medicalCondition: values.medicalCondition.trim(),
  };
}

/** Only what differs from the saved member, so an edit sends no field it did not touch. */
export function changedFields(member: FamilyMember, fields: FamilyMemberFields): Partial<FamilyMemberFields> {
  const saved = toMemberValues(member);
  const changes: Partial<Record<keyof FamilyMemberFields, string>> = {};
  for (const [key, value] of Object.entries(fields) as [keyof FamilyMemberFields, string][]) {
    if (saved[key] !== value) changes[key] = value;
  }
  return changes as Partial<FamilyMemberFields>;
}
