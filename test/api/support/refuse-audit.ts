import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

/**
 * Runs `work` while every insert into audit_log fails, as a full disk or a revoked
 * grant would make it fail in production: a trigger raises on each new row. The
 * trigger is dropped afterwards even when `work` throws.
 */
export async function withAuditRefused<T>(t: TestApp, work: () => Promise<T>): Promise<T> {
  const db = t.connection.db;
  await db.execute(
    sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log is read-only'; end $$`),
  );
  await db.execute(
    sql.raw(
      'create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()',
    ),
  );
  try {
    return await work();
  } finally {
    await db.execute(sql.raw('drop trigger refuse_audit on audit_log'));
    await db.execute(sql.raw('drop function refuse_audit()'));
  }
}
