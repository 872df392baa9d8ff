import { Injectable } from '@nestjs/common';
import {
  CONSOLE_ROLES,
  type ConsoleRole,
  FORMAT_MESSAGES,
  isConsoleRole,
  isId,
  isValidEmail,
} from '@umang/common';
import { ConsoleAccountsRepository } from '../accounts/console-accounts.repository.js';
import { PasswordService } from '../auth/password.service.js';
import { DomainError } from '../common/errors/domain-error.js';
import { isUniqueViolation } from '../database/postgres-errors.js';
import type { UserRow } from '../users/users.repository.js';
import { UsersService } from '../users/users.service.js';
import { CliError } from './cli-error.js';

const NAME_MAX = 100;

export interface StaffRequest {
  email: string;
  name?: string;
  /** admin (the default), staff or doctor. */
  role?: string;
  /** The doctor record of a doctor account. */
  doctorId?: string;
  resetPassword: boolean;
}

/** What the command will do, decided before the password is asked for. */
export type StaffPlan =
  | { kind: 'create'; email: string; name: string; role: ConsoleRole; doctorId: string | null }
  | { kind: 'reset'; user: UserRow };

/**
 * `--role` and `--doctor` as given, checked before the database is opened: a known role
 * (admin when left out), and a doctor id exactly when the role is doctor.
 */
export function roleFlags(role = 'admin', doctor?: string): { role: ConsoleRole; doctorId: string | null } {
  if (!isConsoleRole(role)) throw new CliError(`--role must be one of ${CONSOLE_ROLES.join(', ')}`);
  if (role !== 'doctor') {
    if (doctor !== undefined) throw new CliError('--doctor is only for --role doctor');
    return { role, doctorId: null };
  }
  const doctorId = doctor?.trim().toLowerCase() ?? '';
  if (!doctorId) throw new CliError('--doctor is required with --role doctor: the id of the doctor record');
  if (!isId(doctorId)) throw new CliError(`--doctor must be a doctor's id (a UUID), not "${doctorId}"`);
  return { role, doctorId };
}

/**
 * The rules of creating staff accounts from the command line: staff and patients
 * never share an e-mail address, an existing account changes only on request, and
 * passwords follow the same rules as everywhere else in the product.
 */
@Injectable()
export class StaffAccounts {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly accounts: ConsoleAccountsRepository,
  ) {}

  async plan(request: StaffRequest): Promise<StaffPlan> {
    const email = request.email.trim().toLowerCase();
    if (!isValidEmail(email)) throw new CliError(`--email: ${FORMAT_MESSAGES.email}`);
    const existing = await this.users.findByEmail(email);
    if (existing?.role === 'patient') {
      throw new CliError(
        `${email} belongs to a patient account. Staff accounts need an e-mail address of their own.`,
      );
    }
    if (request.resetPassword) {
      if (!existing)
        throw new CliError(
          `There is no staff account for ${email}. Leave out --reset-password to create one.`,
        );
      return { kind: 'reset', user: existing };
    }
    if (existing) {
      throw new CliError(
        `A staff account for ${email} exists already. Add --reset-password to give it a new password.`,
      );
    }
    const name = request.name?.trim() ?? '';
    if (!name) throw new CliError('--name is required: the full name shown in the staff console');
    if (name.length > NAME_MAX) throw new CliError(`--name must be at most ${NAME_MAX} characters long`);
    return { kind: 'create', email, name, ...(await this.roleOf(request)) };
  }

  /** The role asked for, and for a doctor account the doctor record, which must exist. */
  private async roleOf(request: StaffRequest): Promise<{ role: ConsoleRole; doctorId: string | null }> {
    const { role, doctorId } = roleFlags(request.role, request.doctorId);
    if (doctorId && !(await this.accounts.doctorName(doctorId))) {
      throw new CliError(
        `There is no doctor with the id ${doctorId}. The Doctors screen of the console lists them.`,
      );
    }
    return { role, doctorId };
  }

  /** Carries the plan out and answers what was done, in words. */
  async apply(plan: StaffPlan, password: string): Promise<string> {
    try {
      this.passwords.assertAcceptable(password);
    } catch (error) {
      // A refused password is the user's to fix, told in the words the API uses.
      if (error instanceof DomainError) throw new CliError(error.message);
      throw error;
    }
    const passwordHash = await this.passwords.hash(password);
    if (plan.kind === 'reset') {
      await this.users.replacePassword(plan.user.id, passwordHash);
      return `Set a new password for the staff account ${plan.user.email}; its earlier sign-ins have ended.`;
    }
    const { email, name, role, doctorId } = plan;
    const created = await this.users.create({ email, name, role, doctorId, passwordHash }).catch((error) => {
      if (!isUniqueViolation(error, 'users_doctor_live_key')) throw error;
      throw new CliError('This doctor already has a console account. Nothing was changed.');
    });
    if (!created)
      throw new CliError(`${plan.email} was taken by another account meanwhile. Nothing was changed.`);
    return `Created the ${role} account ${created.email} for ${created.name}. They can sign in to the staff console now.`;
  }
}
