import type { Doctor } from '@umang/common';
import { useStaffSessionStore } from '@/stores/staff-session-store';

export const STAFF_TOKEN = 'staff-test-token';

/** Signs a staff member in the way the console finds the token (store and storage). */
export function signInStaff(): void {
  localStorage.setItem('staffToken', STAFF_TOKEN);
  useStaffSessionStore.setState({ staffToken: STAFF_TOKEN });
}

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const makeDoctor = (overrides: Partial<Doctor> = {}): Doctor => ({
  _id: 'doc-1',
  name: 'Dr. Meera Nair',
  image: '/uploads/meera.jpg',
  speciality: 'Pediatrician',
  degree: 'MBBS, DCH',
  experience: 6,
  about: 'Looks after babies and young children.',
  fees: 500,
  available: true,
  address: { line1: 'Plot 17, Sector 40', line2: 'Gurugram' },
  slots_booked: {},
  blockedSlots: [],
  ...overrides,
});
