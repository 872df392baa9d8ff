import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailOutboxService } from './mail-outbox.service.js';
import type { MailAttachment } from './mail-outbox.table.js';

export type { MailAttachment } from './mail-outbox.table.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A mail that is pointless after this instant (an expired code) is dropped instead of retried. */
  expiresAt?: Date;
  /** Files sent with the mail (an .ics invitation, say); wiped from the outbox with the bodies. */
  attachments?: MailAttachment[];
  /**
   * Makes the mail one that is queued at most once: a second mail with the same key
   * is not stored (a reminder: its kind, appointment and slot).
   */
  dedupeKey?: string;
}

@Injectable()
export class MailService {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly delivery: MailOutboxService,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores the mail in the outbox and tries to send it at once; resolves once it is
   * stored. The answer to the user never waits for SMTP, and an SMTP failure is never
   * thrown here: the outbox retries it. Answers false when the mail's `dedupeKey` was
   * already queued, and nothing was stored.
   */
  async send(mail: OutgoingMail): Promise<boolean> {
    const now = this.clock.now();
    const id = await this.outbox.insert({
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ?? [],
      expiresAt: mail.expiresAt ?? null,
      dedupeKey: mail.dedupeKey ?? null,
      nextAttemptAt: now,
      createdAt: now,
    });
    if (id === null) return false;
    this.delivery.deliverSoon(id);
    return true;
  }
}
