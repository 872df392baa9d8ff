import { Injectable } from '@nestjs/common';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import { users } from '../users/users.table.js';
import { auditLog } from './audit-log.table.js';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export interface AuditFilter {
  actorId?: string;
  action?: string;
  /** Entries with a smaller id than this (the page before). */
  beforeId?: number;
  limit: number;
}

@Injectable()
export class AuditRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  /** Written through the unit of work of the change it records, so both commit together. */
  async insert(tx: Executor, entry: NewAuditEntry): Promise<void> {
    await tx.insert(auditLog).values(entry);
  }

  list(filter: AuditFilter) {
    const conditions: SQL[] = [];
    if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
    if (filter.action) conditions.push(eq(auditLog.action, filter.action));
    if (filter.beforeId) conditions.push(lt(auditLog.id, filter.beforeId));
    return this.connection.db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: users.name,
        actorEmail: users.email,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(...conditions))
      .orderBy(desc(auditLog.id))
      .limit(filter.limit);
  }
}
