import { Injectable } from '@nestjs/common';
import type { ProfileResponse } from '@umang/common';
import { OTP_VALID_MINUTES, OtpService, wrongCode } from '../auth/otp.service.js';
import { accountNotFound } from '../users/users.service.js';
import { Clock } from '../common/clock.js';
import { ConflictError, InvalidError } from '../common/errors/domain-error.js';
import { emailChangeCode, emailChanged } from '../mail/data-rights-templates.js';
import { MailService } from '../mail/mail.service.js';
import { profileResponse } from '../users/user.presenter.js';
import type { UserRow } from '../users/users.repository.js';
import { ErasureRepository } from './erasure.repository.js';

const SAME_EMAIL = 'This is already the e-mail address of your account.';
const EMAIL_TAKEN = 'Another account already uses this e-mail address.';

/**
 * A new e-mail address takes effect only once a code mailed to it comes back, so the
 * account never moves to an address its holder cannot read; the old address is told.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly accounts: ErasureRepository,
    private readonly otps: OtpService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  private async patient(userId: string): Promise<UserRow> {
    const account = await this.accounts.findPatient(userId);
    if (!account) throw accountNotFound();
    return account;
  }

  /**
   * Mails a code to `email`. Whether another account has that address is not said
   * here (the code goes out alike): only the confirmation, which needs the code, tells.
   */
  async sendCode(userId: string, email: string): Promise<void> {
    const account = await this.patient(userId);
    if (account.email === email) throw new InvalidError(SAME_EMAIL, 'email_unchanged');
    const { code, expiresAt } = await this.otps.issue(email, 'email');
    await this.mail.send({
      to: email,
      expiresAt,
      ...emailChangeCode({ code, minutes: OTP_VALID_MINUTES }, account.language),
    });
  }

  async confirm(userId: string, email: string, otp: string): Promise<ProfileResponse> {
    const account = await this.patient(userId);
    if (account.email === email) throw new InvalidError(SAME_EMAIL, 'email_unchanged');
    if (!(await this.otps.verify(email, 'email', otp))) throw wrongCode();
    const updated = await this.accounts.changeEmail(userId, email, this.clock.now());
    if (updated === 'taken') throw new ConflictError(EMAIL_TAKEN, 'email_taken');
    if (!updated) throw accountNotFound();
    await this.mail.send({ to: account.email, ...emailChanged({ newEmail: email }, account.language) });
    return profileResponse(updated);
  }
}
