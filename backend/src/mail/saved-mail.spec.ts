import { formatSavedMail, parseSavedMail, type SavedMail, savedMailName } from './saved-mail.js';

describe('a mail saved without SMTP', () => {
  const mail: SavedMail = {
    to: 'asha@example.org',
    replyTo: 'parent@example.org',
    subject: 'Your Umang sign-up code',
    attachments: ['appointment.ics (text/calendar)', 'receipt.pdf (application/pdf)'],
    text: 'Your code is 482913.\n\nIt works for 10 minutes.\n\nTo: not a header',
  };

  it('reads back exactly as it was written, blank lines in the text included', () => {
    expect(parseSavedMail(formatSavedMail(mail))).toEqual(mail);
  });

  it('leaves out the headers it has no value for', () => {
    const plain = { ...mail, replyTo: null, attachments: [] };
    const file = formatSavedMail(plain);
    expect(file).not.toMatch(/Reply-To|Attachments/);
    expect(parseSavedMail(file)).toEqual(plain);
  });

  it('is named so that the names sort oldest first', () => {
    const names = [
      savedMailName(new Date('2026-11-22T09:59:59.999Z'), 12),
      savedMailName(new Date('2026-11-22T10:00:00.000Z'), 2),
      savedMailName(new Date('2026-11-22T10:00:00.000Z'), 3),
    ];
    expect([...names].reverse().sort()).toEqual(names);
    expect(names[0]).toMatch(/^[\w-]+\.txt$/);
  });
});
