import { CENTRE_ADDRESS } from '@umang/common';
import { demoDoctorSeeds } from './seed.service.js';

describe('demo doctors', () => {
  const seeds = demoDoctorSeeds(new Date('2027-01-04T03:30:00Z'));
  // Sector 40 is where the centre is: a doctor there practises at the centre.
  const atCentre = seeds.filter(({ doctor }) => doctor.address.line1.includes('Sector 40'));

  it('gives the doctors at the centre exactly the centre address', () => {
    expect(atCentre.length).toBeGreaterThan(0);
    for (const { doctor } of atCentre) expect(doctor.address).toEqual(CENTRE_ADDRESS);
  });

  it('keeps the doctors of the other clinics at their own addresses', () => {
    const elsewhere = seeds.filter((seed) => !atCentre.includes(seed));
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const { doctor } of elsewhere) expect(doctor.address.line1).not.toContain('Plot 21');
  });
});
