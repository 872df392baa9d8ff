import { Injectable } from '@nestjs/common';
import { BOOKING_TIME_ZONE, IST_OFFSET_MINUTES } from '@umang/common';
import { type SQL, sql } from 'drizzle-orm';
import { appointments as a } from '../appointments/appointments.table.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { doctors as d } from '../doctors/doctors.table.js';
import { appointmentDayStats as s } from './dashboard-stats.table.js';
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
 * no daylight saving, so it is exact, and PGlite looks the named zone up row by row.
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

const daysOf = ({ from, to }: DayRange): SQL => sql`${s.day} between ${from}::date and ${to}::date`;

/** The day totals' columns, summed over the rows grouped; ints and float8, which both drivers hand over as numbers. */
const sums = sql`sum(${s.booked})::int as booked, sum(${s.completed})::int as completed,
  sum(${s.cancelled})::int as cancelled, sum(${s.noShow})::int as no_show,
  sum(${s.released})::int as released, sum(${s.approved})::float8 as approved,
  sum(${s.pending})::float8 as pending`;

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
   * Every figure of the range. Counts and revenue come from the day totals the database
   * keeps per IST day and doctor (`appointment_day_stats`): a year is some 3,700 rows
   * however many appointments it held. The busiest times count the range's booked
   * appointments themselves, one count each.
   */
  async figures(range: DayRange): Promise<RangeFigures> {
    const [row] = await this.rows<RangeFigures>(sql`
      with totals as (
        select ${s.day} as day, ${s.doctorId} as doctor_id, ${sums}
        from ${s} where ${daysOf(range)}
        group by grouping sets ((1), (2), ())
      ),
      whole as (select * from totals where day is null and doctor_id is null)
      select
        (select json_build_object('booked', coalesce(booked, 0), 'completed', coalesce(completed, 0),
            'cancelled', coalesce(cancelled, 0), 'noShow', coalesce(no_show, 0),
            'released', coalesce(released, 0), 'approved', coalesce(approved, 0),
            'pending', coalesce(pending, 0))
          from (select 1) as one left join whole on true) as "totals",
        (select json_agg(json_build_object('date', to_char(days.day, 'YYYY-MM-DD'),
            'booked', coalesce(t.booked, 0), 'completed', coalesce(t.completed, 0),
            'approvedAmount', coalesce(t.approved, 0)) order by days.day)
          from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as days(day)
            left join totals t on t.day = days.day::date) as "byDay",
        (select coalesce(json_agg(json_build_object('doctorId', ${d.id}, 'name', ${d.name},
            'booked', coalesce(t.booked, 0), 'completed', coalesce(t.completed, 0),
            'noShow', coalesce(t.no_show, 0), 'approvedAmount', coalesce(t.approved, 0))
            order by ${d.name}, ${d.id}), '[]')
          from ${d} left join totals t on t.doctor_id = ${d.id}) as "byDoctor",
        (select coalesce(json_agg(json_build_object('weekday', weekday, 'time', slot_time, 'booked', booked)
            order by weekday, slot_time), '[]')
          from (select extract(dow from ${istWallClock})::int as weekday, ${a.slotTime} as slot_time,
              count(*)::int as booked
            from ${a} where ${inRange(range)} and not ${a.cancelled}
            group by 1, 2) as slots) as "busiestSlots"`);
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
