import { Injectable } from '@nestjs/common';
import { and, eq, type SQL } from 'drizzle-orm';
import { appointments } from '../appointments/appointments.table.js';
import type { Executor } from '../database/unit-of-work.js';
import { familyMembers } from '../family/family-members.table.js';
import { users } from '../users/users.table.js';

/** The health details of an appointment's patient, and whose they are. */
export interface PatientHealthRow {
  /** Whether the visit is for a family member rather than the account holder. */
  member: boolean;
  name: string;
  bloodGroup: string;
  allergy: string;
  medicalCondition: string;
}

@Injectable()
export class HealthViewRepository {
  /**
   * The visit's patient's health details: the family member's when the visit is for
   * one, else the account holder's. With `doctorId`, only that doctor's appointment.
   */
  async findForAppointment(tx: Executor, id: string, doctorId?: string): Promise<PatientHealthRow | null> {
    const conditions: SQL[] = [eq(appointments.id, id)];
    if (doctorId !== undefined) conditions.push(eq(appointments.doctorId, doctorId));
    const [row] = await tx
      .select({
        patientId: appointments.patientId,
        holder: {
          name: users.name,
          bloodGroup: users.bloodGroup,
          allergy: users.allergy,
          medicalCondition: users.medicalCondition,
        },
        member: {
          name: familyMembers.name,
          bloodGroup: familyMembers.bloodGroup,
          allergy: familyMembers.allergy,
          medicalCondition: familyMembers.medicalCondition,
        },
      })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.userId))
      .leftJoin(familyMembers, eq(familyMembers.id, appointments.patientId))
      .where(and(...conditions));
    if (!row) return null;
    const member = row.patientId !== null && row.member !== null;
    const person = member ? row.member! : row.holder;
    return {
      member,
      name: person.name,
      bloodGroup: person.bloodGroup ?? '',
      allergy: person.allergy,
      medicalCondition: person.medicalCondition,
    };
  }
}
