import { CENTRE_PHONE_DISPLAY, type Language } from '@umang/common';
import { englishLeft } from '../testing/english-left.js';
import {
  accountDeleted,
  type CancelledPaidVisit,
  deleteAccountCode,
  emailChangeCode,
  emailChanged,
  maskEmail,
  refundDue,
} from './data-rights-templates.js';

const VISIT: CancelledPaidVisit = {
  doctorName: 'Dr Meera Iyer',
  slotDate: '5_1_2027',
  slotTime: '15:30',
  amount: 1500,
  receiptNumber: 'UMG/2026-27/000123',
};
const PSEUDONYM = 'Deleted patient #3F2A9C1D';
const LANGUAGES: Language[] = ['en', 'hi'];

describe('data rights mails', () => {
  it('masks the new address to its first letter and its domain', () => {
    expect(maskEmail('asha.verma@example.org')).toBe('a***@example.org');
    expect(maskEmail('nobody')).toBe('***');
  });

  it.each(LANGUAGES)('puts the codes in the bodies, never in the subjects (%s)', (language) => {
    for (const mail of [
      emailChangeCode({ code: '604219', minutes: 10 }, language),
      deleteAccountCode({ code: '604219', minutes: 10 }, language),
    ]) {
      expect(mail.text).toContain('604219');
      expect(mail.html).toContain('604219');
      expect(mail.subject).not.toContain('604219');
    }
  });

  it('tells the old address of the change without spelling out the new one', () => {
    const mail = emailChanged({ newEmail: 'asha.verma@example.net' }, 'en');
    expect(mail.text).toContain('a***@example.net');
    expect(mail.text).not.toContain('asha.verma@example.net');
    expect(mail.text).toContain(CENTRE_PHONE_DISPLAY);
  });

  it('lists the cancelled paid visits with the refund contact, only when there are some', () => {
    const withVisits = accountDeleted(
      { pseudonym: PSEUDONYM, cancelledPaid: [VISIT], centreEmail: 'desk@umang.example' },
      'en',
    );
    for (const part of ['UMG/2026-27/000123', '₹1,500', 'Tuesday, 5 January 2027', 'desk@umang.example']) {
      expect(withVisits.text).toContain(part);
    }
    expect(withVisits.text).toContain(PSEUDONYM);
    const without = accountDeleted(
      { pseudonym: PSEUDONYM, cancelledPaid: [], centreEmail: 'desk@umang.example' },
      'en',
    );
    expect(without.text).not.toMatch(/refund/i);
  });

  it('writes the patient’s mails wholly in Hindi for a Hindi account', () => {
    const mails = [
      emailChangeCode({ code: '604219', minutes: 10 }, 'hi'),
      emailChanged({ newEmail: 'asha@example.net' }, 'hi'),
      deleteAccountCode({ code: '604219', minutes: 10 }, 'hi'),
      accountDeleted(
        { pseudonym: PSEUDONYM, cancelledPaid: [VISIT], centreEmail: 'desk@umang.example' },
        'hi',
      ),
    ];
    for (const mail of mails) {
      expect(englishLeft(mail.subject)).toEqual([]);
      expect(englishLeft(mail.text, [PSEUDONYM, VISIT.doctorName])).toEqual([]);
    }
  });

  it('gives the centre the refunds due under the pseudonym', () => {
    const mail = refundDue({ pseudonym: PSEUDONYM, cancelledPaid: [VISIT] });
    expect(mail.subject).toBe(`Refund due: ${PSEUDONYM} deleted their account`);
    expect(mail.text).toContain('UMG/2026-27/000123');
  });
});
