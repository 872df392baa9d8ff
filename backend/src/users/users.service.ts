import { Injectable } from '@nestjs/common';
import {
  type ConsoleMe,
  isMinor,
  istToday,
  type Language,
  type ProfileResponse,
  type UserProfile,
} from '@umang/common';
import { Clock } from '../common/clock.js';
import { InvalidError, NotFoundError } from '../common/errors/domain-error.js';
import { StorageService } from '../storage/storage.service.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { profileResponse, toUserProfile } from './user.presenter.js';
import { type NewUser, type ProfilePatch, type UserRow, UsersRepository } from './users.repository.js';
import { changedFields } from '../common/validation/changed-fields.js';

/** The answer when the signed-in patient's account is gone (deleted meanwhile). */
export const accountNotFound = (): NotFoundError =>
  new NotFoundError('Account not found', 'account_not_found');
export const ACCOUNT_HOLDER_MINOR =
  'The account holder must be 18 or older. Please check the date of birth; a child can be added as a family member.';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly storage: StorageService,
    private readonly clock: Clock,
  ) {}

  findById(id: string): Promise<UserRow | null> {
    return this.users.findById(id);
  }

  findByEmail(email: string): Promise<UserRow | null> {
    return this.users.findByEmail(email);
  }

  create(user: NewUser): Promise<UserRow | null> {
    return this.users.create(user);
  }

  replacePassword(id: string, passwordHash: string): Promise<void> {
    return this.users.replacePassword(id, passwordHash, this.clock.now());
  }

  revokeTokens(id: string): Promise<void> {
    return this.users.bumpTokenVersion(id);
  }

  findConsoleAccount(id: string): Promise<ConsoleMe | null> {
    return this.users.findConsoleAccount(id);
  }

  hasConsoleAccount(): Promise<boolean> {
    return this.users.hasConsoleAccount();
  }

  /** The patient's profile and consents, as GET /api/user/get-profile answers them. */
  async getProfile(id: string): Promise<ProfileResponse> {
    const row = await this.users.findById(id);
    if (!row) throw accountNotFound();
    return profileResponse(row);
  }

  /** The language the account's mails are written in from now on. */
  async setLanguage(id: string, language: Language): Promise<void> {
    if (!(await this.users.setLanguage(id, language))) {
      throw accountNotFound();
    }
  }

  /**
   * Applies the given fields; a new photo is stored before the row changes and the
   * old one deleted after, so a failure never leaves the profile without a photo.
   */
  async updateProfile(id: string, dto: UpdateProfileDto, image?: Buffer): Promise<UserProfile> {
    changedFields(dto, image);
    // The account holder consented for themselves, which only an adult can.
    if (dto.dob && isMinor(dto.dob, istToday(this.clock.now()))) {
      throw new InvalidError(ACCOUNT_HOLDER_MINOR, 'adult_required');
    }
    const current = await this.users.findById(id);
    if (!current) throw accountNotFound();
    const patch: ProfilePatch = { ...dto };
    if (dto.dob !== undefined) patch.dob = dto.dob === '' ? null : dto.dob;
    if (image) patch.image = await this.storage.saveProfileImage(image);
    const updated = await this.users.updateProfile(id, patch, this.clock.now());
    if (!updated) throw accountNotFound();
    // Each stored upload counts one holder, even when it is the photo already shown: let go of the old one.
    if (image) await this.storage.remove(current.image);
    return toUserProfile(updated);
  }
}
