import type { Doctor } from '@umang/common';

/** A doctor as the list API answers one: available, nothing booked or blocked, unless overridden. */
export const makeDoctor = (id: string, overrides: Partial<Doctor> = {}): Doctor => ({
  _id: id,
  name: `Dr. ${id}`,
  image: `/assets/doctors/${id}.svg`,
  speciality: 'Psychologist',
  degree: 'MA (Clinical Psychology)',
  experience: 9,
  about: 'Works with children and their parents.',
  fees: 700,
  available: true,
  address: { line1: 'Plot 17, Sector 40', line2: 'Gurugram' },
  slots_booked: {},
  blockedSlots: [],
  ...overrides,
});
