import { Injectable } from '@nestjs/common';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { appointments } from '../appointments/appointments.table.js';
import { blogs } from '../blogs/blogs.table.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Executor } from '../database/unit-of-work.js';
import { doctors } from '../doctors/doctors.table.js';
import { users } from '../users/users.table.js';
import { auditLog } from './audit-log.table.js';

const patients = alias(users, 'patient');
const appointmentDoctors = alias(doctors, 'appointment_doctor');
const accounts = alias(users, 'account');

/**
 * Joins a target's row by the entry's text id, only for entries of that kind. The id is
 * cast to the row's uuid (every target id of these kinds is one), so the join uses the
 * row's primary key instead of casting every row's key to text.
 */
const targetIs = (type: string, id: AnyPgColumn): SQL =>
  sql`${id} = (case when ${auditLog.targetType} = ${type} then ${auditLog.targetId} end)::uuid`;

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
    return (
      this.connection.db
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
          appointment: {
            slotDate: appointments.slotDate,
            slotTime: appointments.slotTime,
            patientName: patients.name,
            doctorName: appointmentDoctors.name,
          },
          doctorName: doctors.name,
          blogTitle: blogs.title,
          account: { name: accounts.name, email: accounts.email },
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        // What the entry acted on, named for people (one query, whatever the page's length).
        .leftJoin(appointments, targetIs('appointment', appointments.id))
        .leftJoin(patients, eq(patients.id, appointments.userId))
        .leftJoin(appointmentDoctors, eq(appointmentDoctors.id, appointments.doctorId))
        .leftJoin(doctors, targetIs('doctor', doctors.id))
        .leftJoin(blogs, targetIs('blog', blogs.id))
        .leftJoin(accounts, targetIs('account', accounts.id))
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(filter.limit)
    );
  }
}
