import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { Executor } from '../database/unit-of-work.js';
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
  /**
   * The last mail to an erased account: once it is sent or given up, its address goes
   * with its bodies, so the outbox keeps nothing that names the patient.
   */
  forgetRecipient?: boolean;
}

/** Addresses in the reserved `.invalid` domain, which no mail can reach. */
const UNDELIVERABLE = /\.invalid$/i;

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
   * already queued, or the address can reach nobody, and nothing was stored.
   */
  async send(mail: OutgoingMail): Promise<boolean> {
    const id = await this.store(mail);
    if (id === null) return false;
    this.delivery.deliverSoon(id);
    return true;
  }

  /**
   * Stores the mail only, through `executor`: in a transaction, the mail is stored
   * with the change it tells of or not at all. Answers its id for `deliverSoon` once
   * the transaction has committed (a mail not yet committed cannot be claimed), or
   * null when its `dedupeKey` was already queued or its address can reach nobody.
   */
  store(mail: OutgoingMail, executor?: Executor): Promise<string | null> {
    // `.invalid` is reserved and reaches nobody: it is what an erased account's address
    // becomes, and a staff action on a visit it kept must not queue a mail to it.
    if (UNDELIVERABLE.test(mail.to)) return Promise.resolve(null);
    const now = this.clock.now();
    return this.outbox.insert(
      {
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments ?? [],
        expiresAt: mail.expiresAt ?? null,
        dedupeKey: mail.dedupeKey ?? null,
        forgetRecipient: mail.forgetRecipient ?? false,
        nextAttemptAt: now,
        createdAt: now,
      },
      executor,
    );
  }

  /**
   * Takes back a mail queued under `dedupeKey` that has not gone out (a reminder for a
   * time that no longer holds), through `executor`, so it goes with the change that
   * made it pointless. Answers whether one was taken back.
   */
  withdraw(dedupeKey: string, executor?: Executor): Promise<boolean> {
    return this.outbox.deleteUnsent(dedupeKey, executor);
  }

  /** Tries a stored mail at once, in the background; the outbox's sweep sends it otherwise. */
  deliverSoon(id: string): void {
    this.delivery.deliverSoon(id);
  }
}
