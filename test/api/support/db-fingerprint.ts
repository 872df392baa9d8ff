import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../../backend/src/database/database.js';

/** Every row of every table, as JSON text, keyed by `schema.table`: equal fingerprints, equal data. */
export type Fingerprint = Record<string, string[]>;

const rowsOf = async <T>(connection: DatabaseConnection, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await connection.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The rate limiter's counters: on PostgreSQL every request counted against a limit
 * writes one, refused or not, so they are no part of the data a request may not change.
 */
const COUNTERS = ['public.rate_limits'];

/**
 * Reads the tables from the catalogue rather than from the Drizzle schema, so a
 * table added later (or one Drizzle does not know, like its migrations journal)
 * is compared too. Rows are rendered by the database itself, so PGlite and
 * PostgreSQL give the same text.
 */
export async function fingerprint(connection: DatabaseConnection): Promise<Fingerprint> {
  const tables = await rowsOf<{ name: string }>(
    connection,
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
        from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`,
  );
  const result: Fingerprint = {};
  for (const { name } of tables.filter((table) => !COUNTERS.includes(table.name))) {
    const rows = await rowsOf<{ row: string }>(
      connection,
      sql.raw(`select row_to_json(t)::text as row from ${name} t order by 1`),
    );
    result[name] = rows.map((r) => r.row);
  }
  return result;
}
