import type { BlockedSlot, Doctor, SlotsBooked } from '@umang/common';
import type { DoctorRow } from './doctors.repository.js';

/** The public shape: exactly the published fields (common/src/api-types.ts), nothing private. */
export function toDoctor(row: DoctorRow, slotsBooked: SlotsBooked, blocked: BlockedSlot[]): Doctor {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    speciality: row.speciality,
    degree: row.degree,
    experience: row.experience,
    about: row.about,
    fees: row.fees,
    available: row.available,
    address: { line1: row.address.line1, line2: row.address.line2 },
    slots_booked: slotsBooked,
    blockedSlots: blocked,
  };
}
