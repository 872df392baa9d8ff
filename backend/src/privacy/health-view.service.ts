import { Injectable } from '@nestjs/common';
import type { PatientHealthResponse } from '@umang/common';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.service.js';
import { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/auth.guard.js';
import { doctorScope } from '../auth/doctor-scope.js';
import { NotFoundError } from '../common/errors/domain-error.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { HealthViewRepository } from './health-view.repository.js';

/**
 * A patient's health details for the console, read only when a member of staff asks
 * for them, and each reading recorded: who looked, at whose, and when.
 */
@Injectable()
export class HealthViewService {
  constructor(
    private readonly repository: HealthViewRepository,
    private readonly audit: AuditService,
    private readonly unit: UnitOfWork,
  ) {}

  /**
   * The health details of the visit's patient. A doctor reaches only their own
   * patients' (another doctor's appointment answers 404, like a missing one). The
   * read and its audit entry commit together, so no details leave unrecorded; the
   * entry says whose details they were, never what they say.
   */
  async view(caller: Caller, appointmentId: string): Promise<PatientHealthResponse['health']> {
    const doctorId = doctorScope(caller);
    const found = await this.unit.run(async (tx) => {
      const row = await this.repository.findForAppointment(tx, appointmentId, doctorId);
      if (!row) return null;
      await this.audit.record(
        tx,
        caller,
        'patient.health-view',
        { type: 'appointment', id: appointmentId },
        { patient: row.member ? 'family member' : 'self' },
      );
      return row;
    });
    if (!found) throw NotFoundError.of(APPOINTMENT_NOT_FOUND);
    return {
      name: found.name,
      bloodGroup: found.bloodGroup,
      allergy: found.allergy,
      medicalCondition: found.medicalCondition,
    };
  }
}
