import { Injectable } from '@nestjs/common';
import { type Doctor, istToday, type SlotsBooked, slotStart, toDateKey } from '@umang/common';
import type { Caller } from '../auth/auth.guard.js';
import { doctorScope } from '../auth/doctor-scope.js';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import {
  ForbiddenError,
  InvalidError,
  NotFoundError,
  type NotFoundReason,
} from '../common/errors/domain-error.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { StorageService } from '../storage/storage.service.js';
import { type BlockedSlotInput, type NormalisedSlot, normaliseBlockedSlots } from './blocked-slot-input.js';
import { DoctorsAdminRepository, type DoctorPatch } from './doctors-admin.repository.js';
import { DoctorsRepository } from './doctors.repository.js';
import { DoctorsService } from './doctors.service.js';
import type { CreateDoctorDto } from './dto/create-doctor.dto.js';
import type { UpdateDoctorDto } from './dto/update-doctor.dto.js';
import { changedFields } from '../common/validation/changed-fields.js';

export const DOCTOR_NOT_FOUND: NotFoundReason = { message: 'Doctor not found', code: 'doctor_not_found' };
const NOT_FOUND = DOCTOR_NOT_FOUND;

export interface BlockedSlotsResult {
  doctor: Doctor;
  /** Blocked slots that a live appointment still holds: staff may block around it, but should know. */
  warnings: string[];
}

/** Names each slot that a live appointment holds: staff may block around it, but should know. */
function heldByAppointments(slots: NormalisedSlot[], booked: SlotsBooked): string[] {
  return slots
    .filter(
      ({ slotDate, slotTime }) => Object.hasOwn(booked, slotDate) && booked[slotDate]!.includes(slotTime),
    )
    .map(({ slotDate, slotTime }) => `${slotDate} ${slotTime} has a booked appointment, which stays booked`);
}

/** What the staff console does to doctors; every change commits together with its audit entry. */
@Injectable()
export class DoctorsAdminService {
  constructor(
    private readonly repository: DoctorsAdminRepository,
    private readonly doctors: DoctorsService,
    private readonly rows: DoctorsRepository,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
    private readonly clock: Clock,
    private readonly unit: UnitOfWork,
  ) {}

  list(): Promise<Doctor[]> {
    return this.doctors.list(this.clock.now());
  }

  /** The console's list: every doctor, or a doctor's own record alone. */
  async listFor(caller: Caller): Promise<Doctor[]> {
    const own = doctorScope(caller);
    const all = await this.list();
    return own === undefined ? all : all.filter((doctor) => doctor._id === own);
  }

  /** A doctor's console changes only that doctor's calendar; admins and staff change any. */
  private refuseOtherDoctor(actor: Caller, id: string): void {
    const own = doctorScope(actor);
    if (own !== undefined && own !== id) {
      throw new ForbiddenError('You can change only your own calendar.');
    }
  }

  async create(actor: Caller, dto: CreateDoctorDto, image?: Buffer): Promise<Doctor> {
    if (!image)
      throw new InvalidError("Please attach the doctor's photo (JPEG, PNG or WebP)", 'media_required');
    const url = await this.storage.saveProfileImage(image);
    const now = this.clock.now();
    const row = await this.withPhoto(url, () =>
      this.unit.run(async (tx) => {
        const created = await this.repository.insert(tx, {
          ...dto,
          address: { ...dto.address },
          available: dto.available ?? true,
          image: url,
          createdAt: now,
          updatedAt: now,
        });
        await this.audit.record(
          tx,
          actor,
          'doctor.create',
          { type: 'doctor', id: created.id },
          { name: created.name },
        );
        return created;
      }),
    );
    this.doctors.changed();
    return this.present(row.id);
  }

  /** Changes the fields sent; a new photo replaces the old one, which is deleted once the change commits. */
  async update(actor: Caller, id: string, dto: UpdateDoctorDto, image?: Buffer): Promise<Doctor> {
    const fields = changedFields(dto, image);
    await this.find(id);
    const patch: DoctorPatch = {
      ...dto,
      address: dto.address && { ...dto.address },
      updatedAt: this.clock.now(),
    };
    if (image) patch.image = await this.storage.saveProfileImage(image);
    const details = { fields: image ? [...fields, 'image'] : fields };
    const changed = await this.withPhoto(patch.image, () =>
      this.unit.run(async (tx) => {
        const result = await this.repository.update(tx, id, patch);
        if (result) await this.audit.record(tx, actor, 'doctor.update', { type: 'doctor', id }, details);
        return result;
      }),
    );
    if (!changed) {
      if (patch.image) await this.storage.remove(patch.image);
      throw NotFoundError.of(NOT_FOUND);
    }
    this.doctors.changed();
    // Each stored upload counts one holder, even when it is the photo already shown: let go of the old one.
    if (patch.image) await this.storage.remove(changed.before.image);
    return this.present(id);
  }

  async setAvailability(actor: Caller, id: string, available: boolean): Promise<Doctor> {
    this.refuseOtherDoctor(actor, id);
    const patch = { available, updatedAt: this.clock.now() };
    const updated = await this.unit.run(async (tx) => {
      const result = await this.repository.update(tx, id, patch);
      if (result)
        await this.audit.record(tx, actor, 'doctor.availability', { type: 'doctor', id }, { available });
      return result;
    });
    if (!updated) throw NotFoundError.of(NOT_FOUND);
    this.doctors.changed();
    return this.present(id);
  }

  /**
   * Replaces the doctor's blocked slots from IST today on; earlier ones are history
   * and stay. Answers the doctor as the public list shows it, and a warning for each
   * newly blocked slot that a live appointment holds.
   */
  async setBlockedSlots(actor: Caller, id: string, input: BlockedSlotInput[]): Promise<BlockedSlotsResult> {
    this.refuseOtherDoctor(actor, id);
    const now = this.clock.now();
    const today = istToday(now);
    const slots = normaliseBlockedSlots(input, today);
    const current = await this.doctors.findWithSchedule(id, now);
    if (!current) throw NotFoundError.of(NOT_FOUND);
    const warnings = heldByAppointments(slots, current.schedule.slotsBooked);
    const since = slotStart(toDateKey(today), '00:00') as Date;
    const rows = slots.map((slot) => ({ ...slot, createdBy: actor.id, createdAt: now }));
    const dates = [...new Set(slots.map((slot) => slot.slotDate))];
    const replaced = await this.unit.run(async (tx) => {
      const removed = await this.repository.replaceBlockedFrom(tx, id, since, rows);
      if (removed === null) return null;
      await this.audit.record(
        tx,
        actor,
        'doctor.blocked-slots',
        { type: 'doctor', id },
        {
          dates,
          slots: slots.length,
          removed,
          warnings: warnings.length,
        },
      );
      return removed;
    });
    if (replaced === null) throw NotFoundError.of(NOT_FOUND);
    this.doctors.changed();
    return { doctor: await this.present(id), warnings };
  }

  private async find(id: string) {
    const found = await this.rows.findById(id);
    if (!found) throw NotFoundError.of(NOT_FOUND);
    return found;
  }

  /** The doctor exactly as `GET /api/doctor/list` shows it: that shape is built in one place. */
  private async present(id: string): Promise<Doctor> {
    const doctor = (await this.list()).find((d) => d._id === id);
    if (!doctor) throw NotFoundError.of(NOT_FOUND);
    return doctor;
  }

  /** Runs a write that stores `photo`; if the write fails, the just-saved photo is deleted. */
  private async withPhoto<T>(photo: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (photo) await this.storage.remove(photo);
      throw error;
    }
  }
}
