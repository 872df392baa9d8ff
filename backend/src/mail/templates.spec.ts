import { CENTRE_NAME } from '@umang/common';
import { englishLeft } from '../testing/english-left.js';
import { contactEnquiry, passwordResetCode, signupCode } from './templates.js';

const ACCOUNT_EXISTS = /account already exists/i;
const HTML_CENTRE_NAME = CENTRE_NAME.replace('&', '&amp;');

describe('mail templates', () => {
  it('gives the sign-up code and its validity in both the text and the HTML, never in the subject', () => {
    const mail = signupCode({ code: '048213', minutes: 10, hasAccount: false }, 'en');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('048213');
      expect(body).toContain('10 minutes');
      expect(body).not.toMatch(ACCOUNT_EXISTS);
    }
    expect(mail.text).toContain(CENTRE_NAME);
    expect(mail.html).toContain(`>${HTML_CENTRE_NAME}</h1>`);
    // Subjects stay in the outbox after the bodies are wiped: no code there.
    expect(mail.subject).not.toContain('048213');
  });

  it('tells the owner of an existing account to log in or reset the password, and still gives the code', () => {
    const mail = signupCode({ code: '771204', minutes: 10, hasAccount: true }, 'en');
    for (const body of [mail.text, mail.html]) {
      expect(body).toMatch(ACCOUNT_EXISTS);
      expect(body).toMatch(/log in/);
      expect(body).toMatch(/reset your password/);
      expect(body).toContain('771204');
    }
  });

  it('gives the password reset code and says an unrequested mail changes nothing', () => {
    const mail = passwordResetCode({ code: '390551', minutes: 15 }, 'en');
    expect(mail.subject).toMatch(/password reset/i);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('390551');
      expect(body).toContain('15 minutes');
      expect(body).toMatch(/ignore this mail/);
    }
  });

  it('escapes every enquiry field in the HTML and keeps the subject on one line', () => {
    const mail = contactEnquiry({
      name: '<b>Ravi</b>',
      email: 'ravi"@example.org',
      phone: "98765'43210",
      subject: 'Line one\r\nBcc: someone@example.org',
      message: '<script>alert(1)</script>\nSecond line & more',
    });
    expect(mail.html).not.toMatch(/<script|<b>Ravi|ravi"@|98765'4/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('ravi&quot;@example.org');
    expect(mail.html).toContain('98765&#39;43210');
    expect(mail.subject).toBe('Website enquiry: Line one Bcc: someone@example.org');
    expect(mail.text).toContain('> <script>alert(1)</script>\n> Second line & more');
    expect(mail.text).toContain('Name: <b>Ravi</b>');
  });

  it('keeps names and subjects on one line whatever line break they hold', () => {
    const mail = contactEnquiry({
      name: 'Ravi\u2028Bcc: a@example.org',
      email: 'ravi@example.org',
      phone: '9876543210\u0085To: b@example.org',
      subject: 'Hello\u2029Cc: c@example.org\u000bX',
      message: 'First\nSecond',
    });
    expect(mail.subject).toBe('Website enquiry: Hello Cc: c@example.org X');
    expect(mail.text).toContain('Name: Ravi Bcc: a@example.org\n');
    expect(mail.text).toContain('Phone: 9876543210 To: b@example.org\n');
    expect(mail.text).toContain('Ravi Bcc: a@example.org sent a message');
    expect(mail.text).not.toMatch(/^(Bcc|To|Cc):/m);
    expect(mail.text).toContain('> First\n> Second');
  });

  it('writes the sign-up code in Hindi, subject and sign-off included, with no English sentence left', () => {
    for (const hasAccount of [false, true]) {
      const mail = signupCode({ code: '048213', minutes: 10, hasAccount }, 'hi');
      expect(mail.subject).toBe(`${CENTRE_NAME} में खाता बनाने के लिए आपका कोड`);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('048213');
        expect(body).toContain('10 मिनट');
        expect(body).toContain('शुभकामनाओं सहित');
      }
      expect(mail.text.includes('पहले से एक खाता बना हुआ है')).toBe(hasAccount);
      expect(mail.html).toContain('<html lang="hi">');
      expect(englishLeft(mail.subject)).toEqual([]);
      expect(englishLeft(mail.text)).toEqual([]);
    }
  });

  it('writes the password reset code in Hindi', () => {
    const mail = passwordResetCode({ code: '390551', minutes: 15 }, 'hi');
    expect(mail.subject).toBe(`${CENTRE_NAME} का पासवर्ड रीसेट करने के लिए आपका कोड`);
    expect(mail.text).toContain('390551');
    expect(mail.text).toContain('15 मिनट');
    expect(englishLeft(mail.text)).toEqual([]);
  });

  it('keeps the English mails English, down to the page language', () => {
    const mail = signupCode({ code: '048213', minutes: 10, hasAccount: false }, 'en');
    expect(mail.subject).toBe(`Your sign-up code for ${CENTRE_NAME}`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toMatch(/Warm regards,\nThe team at /);
  });
});
