import { Injectable } from '@nestjs/common';
import { FORMAT_MESSAGES, isValidEmail } from '@umang/common';
import { PasswordService } from '../auth/password.service.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { UserRow } from '../users/users.repository.js';
import { UsersService } from '../users/users.service.js';
import { CliError } from './cli-error.js';

const NAME_MAX = 100;

export interface StaffRequest {
  email: string;
  name?: string;
  resetPassword: boolean;
}

/** What the command will do, decided before the password is asked for. */
export type StaffPlan = { kind: 'create'; email: string; name: string } | { kind: 'reset'; user: UserRow };

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
    return { kind: 'create', email, name };
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
    const created = await this.users.create({
      email: plan.email,
      name: plan.name,
      role: 'admin',
      passwordHash,
    });
    if (!created)
      throw new CliError(`${plan.email} was taken by another account meanwhile. Nothing was changed.`);
    return `Created the staff account ${created.email} for ${created.name}. They can sign in to the staff console now.`;
  }
}
