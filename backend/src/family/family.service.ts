import { Injectable } from '@nestjs/common';
import { type FamilyMember, MAX_FAMILY_MEMBERS } from '@umang/common';
import { Clock } from '../common/clock.js';
import { ConflictError, NotFoundError, type NotFoundReason } from '../common/errors/domain-error.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import type { CreateFamilyMemberDto } from './dto/create-family-member.dto.js';
import type { UpdateFamilyMemberDto } from './dto/update-family-member.dto.js';
import { toFamilyMember } from './family-member.presenter.js';
import { type FamilyMemberRow, FamilyRepository } from './family.repository.js';
import { changedFields } from '../common/validation/changed-fields.js';

export const FAMILY_MEMBER_NOT_FOUND: NotFoundReason = {
  message: 'Family member not found',
  code: 'family_member_not_found',
};

/** The family members an account books for. Every read and change is scoped to the caller's account. */
@Injectable()
export class FamilyService {
  constructor(
    private readonly family: FamilyRepository,
    private readonly clock: Clock,
    private readonly unit: UnitOfWork,
  ) {}

  async list(userId: string): Promise<FamilyMember[]> {
    return (await this.family.listLive(userId)).map(toFamilyMember);
  }

  /**
   * The caller's member, still listed; another account's member, a removed one or an
   * unknown id answers the same 404, so ids of other families reveal nothing.
   */
  async findLive(userId: string, id: string): Promise<FamilyMemberRow> {
    const row = await this.family.findLive(userId, id);
    if (!row) throw NotFoundError.of(FAMILY_MEMBER_NOT_FOUND);
    return row;
  }

  /** Adds a member, counted against the limit under the account's lock so parallel adds cannot pass it. */
  async create(userId: string, dto: CreateFamilyMemberDto): Promise<FamilyMember> {
    const now = this.clock.now();
    const created = await this.unit.run((tx) =>
      this.family.insertWithinLimit(
        tx,
        { ...dto, userId, createdAt: now, updatedAt: now },
        MAX_FAMILY_MEMBERS,
      ),
    );
    if (created === 'limit') {
      throw new ConflictError(
        `You can add up to ${MAX_FAMILY_MEMBERS} family members. Please remove one before adding another.`,
        'family_limit',
      );
    }
    return toFamilyMember(created);
  }

  async update(userId: string, id: string, dto: UpdateFamilyMemberDto): Promise<FamilyMember> {
    changedFields(dto);
    const updated = await this.family.update(userId, id, { ...dto }, this.clock.now());
    if (!updated) throw NotFoundError.of(FAMILY_MEMBER_NOT_FOUND);
    return toFamilyMember(updated);
  }

  /**
   * Takes the member off the account's list. Refused while a visit of theirs is still
   * ahead: the centre would otherwise expect someone the family no longer lists.
   */
  async remove(userId: string, id: string): Promise<void> {
    const member = await this.findLive(userId, id);
    const outcome = await this.unit.run((tx) =>
      this.family.removeUnlessBooked(tx, userId, id, this.clock.now()),
    );
    if (outcome === 'booked') {
      throw new ConflictError(
        `${member.name} has upcoming appointments. Please cancel them first.`,
        'member_has_appointments',
      );
    }
    if (outcome === 'not-found') throw NotFoundError.of(FAMILY_MEMBER_NOT_FOUND);
  }
}
