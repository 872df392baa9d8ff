// How a mail is kept on disk when SMTP_URL is not set (FileMailTransport writes it),
// and how it is read back (the tests read sign-up codes this way). Plain text: a few
// headers, a blank line, the text part.

/** The folder under DATA_DIR that holds the saved mails. */
export const SAVED_MAIL_DIR = 'mail';

export interface SavedMail {
  to: string;
  replyTo: string | null;
  subject: string;
  /** `name (type)` of each attachment; the files themselves are not kept. */
  attachments: string[];
  text: string;
}

/** The file name of the `count`th mail saved at `at`: names sort oldest first. */
export function savedMailName(at: Date, count: number): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${String(count).padStart(4, '0')}.txt`;
}

export function formatSavedMail(mail: SavedMail): string {
  const headers = [
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${mail.subject}`,
    ...(mail.attachments.length > 0 ? [`Attachments: ${mail.attachments.join(', ')}`] : []),
  ];
  return `${headers.join('\n')}\n\n${mail.text}\n`;
}

export function parseSavedMail(file: string): SavedMail {
  const split = file.indexOf('\n\n');
  const headers = new Map<string, string>();
  for (const line of file.slice(0, split).split('\n')) {
    const colon = line.indexOf(': ');
    if (colon > 0) headers.set(line.slice(0, colon), line.slice(colon + 2));
  }
  const attachments = headers.get('Attachments');
  return {
    to: headers.get('To') ?? '',
    replyTo: headers.get('Reply-To') ?? null,
    subject: headers.get('Subject') ?? '',
    attachments: attachments ? attachments.split(', ') : [],
    text: file.slice(split + 2).replace(/\n$/, ''),
  };
}
