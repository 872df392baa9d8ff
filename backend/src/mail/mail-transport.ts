import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config.js';
import type { MailAttachment } from './mail-outbox.table.js';
import { messageIdFor } from './message-id.js';
import { formatSavedMail, SAVED_MAIL_DIR, savedMailName } from './saved-mail.js';

/** What leaves the outbox: one stored mail. */
export interface Envelope {
  /** The outbox row's id: the mail's Message-ID is made from it. */
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Absent or empty: no attachment. */
  attachments?: readonly MailAttachment[];
}

/** Hands a mail to the outside world; rejects when it could not. Also the injection token. */
export abstract class MailTransport {
  abstract deliver(mail: Envelope): Promise<void>;
  close(): void {}
}

/** Bounds every SMTP phase, so a hung server costs one failed attempt, not a stuck sender. */
const SMTP_TIMEOUT_MS = 10_000;

export class SmtpMailTransport extends MailTransport {
  /** Loaded while the server starts, not before it: the first mail waits for it if it must. */
  private readonly transporter: Promise<Transporter>;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    super();
    this.transporter = import('nodemailer').then(({ createTransport }) =>
      createTransport(
        {
          url,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
          dnsTimeout: SMTP_TIMEOUT_MS,
        },
        { from },
      ),
    );
  }

  async deliver(mail: Envelope): Promise<void> {
    // Address objects, not strings: nodemailer would split a string such as `a,b@c.d` into two recipients.
    await (
      await this.transporter
    ).sendMail({
      messageId: messageIdFor(mail.id, this.from),
      to: { name: '', address: mail.to },
      replyTo: mail.replyTo ? { name: '', address: mail.replyTo } : undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: (mail.attachments ?? []).map(({ filename, contentType, content, encoding }) => ({
        filename,
        contentType,
        content,
        // nodemailer decodes base64 content back to the file's bytes before encoding the part.
        ...(encoding ? { encoding } : {}),
      })),
    });
  }

  override close(): void {
    void this.transporter.then((transporter) => transporter.close());
  }
}

/**
 * Without SMTP each mail is saved as a file in `DATA_DIR/mail/`, so someone trying
 * the product locally can open it and read their code. The log only says where:
 * codes, tokens and health details never enter the log.
 */
export class FileMailTransport extends MailTransport {
  private readonly logger = new Logger('Mail');
  private count = 0;

  constructor(private readonly dir: string) {
    super();
  }

  async deliver(mail: Envelope): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const path = join(this.dir, savedMailName(new Date(), ++this.count));
    const saved = formatSavedMail({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      attachments: (mail.attachments ?? []).map((file) => `${file.filename} (${file.contentType})`),
      text: mail.text,
    });
    // Owner-only: a mail may carry a sign-in code.
    await writeFile(path, saved, { mode: 0o600 });
    this.logger.log(`Mail not sent (SMTP_URL is not set); saved to ${path}`);
  }
}

export function createMailTransport(config: AppConfig): MailTransport {
  if (config.smtpUrl) return new SmtpMailTransport(config.smtpUrl, config.mailFrom);
  const dir = join(config.dataDir, SAVED_MAIL_DIR);
  new Logger('Mail').warn(`SMTP_URL is not set: mails are saved as files in ${dir} instead of being sent`);
  return new FileMailTransport(dir);
}
