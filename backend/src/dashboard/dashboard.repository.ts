import { Injectable } from '@nestjs/common';
import { BOOKING_TIME_ZONE } from '@umang/common';
import { type SQL, sql } from 'drizzle-orm';
import { appointments as a } from '../appointments/appointments.table.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { doctors as d } from '../doctors/doctors.table.js';
import { paymentProofs as p } from '../payments/payment-proofs.table.js';

/** Both IST days included, written `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

export interface TotalsRow {
  booked: number;
  completed: number;
  cancelled: number;
  noShow: number;
  released: number;
  approved: number;
  pending: number;
}

export interface QueueRow {
  count: number;
  oldestMinutes: number | null;
}

export interface DayRow {
  date: string;
  booked: number;
  completed: number;
  approvedAmount: number;
}

export interface DoctorRow {
  doctorId: string;
  name: string;
  booked: number;
  completed: number;
  noShow: number;
  approvedAmount: number;
}

export interface SlotRow {
  weekday: number;
  time: string;
  booked: number;
}

const zone = sql.raw(`'${BOOKING_TIME_ZONE}'`);

/** The IST day of a slot. */
const istDay = sql`(${a.startsAt} at time zone ${zone})::date`;

/**
 * The slots of the range, as bounds on `starts_at` itself (IST midnight of `from`
 * to IST midnight after `to`), so the planner can use the starts_at index.
 */
const inRange = ({ from, to }: DayRange): SQL =>
  sql`${a.startsAt} >= (${from}::date)::timestamp at time zone ${zone}
    and ${a.startsAt} < (${to}::date + 1)::timestamp at time zone ${zone}`;

const booked = sql`not ${a.cancelled}`;
// Counts come back as int and sums as float8 so both drivers hand JavaScript numbers
// (bigint would arrive as text); rupee sums stay far below float8's exact range.
const countBooked = sql`(count(*) filter (where ${booked}))::int`;
const countCompleted = sql`(count(*) filter (where ${booked} and ${a.isCompleted}))::int`;
const countNoShow = sql`(count(*) filter (where ${booked} and ${a.noShowAt} is not null))::int`;
const sumProofs = (status: 'accepted' | 'pending') =>
  sql`coalesce(sum(${a.amount}) filter (where ${booked} and ${p.status} = ${status}), 0)::float8`;

/** Every figure of the dashboard, each an aggregate computed by the database. */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    // Both drivers answer `execute` with the rows under `rows`.
    const result = (await this.connection.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  async totals(range: DayRange): Promise<TotalsRow> {
    const [row] = await this.rows<TotalsRow>(sql`
      select ${countBooked} as "booked", ${countCompleted} as "completed",
        (count(*) filter (where ${a.cancelled} and ${a.releasedAt} is null))::int as "cancelled",
        ${countNoShow} as "noShow",
        (count(*) filter (where ${a.cancelled} and ${a.releasedAt} is not null))::int as "released",
        ${sumProofs('accepted')} as "approved", ${sumProofs('pending')} as "pending"
      from ${a} left join ${p} on ${p.appointmentId} = ${a.id}
      where ${inRange(range)}`);
    return row!;
  }

  /** The payment queue now: proofs awaiting a decision, and whole minutes the oldest has waited. */
  async queue(now: Date): Promise<QueueRow> {
    const [row] = await this.rows<QueueRow>(sql`
      select count(*)::int as "count",
        floor(extract(epoch from (${now.toISOString()}::timestamptz - min(${p.submittedAt}))) / 60)::int
          as "oldestMinutes"
      from ${p} where ${p.status} = 'pending'`);
    return row!;
  }

  /** Every day of the range in order, a day without slots as zeros. */
  byDay(range: DayRange): Promise<DayRow[]> {
    return this.rows<DayRow>(sql`
      with counted as (
        select ${istDay} as day, ${countBooked} as booked, ${countCompleted} as completed,
          ${sumProofs('accepted')} as approved
        from ${a} left join ${p} on ${p.appointmentId} = ${a.id}
        where ${inRange(range)}
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as "date", coalesce(counted.booked, 0) as "booked",
        coalesce(counted.completed, 0) as "completed", coalesce(counted.approved, 0) as "approvedAmount"
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as days(day)
        left join counted on counted.day = days.day::date
      order by days.day`);
  }

  /** Every doctor by name, one without slots in the range as zeros. */
  byDoctor(range: DayRange): Promise<DoctorRow[]> {
    return this.rows<DoctorRow>(sql`
      with counted as (
        select ${a.doctorId} as doctor_id, ${countBooked} as booked, ${countCompleted} as completed,
          ${countNoShow} as no_show, ${sumProofs('accepted')} as approved
        from ${a} left join ${p} on ${p.appointmentId} = ${a.id}
        where ${inRange(range)}
        group by 1
      )
      select ${d.id} as "doctorId", ${d.name} as "name", coalesce(counted.booked, 0) as "booked",
        coalesce(counted.completed, 0) as "completed", coalesce(counted.no_show, 0) as "noShow",
        coalesce(counted.approved, 0) as "approvedAmount"
      from ${d} left join counted on counted.doctor_id = ${d.id}
      order by ${d.name}, ${d.id}`);
  }

  /** Booked slots per IST weekday (0 Sunday) and time; only cells with a booking. */
  busiestSlots(range: DayRange): Promise<SlotRow[]> {
    return this.rows<SlotRow>(sql`
      select extract(dow from ${istDay})::int as "weekday", ${a.slotTime} as "time",
        count(*)::int as "booked"
      from ${a}
      where ${inRange(range)} and ${booked}
      group by 1, 2
      order by 1, 2`);
  }
}
