import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSavedMail, SAVED_MAIL_DIR, type SavedMail } from '../../backend/src/mail/saved-mail.js';

/** The mails a server without SMTP_URL saved in `dataDir`, oldest first. */
export function savedMails(dataDir: string): SavedMail[] {
  const dir = join(dataDir, SAVED_MAIL_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => parseSavedMail(readFileSync(join(dir, name), 'utf8')));
}

/**
 * The six-digit code in the newest saved mail to `email`, leaving out the first
 * `skip` mails (those saved before the step that sends it). Mails leave through
 * the outbox, so this waits for it: up to 5 s.
 */
export async function savedMailCode(dataDir: string, email: string, skip = 0): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = savedMails(dataDir)
      .slice(skip)
      .findLast((m) => m.to === email && /\b\d{6}\b/.test(m.text));
    if (mail) return /\b(\d{6})\b/.exec(mail.text)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a code reached ${email}`);
}
