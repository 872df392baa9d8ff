import { Injectable } from '@nestjs/common';
import type { ConsoleAccount, ConsoleRole, CreateConsoleAccountRequest } from '@umang/common';
import { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/auth.guard.js';
import { OTP_VALID_MINUTES, OtpService, wrongCode } from '../auth/otp.service.js';
import { PasswordService } from '../auth/password.service.js';
import { Clock } from '../common/clock.js';
import {
  ConflictError,
  InvalidError,
  NotFoundError,
  type NotFoundReason,
} from '../common/errors/domain-error.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MailService } from '../mail/mail.service.js';
import { consoleAccountCode } from '../mail/templates.js';
import { ConsoleAccountsRepository } from './console-accounts.repository.js';

export const ACCOUNT_NOT_FOUND: NotFoundReason = { message: 'Account not found', code: 'account_not_found' };

const ROLE_TEXT: Record<ConsoleRole, (doctorName: string | null) => string> = {
  admin: () => 'an administrator',
  staff: () => 'a member of the office staff',
  doctor: (name) => `a doctor (${name ?? 'your own patients'})`,
};

/**
 * Console accounts as an admin manages them. An account starts without a password: its
 * holder sets one with a mailed code, so no password ever passes through the admin.
 * Each change commits with its audit entry.
 */
@Injectable()
export class ConsoleAccountsService {
  constructor(
    private readonly accounts: ConsoleAccountsRepository,
    private readonly otps: OtpService,
    private readonly passwords: PasswordService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly unit: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  list(): Promise<ConsoleAccount[]> {
    return this.accounts.list();
  }

  async create(admin: Caller, request: CreateConsoleAccountRequest): Promise<ConsoleAccount> {
    const doctorId = await this.checkDoctorLink(request);
    const id = await this.unit.run(async (tx) => {
      const account = { email: request.email, name: request.name, role: request.role, doctorId };
      const created = await this.accounts.insert(tx, account, this.clock.now());
      if (created === 'email_taken') {
        throw new ConflictError(
          'An account with this e-mail already exists. Console accounts need an address of their own.',
          'email_taken',
        );
      }
      if (created === 'doctor_has_account') {
        throw new ConflictError(
          'This doctor already has a console account. Disable it first to make a new one.',
          'doctor_has_account',
        );
      }
      const target = { type: 'account', id: created.id };
      await this.audit.record(tx, admin, 'account.create', target, { role: request.role, doctorId });
      return created.id;
    });
    const account = (await this.accounts.find(id))!;
    await this.mailCode(account, true);
    return account;
  }

  /** A doctor account names an existing doctor; the other roles name none. */
  private async checkDoctorLink(request: CreateConsoleAccountRequest): Promise<string | null> {
    if (request.role !== 'doctor') {
      if (request.doctorId !== undefined) {
        throw new InvalidError('Only a doctor account is linked to a doctor: leave the doctor out');
      }
      return null;
    }
    if (!request.doctorId) throw new InvalidError('Choose the doctor this account belongs to');
    if (!(await this.accounts.doctorName(request.doctorId))) {
      throw new InvalidError('There is no doctor with this id', 'doctor_not_found');
    }
    return request.doctorId;
  }

  /** Mails a new code to set the password (after the first ran out, or a forgotten password). */
  async sendCode(id: string): Promise<ConsoleAccount> {
    const account = await this.accounts.find(id);
    if (!account) throw NotFoundError.of(ACCOUNT_NOT_FOUND);
    if (account.state === 'disabled') {
      throw new ConflictError(
        'This account is disabled; it can no longer set a password',
        'account_disabled',
      );
    }
    await this.mailCode(account, false);
    return account;
  }

  private async mailCode(account: ConsoleAccount, invited: boolean): Promise<void> {
    const { code, expiresAt } = await this.otps.issue(account.email, 'account');
    const roleText = ROLE_TEXT[account.role](account.doctorName);
    await this.mail.send({
      to: account.email,
      expiresAt,
      ...consoleAccountCode({ code, minutes: OTP_VALID_MINUTES, name: account.name, roleText, invited }),
    });
  }

  /**
   * Disables an account for good and ends its sessions at once. The last admin who is
   * not disabled stays: someone must be able to manage the console.
   */
  async disable(admin: Caller, id: string): Promise<ConsoleAccount> {
    await this.unit.run(async (tx) => {
      const admins = await this.accounts.lockLiveAdmins(tx);
      const account = await this.accounts.find(id, tx);
      if (!account) throw NotFoundError.of(ACCOUNT_NOT_FOUND);
      if (account.state === 'disabled') {
        throw new ConflictError('This account is disabled already', 'account_disabled');
      }
      if (admins.length === 1 && admins[0] === id) {
        throw new ConflictError(
          'This is the last administrator: make another administrator before disabling this one',
          'last_admin',
        );
      }
      await this.accounts.disable(tx, id, this.clock.now());
      await this.audit.record(tx, admin, 'account.disable', { type: 'account', id });
    });
    return (await this.accounts.find(id))!;
  }

  /** The holder sets their password with the mailed code; the same rules as a patient's reset. */
  async setPassword(dto: { email: string; otp: string; password: string }): Promise<void> {
    this.passwords.assertAcceptable(dto.password);
    const account = await this.accounts.findByEmail(dto.email);
    const valid = await this.otps.verify(dto.email, 'account', dto.otp);
    if (!account || account.state === 'disabled' || !valid) throw wrongCode();
    const passwordHash = await this.passwords.hash(dto.password);
    await this.unit.run(async (tx) => {
      if (!(await this.accounts.setPassword(tx, account.id, passwordHash, this.clock.now()))) {
        throw wrongCode();
      }
      await this.audit.record(tx, { id: account.id }, 'account.password-set', {
        type: 'account',
        id: account.id,
      });
    });
  }
}
