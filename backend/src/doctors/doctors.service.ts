import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type BlockedSlot,
  type Doctor,
  type DoctorListResponse,
  type DoctorSchedule,
  istToday,
  type SlotsBooked,
  slotStart,
  toDateKey,
} from '@umang/common';
import { Clock } from '../common/clock.js';
import { DoctorListCache, type KeptList } from './doctor-list.cache.js';
import { toDoctor } from './doctor.presenter.js';
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

function groupBooked(rows: BlockedSlotRow[]): Map<string, SlotsBooked> {
  const byDoctor = new Map<string, SlotsBooked>();
  for (const row of rows) {
    const booked = byDoctor.get(row.doctorId) ?? {};
    (booked[row.slotDate] ??= []).push(row.slotTime);
    byDoctor.set(row.doctorId, booked);
  }
  return byDoctor;
}

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

@Injectable()
export class DoctorsService {
  constructor(
    private readonly doctors: DoctorsRepository,
    private readonly cache: DoctorListCache,
    private readonly clock: Clock,
  ) {}

  /**
   * The answer of `GET /api/doctor/list`, serialised and hashed once per change and
   * IST day: byte for byte what serialising `{ success, doctors }` would give.
   */
  listAnswer(): Promise<KeptList> {
    const now = this.clock.now();
    return this.cache.get(this.istDay(now), async () => {
      const answer: DoctorListResponse = { success: true, doctors: await this.list(now) };
      const body = Buffer.from(JSON.stringify(answer));
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
  }

  /** The kept answer when it is ready now, so the most requested answer needs no turn of the event loop. */
  keptListAnswer(): KeptList | null {
    return this.cache.peek(this.istDay(this.clock.now()));
  }

  private istDay(now: Date): string {
    return toDateKey(istToday(now));
  }

  /**
   * Call after a write that alters the list. Other instances hear of it from the
   * database triggers; this one forgets at once, so the writer reads its own change.
   */
  changed(): void {
    this.cache.invalidate();
  }

  async list(now = new Date()): Promise<Doctor[]> {
    const since = startOfIstToday(now);
    const [rows, booked, blocked] = await Promise.all([
      this.doctors.findAll(),
      this.doctors.bookedSince(since),
      this.doctors.blockedSince(since),
    ]);
    const bookedByDoctor = groupBooked(booked);
    const blockedByDoctor = groupBlocked(blocked);
    return rows.map((row) =>
      toDoctor(row, bookedByDoctor.get(row.id) ?? {}, blockedByDoctor.get(row.id) ?? []),
    );
  }

  /** One doctor with the schedule the booking rules need, or null when unknown. */
  async findWithSchedule(
    id: string,
    now: Date,
  ): Promise<{ doctor: DoctorRow; schedule: DoctorSchedule } | null> {
    const found = await this.doctors.findWithSlotsSince(id, startOfIstToday(now));
    if (!found) return null;
    const { doctor, booked, blocked } = found;
    return {
      doctor,
      schedule: {
        slotsBooked: groupBooked(booked).get(id) ?? {},
        blockedSlots: groupBlocked(blocked).get(id) ?? [],
      },
    };
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
    this.changed();
    return seeds.length;
  }
}
