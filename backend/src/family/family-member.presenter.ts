import type { FamilyMember } from '@umang/common';
import type { FamilyMemberRow } from './family.repository.js';

/** A family member as the account holder sees them: never the account id or the removal mark. */
export function toFamilyMember(row: FamilyMemberRow): FamilyMember {
  return {
    _id: row.id,
    name: row.name,
    relation: row.relation,
    dob: row.dob,
    gender: row.gender,
    bloodGroup: row.bloodGroup,
    allergy: row.allergy,
    medicalCondition: row.medicalCondition,
    guardianConsent: row.guardianConsentAt !== null,
  };
}
