import { Injectable } from '@nestjs/common';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A mail that is pointless after this instant (an expired code) is dropped instead of retried. */
  expiresAt?: Date;
}

@Injectable()
export class MailService {
  /** Stores the mail in the outbox and tries to send it at once; resolves once it is stored. */
  async send(_mail: OutgoingMail): Promise<void> {
    throw new Error('MailService.send is not implemented yet');
  }
}
