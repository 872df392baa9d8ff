import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Address, UserProfile } from '@umang/common';
import { Clock } from '../common/clock.js';
import { StorageService } from '../storage/storage.service.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { type NewUser, type ProfilePatch, type UserRow, UsersRepository } from './users.repository.js';

/** The patient's own view of their record: the published fields, never the hash or the role. */
export function toUserProfile(row: UserRow): UserProfile {
  return {
    _id: row.id,
    name: row.name,
    fathername: row.fathername,
    mothername: row.mothername,
    email: row.email,
    phone: row.phone,
    address: { line1: row.address.line1, line2: row.address.line2 },
    gender: row.gender as UserProfile['gender'],
    dob: row.dob ?? '',
    bloodGroup: row.bloodGroup as UserProfile['bloodGroup'],
    allergy: row.allergy,
    medicalCondition: row.medicalCondition,
    image: row.image,
  };
}

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

  hasStaff(): Promise<boolean> {
    return this.users.hasStaff();
  }

  async getProfile(id: string): Promise<UserProfile> {
    const row = await this.users.findById(id);
    if (!row) throw new NotFoundException('Account not found');
    return toUserProfile(row);
  }

  /**
   * Applies the given fields; a new photo is stored before the row changes and the
   * old one deleted after, so a failure never leaves the profile without a photo.
   */
  async updateProfile(id: string, dto: UpdateProfileDto, image?: Buffer): Promise<UserProfile> {
    // As for blog posts: a save with nothing in it is a broken form, not a change to record.
    if (!image && Object.values(dto).every((value) => value === undefined))
      throw new BadRequestException('Send at least one field to change');
    const current = await this.users.findById(id);
    if (!current) throw new NotFoundException('Account not found');
    const patch: ProfilePatch = { ...dto, address: dto.address as Address | undefined };
    if (dto.dob !== undefined) patch.dob = dto.dob === '' ? null : dto.dob;
    if (image) patch.image = await this.storage.saveProfileImage(image);
    const updated = await this.users.updateProfile(id, patch, this.clock.now());
    if (!updated) throw new NotFoundException('Account not found');
    if (image && current.image !== updated.image) await this.storage.remove(current.image);
    return toUserProfile(updated);
  }
}
