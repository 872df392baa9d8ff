import { Logger } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../config/app-config.js';
import type { MailAttachment } from './mail-outbox.table.js';

/** What leaves the outbox: one stored mail. */
export interface Envelope {
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
  private readonly transporter: ReturnType<typeof createTransport>;

  constructor(url: string, from: string) {
    super();
    this.transporter = createTransport(
      {
        url,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
        dnsTimeout: SMTP_TIMEOUT_MS,
      },
      { from },
    );
  }

  async deliver(mail: Envelope): Promise<void> {
    // Address objects, not strings: nodemailer would split a string such as `a,b@c.d` into two recipients.
    await this.transporter.sendMail({
      to: { name: '', address: mail.to },
      replyTo: mail.replyTo ? { name: '', address: mail.replyTo } : undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    });
  }

  override close(): void {
    this.transporter.close();
  }
}

/** Without SMTP the mail goes to the log, so someone trying the product locally can read their code. */
export class LogMailTransport extends MailTransport {
  private readonly logger = new Logger('Mail');

  async deliver(mail: Envelope): Promise<void> {
    const replyTo = mail.replyTo ? `\nReply-To: ${mail.replyTo}` : '';
    const files = (mail.attachments ?? []).map((file) => `${file.filename} (${file.contentType})`);
    const attached = files.length > 0 ? `\nAttachments: ${files.join(', ')}` : '';
    this.logger.log(
      `Mail (not sent: SMTP_URL is not set)\nTo: ${mail.to}${replyTo}\nSubject: ${mail.subject}${attached}\n\n${mail.text}`,
    );
  }
}

export function createMailTransport(config: AppConfig): MailTransport {
  if (config.smtpUrl) return new SmtpMailTransport(config.smtpUrl, config.mailFrom);
  new Logger('Mail').warn('SMTP_URL is not set: mails are written to this log instead of being sent');
  return new LogMailTransport();
}
