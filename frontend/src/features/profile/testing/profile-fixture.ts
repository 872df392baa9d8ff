import type { UserProfile } from '@umang/common';

/** A patient with some details filled in and some left empty. */
export const PATIENT: UserProfile = {
  _id: 'user-1',
  name: 'Aarav Sharma',
  fathername: 'Rohit Sharma',
  mothername: '',
  email: 'aarav@example.in',
  phone: '9812345678',
  address: { line1: 'House 12, Block C', line2: 'Sector 40, Gurugram' },
  gender: 'Male',
  dob: '2015-03-05',
  bloodGroup: '',
  allergy: '',
  medicalCondition: 'Mild asthma',
  image: '',
  language: 'en',
};

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
