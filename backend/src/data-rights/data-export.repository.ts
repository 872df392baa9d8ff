import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appointments } from '../appointments/appointments.table.js';
import { auditLog } from '../audit/audit-log.table.js';
import { blogLikes, blogs } from '../blogs/blogs.table.js';
import { enquiries } from '../contact/enquiries.table.js';
import type { DatabaseConnection } from '../database/database.js';
import { InjectDatabase } from '../database/database.module.js';
import { doctors } from '../doctors/doctors.table.js';
import { familyMembers } from '../family/family-members.table.js';
import { paymentProofs } from '../payments/payment-proofs.table.js';
import { users } from '../users/users.table.js';

/** The kinds of audit target that can be one of the account's own records. */
export const OWN_TARGET_TYPES = {
  account: 'user',
  appointment: 'appointment',
  member: 'family-member',
} as const;

/**
 * The reads of a patient's data download. Every query is bound to the one account id
 * (or, for enquiries, its own e-mail address), so nothing of another account can slip in.
 */
@Injectable()
export class DataExportRepository {
  constructor(@InjectDatabase() private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  async account(userId: string) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  }

  /** Every member the account ever added, removed ones too: their past visits name them. */
  familyMembers(userId: string) {
    return this.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.userId, userId))
      .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  }

  appointments(userId: string) {
    return this.db
      .select({
        appointment: appointments,
        doctorName: doctors.name,
        memberName: familyMembers.name,
        proof: paymentProofs,
      })
      .from(appointments)
      .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
      .leftJoin(familyMembers, eq(familyMembers.id, appointments.patientId))
      .leftJoin(paymentProofs, eq(paymentProofs.appointmentId, appointments.id))
      .where(eq(appointments.userId, userId))
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
  }

  likes(userId: string) {
    return this.db
      .select({ blogId: blogLikes.blogId, title: blogs.title, likedAt: blogLikes.createdAt })
      .from(blogLikes)
      .innerJoin(blogs, eq(blogs.id, blogLikes.blogId))
      .where(eq(blogLikes.userId, userId))
      .orderBy(asc(blogLikes.createdAt));
  }

  /** Messages sent through the contact form from the account's address, however it was typed. */
  enquiries(email: string) {
    return this.db
      .select()
      .from(enquiries)
      .where(sql`lower(${enquiries.email}) = ${email.toLowerCase()}`)
      .orderBy(asc(enquiries.createdAt));
  }

  /**
   * What was done to the account, its appointments and its family members, with the
   * actor's role only: the patient learns that "staff" approved a payment, not who.
   */
  async staffActions(userId: string, appointmentIds: string[], memberIds: string[]) {
    const actor = alias(users, 'actor');
    const targets = [
      and(eq(auditLog.targetType, OWN_TARGET_TYPES.account), eq(auditLog.targetId, userId)),
      appointmentIds.length > 0
        ? and(
            eq(auditLog.targetType, OWN_TARGET_TYPES.appointment),
            inArray(auditLog.targetId, appointmentIds),
          )
        : undefined,
      memberIds.length > 0
        ? and(eq(auditLog.targetType, OWN_TARGET_TYPES.member), inArray(auditLog.targetId, memberIds))
        : undefined,
    ].filter((target) => target !== undefined);
    return this.db
      .select({
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        actorRole: actor.role,
        at: auditLog.createdAt,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(or(...targets))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  }
}
