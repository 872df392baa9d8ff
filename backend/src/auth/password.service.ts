import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { InvalidError } from '../common/errors/domain-error.js';
import { isCommonPassword } from './common-passwords.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** OWASP's argon2id baseline: 19 MiB, 2 passes. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordService {
  /** A real hash of a random secret: unknown e-mails are checked against it so login takes the same time. */
  private dummyHash: Promise<string> | null = null;

  /** Refuses passwords that are too short, too long or among the most common ones. */
  assertAcceptable(password: string): void {
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      throw new InvalidError(
        `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`,
        'weak_password',
      );
    }
    if (isCommonPassword(password)) {
      throw new InvalidError(
        'This password is too common. Please choose one that is harder to guess.',
        'weak_password',
      );
    }
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, HASH_OPTIONS);
  }

  /** Verifies against the stored hash, or against a dummy when there is none, in similar time. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    const target = hash ?? (await (this.dummyHash ??= this.hash(randomBytes(32).toString('hex'))));
    try {
      const ok = await argon2.verify(target, password);
      return ok && hash !== null;
    } catch {
      return false;
    }
  }
}
