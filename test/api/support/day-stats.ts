import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../../backend/src/database/database.js';

/**
 * Where the dashboard's day totals, kept by the database's triggers, differ from the
 * same totals counted afresh from the appointments and their proofs: a list of
 * `day doctor: kept … / counted …`, empty when the two agree. Suites that change
 * appointments in every way end with it, so a write the triggers miss shows up.
 */
export async function dayTotalsDrift(connection: DatabaseConnection): Promise<string[]> {
  const result = (await connection.db.execute(sql`
    with counted as (
      select (a.starts_at at time zone interval '5:30')::date as day, a.doctor_id,
        count(*) filter (where not a.cancelled)::int as booked,
        count(*) filter (where not a.cancelled and a.is_completed)::int as completed,
        count(*) filter (where a.cancelled and a.released_at is null)::int as cancelled,
        count(*) filter (where not a.cancelled and a.no_show_at is not null)::int as no_show,
        count(*) filter (where a.cancelled and a.released_at is not null)::int as released,
        coalesce(sum(a.amount) filter (where not a.cancelled and p.status = 'accepted'), 0)::int as approved,
        coalesce(sum(a.amount) filter (where not a.cancelled and p.status = 'pending'), 0)::int as pending
      from appointments a left join payment_proofs p on p.appointment_id = a.id
      group by 1, 2
    ),
    kept as (select * from appointment_day_stats
      where (booked, completed, cancelled, no_show, released, approved, pending) <> (0, 0, 0, 0, 0, 0, 0))
    select to_char(coalesce(k.day, c.day), 'YYYY-MM-DD') || ' ' || coalesce(k.doctor_id, c.doctor_id)
      || ': kept ' || coalesce(row(k.booked, k.completed, k.cancelled, k.no_show, k.released, k.approved, k.pending)::text, 'nothing')
      || ' / counted ' || coalesce(row(c.booked, c.completed, c.cancelled, c.no_show, c.released, c.approved, c.pending)::text, 'nothing')
      as drift
    from kept k full join counted c on c.day = k.day and c.doctor_id = k.doctor_id
    where row(k.booked, k.completed, k.cancelled, k.no_show, k.released, k.approved, k.pending)
      is distinct from row(c.booked, c.completed, c.cancelled, c.no_show, c.released, c.approved, c.pending)
    order by 1`)) as unknown as { rows: { drift: string }[] };
  return result.rows.map((row) => row.drift);
}
