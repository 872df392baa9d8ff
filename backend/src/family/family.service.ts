import { Injectable } from '@nestjs/common';
import { type FamilyMember, isMinor, istToday, MAX_FAMILY_MEMBERS } from '@umang/common';
import { Clock } from '../common/clock.js';
import {
  ConflictError,
  InvalidError,
  NotFoundError,
  type NotFoundReason,
} from '../common/errors/domain-error.js';
import { ConsentRecordsRepository } from '../consent/consent-records.repository.js';
import { type Executor, UnitOfWork } from '../database/unit-of-work.js';
import type { CreateFamilyMemberDto } from './dto/create-family-member.dto.js';
import type { UpdateFamilyMemberDto } from './dto/update-family-member.dto.js';
import { toFamilyMember } from './family-member.presenter.js';
import { type FamilyMemberRow, FamilyRepository } from './family.repository.js';
import { changedFields } from '../common/validation/changed-fields.js';

export const FAMILY_MEMBER_NOT_FOUND: NotFoundReason = {
  message: 'Family member not found',
  code: 'family_member_not_found',
};
export const GUARDIAN_CONSENT_REQUIRED =
  "Please confirm that you are this child's parent or guardian and agree to the centre keeping their details.";

/** The family members an account books for. Every read and change is scoped to the caller's account. */
@Injectable()
export class FamilyService {
  constructor(
    private readonly family: FamilyRepository,
    private readonly clock: Clock,
    private readonly unit: UnitOfWork,
    private readonly consents: ConsentRecordsRepository,
  ) {}

  /**
   * Whether this change gives a parent's consent for the member: refused when the
   * member (as they will be) is under 18 with no consent on record and none given now.
   * An adult member needs none, and a consent once given is not asked for again.
   */
  private guardianConsentGiven(
    dob: string,
    alreadyGiven: boolean,
    given: boolean | undefined,
    now: Date,
  ): boolean {
    if (alreadyGiven || !isMinor(dob, istToday(now))) return false;
    if (given !== true) throw new InvalidError(GUARDIAN_CONSENT_REQUIRED, 'guardian_consent_required');
    return true;
  }

  /** The consent's place in the account's history, beside the change that gave it. */
  private recordChildConsent(tx: Executor, userId: string, memberId: string, at: Date): Promise<void> {
    return this.consents.record(tx, {
      userId,
      purpose: 'child',
      action: 'given',
      familyMemberId: memberId,
      at,
    });
  }

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

  /**
   * Adds a member, counted against the limit under the account's lock so parallel adds
   * cannot pass it. A child comes with their parent's consent, recorded with them.
   */
  async create(userId: string, dto: CreateFamilyMemberDto): Promise<FamilyMember> {
    const now = this.clock.now();
    const { guardianConsent, ...fields } = dto;
    const consent = this.guardianConsentGiven(fields.dob, false, guardianConsent, now);
    const created = await this.unit.run(async (tx) => {
      const row = await this.family.insertWithinLimit(
        tx,
        { ...fields, userId, guardianConsentAt: consent ? now : null, createdAt: now, updatedAt: now },
        MAX_FAMILY_MEMBERS,
      );
      if (row !== 'limit' && consent) await this.recordChildConsent(tx, userId, row.id, now);
      return row;
    });
    if (created === 'limit') {
      throw new ConflictError(
        `You can add up to ${MAX_FAMILY_MEMBERS} family members. Please remove one before adding another.`,
        'family_limit',
      );
    }
    return toFamilyMember(created);
  }

  /**
   * Applies the fields sent. A member who is (or, by a new date of birth, becomes)
   * under 18 needs their parent's consent on record; it may come with this edit.
   */
  async update(userId: string, id: string, dto: UpdateFamilyMemberDto): Promise<FamilyMember> {
    changedFields(dto);
    const now = this.clock.now();
    const { guardianConsent, ...patch } = dto;
    const updated = await this.unit.run(async (tx) => {
      const current = await this.family.lockLive(tx, userId, id);
      if (!current) return null;
      const dob = patch.dob ?? current.dob;
      const consent = this.guardianConsentGiven(
        dob,
        current.guardianConsentAt !== null,
        guardianConsent,
        now,
      );
      const row = await this.family.update(
        tx,
        userId,
        id,
        { ...patch, ...(consent && { guardianConsentAt: now }) },
        now,
      );
      if (row && consent) await this.recordChildConsent(tx, userId, id, now);
      return row;
    });
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
