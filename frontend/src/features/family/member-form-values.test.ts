import { describe, expect, it } from 'vitest';
import { changedFields, EMPTY_MEMBER, firstMemberProblem, toMemberFields } from './member-form-values';
import { makeMember } from './testing/fake-family-api';

const NOW = new Date(2026, 10, 23, 10, 0);
const FILLED = {
  ...EMPTY_MEMBER,
  name: 'Aarav Verma',
  relation: 'child',
  dob: '2019-03-05',
  gender: 'Male',
  guardianConsent: true,
} as const;

describe('the member form rules', () => {
  it.each([
    ['no name', { name: '   ' }, 'name', 'nameRequired'],
    ['no relation', { relation: '' }, 'relation', 'relationRequired'],
    ['no date of birth', { dob: '' }, 'dob', 'dobRequired'],
    ['a birthday tomorrow', { dob: '2026-11-24' }, 'dob', 'dobInFuture'],
    ['a birthday before 1900', { dob: '1899-12-31' }, 'dob', 'dobTooEarly'],
    ['no gender', { gender: '' }, 'gender', 'genderRequired'],
  ] as const)('refuses %s', (_, change, field, message) => {
    expect(firstMemberProblem({ ...FILLED, ...change }, NOW)).toEqual({ field, message });
  });

  it('takes a child born today', () => {
    expect(firstMemberProblem({ ...FILLED, dob: '2026-11-23' }, NOW)).toBeNull();
  });

  it("asks a parent's consent for someone under 18 on the centre's calendar, and for nobody older", () => {
    const unconsented = { ...FILLED, guardianConsent: false };
    const problem = { field: 'guardianConsent', message: 'guardianConsentRequired' };
    expect(firstMemberProblem({ ...unconsented, dob: '2008-11-24' }, NOW)).toEqual(problem);
    expect(firstMemberProblem({ ...unconsented, dob: '2008-11-23' }, NOW)).toBeNull();
    // 20:00 on the 22nd in UTC is already the 23rd in India: the 18th birthday has come.
    expect(
      firstMemberProblem({ ...unconsented, dob: '2008-11-23' }, new Date('2026-11-22T20:00:00Z')),
    ).toBeNull();
  });

  it("sends the guardian's consent only for a child", () => {
    expect(toMemberFields(FILLED, false, NOW)).toMatchObject({ guardianConsent: true });
    expect(toMemberFields({ ...FILLED, dob: '1990-01-01' }, false, NOW)).not.toHaveProperty(
      'guardianConsent',
    );
  });

  it('sends the medical fields only from the form that offers them', () => {
    const values = { ...FILLED, name: ' Aarav Verma ', allergy: ' Dust ' };
    expect(toMemberFields(values, false)).toEqual({
      name: 'Aarav Verma',
      relation: 'child',
      dob: '2019-03-05',
      gender: 'Male',
      guardianConsent: true,
    });
    expect(toMemberFields(values, true)).toMatchObject({
      allergy: 'Dust',
      bloodGroup: '',
      medicalCondition: '',
    });
  });

  it('sends an edit as only the fields that changed', () => {
    const saved = makeMember('Aarav Verma', { allergy: 'Dust' });
    const fields = toMemberFields({ ...FILLED, allergy: 'Dust', dob: '2019-04-05' }, true);
    expect(changedFields(saved, fields)).toEqual({ dob: '2019-04-05' });
  });
});
