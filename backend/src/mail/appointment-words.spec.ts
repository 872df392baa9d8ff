import { readFileSync } from 'node:fs';
import { SHARED_WITH_SPA_HI } from './appointment-words.js';

/** One of the SPA's Hindi translation files. */
const spaHindi = (namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../frontend/src/locales/hi/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, Record<string, string | Record<string, string>>>;

describe('the Hindi mails and the Hindi site say the same things the same way', () => {
  const common = spaHindi('common');
  const doctors = spaHindi('doctors');
  const appointments = spaHindi('appointments');

  it('the opening hours', () => {
    expect(SHARED_WITH_SPA_HI.hours).toBe((common.centre as Record<string, string>).hours);
  });

  it('every speciality', () => {
    expect(SHARED_WITH_SPA_HI.specialities).toEqual(doctors.specialities);
  });

  it('the buttons a mail sends the reader to', () => {
    const { buttons } = SHARED_WITH_SPA_HI;
    expect(buttons.myAppointment).toBe((common.account as Record<string, string>).appointments);
    expect(buttons.ourTeam).toBe((common.nav as Record<string, string>).team);
    expect(buttons.payOnline).toBe((appointments.card as Record<string, string>).payOnline);
    expect(buttons.submitPayment).toBe((appointments.form as Record<string, string>).submit);
  });
});
