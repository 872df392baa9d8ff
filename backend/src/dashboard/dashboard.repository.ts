import { Injectable } from '@nestjs/common';
import { BOOKING_TIME_ZONE, IST_OFFSET_MINUTES } from '@umang/common';
import { type SQL, sql } from 'drizzle-orm';
import { appointments as a } from '../appointments/appointments.table.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { doctors as d } from '../doctors/doctors.table.js';
import { paymentProofs as p } from '../payments/payment-proofs.table.js';

/** IST's offset as a PostgreSQL interval (`5:30`), from the one offset common/ holds. */
const IST_INTERVAL = `${Math.floor(IST_OFFSET_MINUTES / 60)}:${String(IST_OFFSET_MINUTES % 60).padStart(2, '0')}`;

/** Both IST days included, written `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

export interface RangeFigures {
  totals: {
    booked: number;
    completed: number;
    cancelled: number;
    noShow: number;
    released: number;
    approved: number;
    pending: number;
  };
  byDay: { date: string; booked: number; completed: number; approvedAmount: number }[];
  byDoctor: {
    doctorId: string;
    name: string;
    booked: number;
    completed: number;
    noShow: number;
    approvedAmount: number;
  }[];
  busiestSlots: { weekday: number; time: string; booked: number }[];
}

export interface QueueRow {
  count: number;
  oldestMinutes: number | null;
}

/**
 * A slot's IST wall-clock time. A fixed offset rather than the zone's name: India has
 * no daylight saving, so it is exact, and PGlite looks the named zone up row by row,
 * which cost a year's range most of its time.
 */
const istWallClock = sql`(${a.startsAt} at time zone interval '${sql.raw(IST_INTERVAL)}')`;
const zone = sql.raw(`'${BOOKING_TIME_ZONE}'`);

/**
 * The slots of the range, as bounds on `starts_at` itself (IST midnight of `from`
 * to IST midnight after `to`), so the planner can use the starts_at index.
 */
const inRange = ({ from, to }: DayRange): SQL =>
  sql`${a.startsAt} >= (${from}::date)::timestamp at time zone ${zone}
    and ${a.startsAt} < (${to}::date + 1)::timestamp at time zone ${zone}`;

const booked = sql`not ${a.cancelled}`;

/** Every figure of the dashboard, each an aggregate computed by the database. */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    // Both drivers answer `execute` with the rows under `rows`.
    const result = (await this.connection.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  /**
   * Every figure of the range from one pass over its appointments: the grouping sets
   * count each appointment once per day, per doctor, per weekday and time, and for
   * the whole range. The grouped columns are never null in a row, so a null marks
   * the sets a cell is not part of. Counts are ints and sums float8, so both drivers
   * hand JavaScript numbers (bigint would arrive as text); rupee sums stay far below
   * float8's exact range.
   */
  async figures(range: DayRange): Promise<RangeFigures> {
    const [row] = await this.rows<RangeFigures>(sql`
      with cells as (
        select ${istWallClock}::date as day, ${a.doctorId} as doctor_id,
          extract(dow from ${istWallClock})::int as weekday, ${a.slotTime} as slot_time,
          (count(*) filter (where ${booked}))::int as booked,
          (count(*) filter (where ${booked} and ${a.isCompleted}))::int as completed,
          (count(*) filter (where ${a.cancelled} and ${a.releasedAt} is null))::int as cancelled,
          (count(*) filter (where ${booked} and ${a.noShowAt} is not null))::int as no_show,
          (count(*) filter (where ${a.cancelled} and ${a.releasedAt} is not null))::int as released,
          coalesce(sum(${a.amount}) filter (where ${booked} and ${p.status} = 'accepted'), 0)::float8 as approved,
          coalesce(sum(${a.amount}) filter (where ${booked} and ${p.status} = 'pending'), 0)::float8 as pending
        from ${a} left join ${p} on ${p.appointmentId} = ${a.id}
        where ${inRange(range)}
        group by grouping sets ((1), (2), (3, 4), ())
      ),
      whole as (select * from cells where day is null and doctor_id is null and slot_time is null)
      select
        (select json_build_object('booked', coalesce(booked, 0), 'completed', coalesce(completed, 0),
            'cancelled', coalesce(cancelled, 0), 'noShow', coalesce(no_show, 0),
            'released', coalesce(released, 0), 'approved', coalesce(approved, 0),
            'pending', coalesce(pending, 0))
          from (select 1) as one left join whole on true) as "totals",
        (select json_agg(json_build_object('date', to_char(days.day, 'YYYY-MM-DD'),
            'booked', coalesce(c.booked, 0), 'completed', coalesce(c.completed, 0),
            'approvedAmount', coalesce(c.approved, 0)) order by days.day)
          from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as days(day)
            left join cells c on c.day = days.day::date) as "byDay",
        (select coalesce(json_agg(json_build_object('doctorId', ${d.id}, 'name', ${d.name},
            'booked', coalesce(c.booked, 0), 'completed', coalesce(c.completed, 0),
            'noShow', coalesce(c.no_show, 0), 'approvedAmount', coalesce(c.approved, 0))
            order by ${d.name}, ${d.id}), '[]')
          from ${d} left join cells c on c.doctor_id = ${d.id}) as "byDoctor",
        (select coalesce(json_agg(json_build_object('weekday', weekday, 'time', slot_time, 'booked', booked)
            order by weekday, slot_time), '[]')
          from cells where slot_time is not null and booked > 0) as "busiestSlots"`);
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
}
