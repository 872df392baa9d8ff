import type { UserRow } from './users.repository.js';
import { toUserProfile } from './user.presenter.js';

const AT = new Date('2027-01-01T04:00:00.000Z');

const row = (fields: Partial<UserRow> = {}): UserRow => ({
  id: 'u1',
  role: 'patient',
  email: 'asha@example.org',
  passwordHash: '$argon2id$secret',
  name: 'Asha',
  phone: '9876543210',
  fathername: '',
  mothername: '',
  address: { line1: 'Sector 15', line2: 'Faridabad' },
  gender: 'Female',
  dob: '2015-08-14',
  bloodGroup: 'O+',
  allergy: '',
  medicalCondition: '',
  image: '',
  language: 'en',
  consentAt: AT,
  consentVersion: '1',
  reminderMails: true,
  deletedAt: null,
  tokenVersion: 3,
  doctorId: null,
  disabledAt: null,
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});

describe('toUserProfile', () => {
  it("answers exactly the published fields and the account's language: no hash, role, token version or consent", () => {
    expect(toUserProfile(row())).toEqual({
      _id: 'u1',
      name: 'Asha',
      fathername: '',
      mothername: '',
      email: 'asha@example.org',
      phone: '9876543210',
      address: { line1: 'Sector 15', line2: 'Faridabad' },
      gender: 'Female',
      dob: '2015-08-14',
      bloodGroup: 'O+',
      allergy: '',
      medicalCondition: '',
      image: '',
      language: 'en',
    });
  });

  it('answers a birth date not given as empty text', () => {
    expect(toUserProfile(row({ dob: null })).dob).toBe('');
  });
});
