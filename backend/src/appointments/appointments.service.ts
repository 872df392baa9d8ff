import { Injectable } from '@nestjs/common';
import type { SlotsBooked } from '@umang/common';
import { AppointmentsRepository } from './appointments.repository.js';

@Injectable()
export class AppointmentsService {
  constructor(private readonly appointments: AppointmentsRepository) {}

  /**
   * Each doctor's `slots_booked`, derived from live appointments so it can never drift
   * from what is actually booked.
   */
  async bookedSlotsByDoctor(since: Date): Promise<Map<string, SlotsBooked>> {
    const byDoctor = new Map<string, SlotsBooked>();
    for (const row of await this.appointments.liveSlotsSince(since)) {
      const booked = byDoctor.get(row.doctorId) ?? {};
      (booked[row.slotDate] ??= []).push(row.slotTime);
      byDoctor.set(row.doctorId, booked);
    }
    return byDoctor;
  }
}
