import {
  addDays,
  compareDates,
  type DashboardResponse,
  parseIsoDate,
  slotStart,
  toDateKey,
  toIsoDate,
  weekdayOf,
} from '@umang/common';
import { appointments } from '../../../backend/src/appointments/appointments.table.js';
import type { DatabaseConnection } from '../../../backend/src/database/database.js';
import { doctors } from '../../../backend/src/doctors/doctors.table.js';
import { paymentProofs } from '../../../backend/src/payments/payment-proofs.table.js';
import { users } from '../../../backend/src/users/users.table.js';

export type VisitState = 'booked' | 'completed' | 'noShow' | 'cancelled' | 'released';

/** One appointment as a test describes it: IST day and time, its state and its proof. */
export interface FixtureVisit {
  doctor: number;
  /** The slot's IST day, `YYYY-MM-DD`. */
  date: string;
  time: string;
  state: VisitState;
  proof?: { status: 'pending' | 'accepted' | 'rejected'; minutesAgo: number };
}

export interface FixtureDoctor {
  name: string;
  fees: number;
}

export interface SeededDashboard {
  doctorIds: string[];
}

const DOCTOR_DETAILS = {
  speciality: 'General physician',
  degree: 'MBBS',
  experience: 5,
  about: 'Sees patients for the dashboard tests.',
  address: { line1: 'Umang centre', line2: 'Pune' },
};

/**
 * Writes doctors, one patient and the visits straight into the database: a dashboard
 * reads states (releases, no-shows, old proofs) that would take days of real flows.
 */
export async function seedDashboard(
  connection: DatabaseConnection,
  team: FixtureDoctor[],
  visits: FixtureVisit[],
  now: Date,
): Promise<SeededDashboard> {
  const { db } = connection;
  const created = await db
    .insert(doctors)
    .values(team.map((doctor) => ({ ...DOCTOR_DETAILS, ...doctor })))
    .returning({ id: doctors.id });
  const doctorIds = created.map((row) => row.id);
  const [patient] = await db
    .insert(users)
    .values({
      email: 'dashboard.patient@example.org',
      passwordHash: 'never signs in',
      name: 'Dashboard Patient',
    })
    .returning({ id: users.id });
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  for (const [n, visit] of visits.entries()) {
    const slotDate = toDateKey(parseIsoDate(visit.date)!);
    const startsAt = slotStart(slotDate, visit.time)!;
    const cancelled = visit.state === 'cancelled' || visit.state === 'released';
    const [row] = await db
      .insert(appointments)
      .values({
        userId: patient!.id,
        doctorId: doctorIds[visit.doctor]!,
        slotDate,
        slotTime: visit.time,
        startsAt,
        amount: team[visit.doctor]!.fees,
        cancelled,
        cancelledAt: cancelled ? startsAt : null,
        releasedAt: visit.state === 'released' ? startsAt : null,
        isCompleted: visit.state === 'completed',
        completedAt: visit.state === 'completed' ? startsAt : null,
        noShowAt: visit.state === 'noShow' ? startsAt : null,
      })
      .returning({ id: appointments.id });
    if (!visit.proof) continue;
    await db.insert(paymentProofs).values({
      appointmentId: row!.id,
      name: 'Dashboard Payer',
      transactionId: String(500_000_000_000 + n),
      status: visit.proof.status,
      submittedAt: minutesAgo(visit.proof.minutesAgo),
      reviewedAt: visit.proof.status === 'pending' ? null : now,
    });
  }
  return { doctorIds };
}

/**
 * The dashboard worked out by hand from the fixture, in plain JavaScript over each
 * visit's IST day: an answer the SQL must match exactly.
 */
export function expectedDashboard(
  team: FixtureDoctor[],
  seeded: SeededDashboard,
  visits: FixtureVisit[],
  range: { from: string; to: string },
): DashboardResponse {
  const first = parseIsoDate(range.from)!;
  const last = parseIsoDate(range.to)!;
  const inRange = visits.filter((v) => {
    const day = parseIsoDate(v.date)!;
    return compareDates(day, first) >= 0 && compareDates(day, last) <= 0;
  });
  const isBooked = (v: FixtureVisit) => v.state !== 'cancelled' && v.state !== 'released';
  const count = (list: FixtureVisit[], state: VisitState) => list.filter((v) => v.state === state).length;
  const revenue = (list: FixtureVisit[], status: 'accepted' | 'pending') =>
    list
      .filter((v) => isBooked(v) && v.proof?.status === status)
      .reduce((sum, v) => sum + team[v.doctor]!.fees, 0);
  const booked = inRange.filter(isBooked);

  const days = [];
  for (let day = first; compareDates(day, last) <= 0; day = addDays(day, 1)) {
    const date = toIsoDate(day);
    const ofDay = inRange.filter((v) => v.date === date);
    days.push({
      date,
      booked: ofDay.filter(isBooked).length,
      completed: count(ofDay, 'completed'),
      approvedAmount: revenue(ofDay, 'accepted'),
    });
  }
  const byDoctor = team
    .map((doctor, index) => {
      const own = inRange.filter((v) => v.doctor === index);
      return {
        doctorId: seeded.doctorIds[index]!,
        name: doctor.name,
        booked: own.filter(isBooked).length,
        completed: count(own, 'completed'),
        noShow: count(own, 'noShow'),
        approvedAmount: revenue(own, 'accepted'),
      };
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const cells = new Map<string, { weekday: number; time: string; booked: number }>();
  for (const v of booked) {
    const weekday = weekdayOf(parseIsoDate(v.date)!);
    const key = `${weekday} ${v.time}`;
    const cell = cells.get(key) ?? { weekday, time: v.time, booked: 0 };
    cell.booked += 1;
    cells.set(key, cell);
  }
  const waiting = visits.filter((v) => v.proof?.status === 'pending').map((v) => v.proof!.minutesAgo);

  return {
    success: true,
    from: range.from,
    to: range.to,
    appointments: {
      booked: booked.length,
      completed: count(inRange, 'completed'),
      cancelled: count(inRange, 'cancelled'),
      noShow: count(inRange, 'noShow'),
      released: count(inRange, 'released'),
    },
    revenue: { approved: revenue(inRange, 'accepted'), pending: revenue(inRange, 'pending') },
    pendingProofs: {
      count: waiting.length,
      oldestMinutes: waiting.length ? Math.floor(Math.max(...waiting)) : null,
    },
    byDay: days,
    byDoctor,
    busiestSlots: [...cells.values()].sort((a, b) => a.weekday - b.weekday || (a.time < b.time ? -1 : 1)),
  };
}
