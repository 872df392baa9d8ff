import { Injectable } from '@nestjs/common';
import { type BlockedSlot, type Doctor, istToday, slotStart, toDateKey } from '@umang/common';
import { AppointmentsService } from '../appointments/appointments.service.js';
import {
  type BlockedSlotRow,
  type DoctorRow,
  DoctorsRepository,
  type NewDoctor,
} from './doctors.repository.js';

export interface DoctorSeed {
  doctor: NewDoctor;
  blocked: { slotDate: string; slotTime: string }[];
}

/** Start of today in Asia/Kolkata: older bookings and blocks are history, not schedule. */
const startOfIstToday = (now: Date): Date => slotStart(toDateKey(istToday(now)), '00:00') as Date;

function groupBlocked(rows: BlockedSlotRow[]): Map<string, BlockedSlot[]> {
  const byDoctor = new Map<string, BlockedSlot[]>();
  for (const row of rows) {
    const days = byDoctor.get(row.doctorId) ?? [];
    const day = days.find((d) => d.date === row.slotDate);
    if (day) day.times.push(row.slotTime);
    else days.push({ date: row.slotDate, times: [row.slotTime] });
    byDoctor.set(row.doctorId, days);
  }
  return byDoctor;
}

/** The public shape: exactly the spec's fields, nothing private. */
const toDoctor = (row: DoctorRow, slotsBooked: Doctor['slots_booked'], blocked: BlockedSlot[]): Doctor => ({
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
});

@Injectable()
export class DoctorsService {
  constructor(
    private readonly doctors: DoctorsRepository,
    private readonly appointments: AppointmentsService,
  ) {}

  async list(now = new Date()): Promise<Doctor[]> {
    const since = startOfIstToday(now);
    const [rows, booked, blocked] = await Promise.all([
      this.doctors.findAll(),
      this.appointments.bookedSlotsByDoctor(since),
      this.doctors.blockedSince(since),
    ]);
    const blockedByDoctor = groupBlocked(blocked);
    return rows.map((row) => toDoctor(row, booked.get(row.id) ?? {}, blockedByDoctor.get(row.id) ?? []));
  }

  /** Adds the given doctors only when there are none yet; answers how many were added. */
  async seedIfEmpty(seeds: DoctorSeed[]): Promise<number> {
    if ((await this.doctors.count()) > 0) return 0;
    await this.doctors.insertWithBlockedSlots(
      seeds.map(({ doctor, blocked }) => ({
        doctor,
        blocked: blocked.map((slot) => ({
          ...slot,
          startsAt: slotStart(slot.slotDate, slot.slotTime) as Date,
        })),
      })),
    );
    return seeds.length;
  }
}
