import type { AppointmentMailData } from '../mail/appointment-templates.js';

/** An appointment as the mail templates are given it: the account holder's own, unpaid, at 3:30 pm IST, in English. */
export const appointmentMailData = (overrides: Partial<AppointmentMailData> = {}): AppointmentMailData => ({
  patientName: 'Asha Verma',
  memberName: null,
  doctorName: 'Dr. Ananya Sharma',
  speciality: 'Psychiatrist',
  address: { line1: 'Plot 21, Sector 40', line2: 'Gurugram, Haryana 122003' },
  slotDate: '5_1_2027',
  slotTime: '15:30',
  amount: 1500,
  payment: false,
  proofStatus: null,
  language: 'en',
  ...overrides,
});
