import type { ApiResult, BloodGroup, Gender } from './api-types.js';

/** How a family member is related to the account holder. */
export const RELATIONS = ['child', 'spouse', 'parent', 'other'] as const;
export type Relation = (typeof RELATIONS)[number];

/** An account holds at most this many family members. */
export const MAX_FAMILY_MEMBERS = 8;

export const RELATION_LABELS: Record<Relation, string> = {
  child: 'Child',
  spouse: 'Spouse',
  parent: 'Parent',
  other: 'Other family member',
};

/**
 * A relation in the words a family uses, when the gender is known: "son" rather
 * than "child". The account holder is "you".
 */
export function relationWords(relation: Relation | 'self', gender: Gender | ''): string {
  const pick = (male: string, female: string, either: string) =>
    gender === 'Male' ? male : gender === 'Female' ? female : either;
  switch (relation) {
    case 'self':
      return 'you';
    case 'child':
      return pick('son', 'daughter', 'child');
    case 'spouse':
      return pick('husband', 'wife', 'spouse');
    case 'parent':
      return pick('father', 'mother', 'parent');
    case 'other':
      return 'family member';
  }
}

/** POST /api/user/family-members; PATCH takes any of these fields. */
export interface FamilyMemberFields {
  name: string;
  relation: Relation;
  /** `yyyy-mm-dd`, in the past. */
  dob: string;
  gender: Gender;
  bloodGroup?: BloodGroup | '';
  allergy?: string;
  medicalCondition?: string;
  /**
   * The account holder confirms being the parent or guardian and agrees to the centre
   * keeping the member's details: required (once) for a member under 18.
   */
  guardianConsent?: boolean;
}

export interface FamilyMember {
  _id: string;
  name: string;
  relation: Relation;
  dob: string;
  gender: Gender;
  bloodGroup: BloodGroup | '';
  allergy: string;
  medicalCondition: string;
  /** Whether a parent's or guardian's consent for the member is on record. */
  guardianConsent: boolean;
}

/** GET /api/user/family-members */
export interface FamilyMembersResponse extends ApiResult {
  success: true;
  members: FamilyMember[];
}

/** POST /api/user/family-members, PATCH /api/user/family-members/:id */
export interface FamilyMemberResponse extends ApiResult {
  success: true;
  member: FamilyMember;
}

/** Who an appointment is for: a family member, or the account holder (`self`). */
export interface AppointmentPatient {
  name: string;
  relation: Relation | 'self';
  gender: Gender | '';
}
