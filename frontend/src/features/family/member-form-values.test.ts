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

  it('sends the medical fields only from the form that offers them', () => {
    const values = { ...FILLED, name: ' Aarav Verma ', allergy: ' Dust ' };
    expect(toMemberFields(values, false)).toEqual({
      name: 'Aarav Verma',
      relation: 'child',
      dob: '2019-03-05',
      gender: 'Male',
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
