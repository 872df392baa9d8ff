import type { FamilyMemberRow } from './family.repository.js';
import { toFamilyMember } from './family-member.presenter.js';

const AT = new Date('2027-01-01T04:00:00.000Z');

const row: FamilyMemberRow = {
  id: 'm1',
  userId: 'u1',
  name: 'Aarav Verma',
  relation: 'child',
  dob: '2016-04-21',
  gender: 'Male',
  bloodGroup: 'O+',
  allergy: 'Peanuts',
  medicalCondition: '',
  guardianConsentAt: null,
  removedAt: null,
  createdAt: AT,
  updatedAt: AT,
};

describe('toFamilyMember', () => {
  it("answers exactly the published fields: not the account's id, nor when the member was removed", () => {
    expect(toFamilyMember(row)).toEqual({
      _id: 'm1',
      name: 'Aarav Verma',
      relation: 'child',
      dob: '2016-04-21',
      gender: 'Male',
      bloodGroup: 'O+',
      allergy: 'Peanuts',
      medicalCondition: '',
      guardianConsent: false,
    });
  });

  it("says whether a parent's consent is on record, not when it was given", () => {
    expect(toFamilyMember({ ...row, guardianConsentAt: AT }).guardianConsent).toBe(true);
  });
});
