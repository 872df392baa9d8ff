import { Injectable } from '@nestjs/common';
import { PRIVACY_NOTICE_VERSION, isConsoleRole, type Language } from '@umang/common';
import { Clock } from '../common/clock.js';
import { ConflictError, InvalidError, UnauthorizedError } from '../common/errors/domain-error.js';
import { ConsentRecordsRepository } from '../consent/consent-records.repository.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MailService } from '../mail/mail.service.js';
import { passwordResetCode, signupCode } from '../mail/templates.js';
import { AccountPrivacyRepository } from '../privacy/account-privacy.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { UsersService } from '../users/users.service.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { ResetPasswordDto } from './dto/reset-password.dto.js';
import { OTP_VALID_MINUTES, OtpService, wrongCode } from './otp.service.js';
import { PasswordService } from './password.service.js';
import { TokenService } from './token.service.js';

const BAD_LOGIN = 'Invalid email or password';
export const ADULT_REQUIRED =
  'You must be 18 or older to create an account. A parent or guardian can sign up and add a child as a family member.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly otps: OtpService,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly unit: UnitOfWork,
    private readonly accounts: AccountPrivacyRepository,
    private readonly consents: ConsentRecordsRepository,
  ) {}

  private tokenFor(user: UserRow): string {
    return this.tokens.issue({ sub: user.id, role: user.role, ver: user.tokenVersion });
  }

  /**
   * The account behind an e-mail at the patients' doors. Staff sign in at their own
   * door only: here a staff address is as unknown as one nobody has, so the patients'
   * forms can neither reach nor reveal a staff account.
   */
  private async findPatient(email: string): Promise<UserRow | null> {
    const user = await this.users.findByEmail(email);
    return user?.role === 'patient' && !user.deletedAt ? user : null;
  }

  /**
   * Sends a sign-up code. Answers alike whether or not the address has an account;
   * only the mail, read by the address's owner, says that one exists. A staff address
   * gets its code issued (so repeats are throttled alike) but no mail. The mail is in
   * the account's language when there is one, else in `language`, the one the form is
   * shown in.
   */
  async sendSignupCode(email: string, language: Language): Promise<void> {
    const { code, expiresAt } = await this.otps.issue(email, 'register');
    const user = await this.users.findByEmail(email);
    if (isConsoleRole(user?.role)) return;
    await this.mail.send({
      to: email,
      expiresAt,
      ...signupCode(
        { code, minutes: OTP_VALID_MINUTES, hasAccount: user !== null },
        user?.language ?? language,
      ),
    });
  }

  /**
   * The new account starts in `language`, the one the sign-up form was shown in. It
   * is made together with its consents' history: the notice accepted and, when ticked,
   * the optional reminder mails, so an account never exists without its record.
   */
  async register(dto: RegisterDto, language: Language): Promise<string> {
    // Before the code is checked, so a form sent without the box ticked keeps its code.
    if (dto.adult !== true) throw new InvalidError(ADULT_REQUIRED, 'adult_required');
    this.passwords.assertAcceptable(dto.password);
    const valid = await this.otps.verify(dto.email, 'register', dto.otp);
    // No code is ever mailed to a staff address: any code for one is a wrong code.
    if (!valid || isConsoleRole((await this.users.findByEmail(dto.email))?.role)) {
      throw wrongCode();
    }
    const passwordHash = await this.passwords.hash(dto.password);
    const now = this.clock.now();
    const reminders = dto.reminders === true;
    const user = await this.unit.run(async (tx) => {
      const created = await this.accounts.createAccount(tx, {
        email: dto.email,
        name: dto.name,
        phone: dto.phone,
        passwordHash,
        consentAt: now,
        consentVersion: PRIVACY_NOTICE_VERSION,
        reminderMails: reminders,
        language,
      });
      if (!created) {
        throw new ConflictError('An account with this e-mail already exists. Please log in.', 'email_taken');
      }
      await this.consents.record(tx, { userId: created.id, purpose: 'notice', action: 'given', at: now });
      if (reminders) {
        await this.consents.record(tx, {
          userId: created.id,
          purpose: 'reminders',
          action: 'given',
          at: now,
        });
      }
      return created;
    });
    return this.tokenFor(user);
  }

  /**
   * Signs in at the patients' door (`patient`) or the console's (`console`: any console
   * role). One answer and a similar time for an unknown e-mail, a wrong password, an
   * account of the other door and a disabled console account.
   */
  async login(dto: LoginDto, door: 'patient' | 'console'): Promise<string> {
    const user = await this.users.findByEmail(dto.email);
    const ok = await this.passwords.verify(user?.passwordHash ?? null, dto.password);
    const rightDoor = door === 'console' ? isConsoleRole(user?.role) : user?.role === 'patient';
    if (!user || !ok || !rightDoor || user.disabledAt || user.deletedAt)
      throw new UnauthorizedError(BAD_LOGIN, 'bad_credentials');
    return this.tokenFor(user);
  }

  logout(userId: string): Promise<void> {
    return this.users.revokeTokens(userId);
  }

  /**
   * Sends a reset code when a patient account exists, in the account's language; the
   * answer never tells which.
   */
  async sendResetCode(email: string): Promise<void> {
    const { code, expiresAt } = await this.otps.issue(email, 'reset');
    const patient = await this.findPatient(email);
    if (patient) {
      await this.mail.send({
        to: email,
        expiresAt,
        ...passwordResetCode({ code, minutes: OTP_VALID_MINUTES }, patient.language),
      });
    }
  }

  /** Sets the new password and revokes every token issued before. */
  async resetPassword(dto: ResetPasswordDto): Promise<void> {
    this.passwords.assertAcceptable(dto.password);
    const user = await this.findPatient(dto.email);
    const valid = await this.otps.verify(dto.email, 'reset', dto.otp);
    if (!user || !valid) throw wrongCode();
    await this.users.replacePassword(user.id, await this.passwords.hash(dto.password));
  }
}
