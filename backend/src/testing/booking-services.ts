import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AppointmentMailKind,
  AppointmentMailsService,
} from '../appointments/appointment-mails.service.js';
import { AppointmentsRepository } from '../appointments/appointments.repository.js';
import { AppointmentsService } from '../appointments/appointments.service.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { PRIVACY_NOTICE_VERSION } from '@umang/common';
import { DomainError } from '../common/errors/domain-error.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { RateLimitsRepository } from '../common/rate-limit/rate-limits.repository.js';
import { resolveConfig } from '../config/app-config.js';
import { ConsentRecordsRepository } from '../consent/consent-records.repository.js';
import { type DatabaseConnection, openDatabase } from '../database/database.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { DoctorListCache } from '../doctors/doctor-list.cache.js';
import { DoctorsAdminRepository } from '../doctors/doctors-admin.repository.js';
import { DoctorsRepository } from '../doctors/doctors.repository.js';
import { DoctorsService } from '../doctors/doctors.service.js';
import { FamilyRepository } from '../family/family.repository.js';
import { FamilyService } from '../family/family.service.js';
import { PaymentsRepository } from '../payments/payments.repository.js';
import { PaymentsService } from '../payments/payments.service.js';
import { MediaRepository } from '../storage/media.repository.js';
import { StorageService } from '../storage/storage.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { UsersService } from '../users/users.service.js';

/** A clock that stands still at the instant a test sets, so the booking rules see a known "now". */
export class StoppedClock extends Clock {
  constructor(private instant: Date) {
    super();
  }

  now(): Date {
    return new Date(this.instant);
  }

  setTo(instant: Date): void {
    this.instant = instant;
  }
}

/** The domain error `work` was refused with; fails the test if it succeeded or failed otherwise. */
export async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const outcome: unknown = await work.then(
    () => 'succeeded',
    (error: unknown) => error,
  );
  if (!(outcome instanceof DomainError)) throw new Error(`Expected a domain error, got ${String(outcome)}`);
  return outcome;
}

export interface BookingServices {
  appointments: AppointmentsService;
  payments: PaymentsService;
  clock: StoppedClock;
  connection: DatabaseConnection;
  /** The appointment mails asked for, in order: mail delivery is not what these tests are about. */
  mailed: { kind: AppointmentMailKind; appointmentId: string }[];
  addPatient(email: string): Promise<string>;
  addStaff(email: string): Promise<string>;
  addDoctor(fields?: { available?: boolean; fees?: number }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The appointment and payment services as the application builds them, wired by hand
 * on a real, migrated PGlite database of their own, without Nest: what they throw is
 * what a CLI or a job calling them would see.
 */
export async function openBookingServices(now: Date): Promise<BookingServices> {
  const dataDir = mkdtempSync(join(tmpdir(), 'umang-services-'));
  const config = resolveConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const connection = await openDatabase({ databaseUrl: null, dataDir });
  const clock = new StoppedClock(now);
  const unit = new UnitOfWork(connection);
  const audit = new AuditService(new AuditRepository(connection), clock);
  const doctorsService = new DoctorsService(
    new DoctorsRepository(connection),
    new DoctorListCache(connection),
    clock,
  );
  const mailed: BookingServices['mailed'] = [];
  // A mail counts as asked for once its transaction has committed, when the service sends it.
  const queued = new Map<string, BookingServices['mailed'][number]>();
  const mails = {
    queue: (_tx: unknown, kind: AppointmentMailKind, appointmentId: string) => {
      const id = `mail-${queued.size + 1}`;
      queued.set(id, { kind, appointmentId });
      return Promise.resolve(id);
    },
    deliverSoon: (id: string | null) => {
      const mail = id ? queued.get(id) : undefined;
      if (mail) mailed.push(mail);
    },
  } as unknown as AppointmentMailsService;
  const limits = new RateLimitService(new RateLimitsRepository(connection), clock, config);
  const usersRepository = new UsersRepository(connection);
  const appointments = new AppointmentsService(
    new AppointmentsRepository(connection),
    doctorsService,
    mails,
    audit,
    clock,
    config,
    unit,
    limits,
    new FamilyService(
      new FamilyRepository(connection),
      clock,
      unit,
      new ConsentRecordsRepository(connection),
    ),
    new UsersService(usersRepository, new StorageService(new MediaRepository(connection)), clock),
  );
  const payments = new PaymentsService(
    new PaymentsRepository(connection),
    appointments,
    clock,
    config,
    audit,
    unit,
    mails,
  );
  const addUser = async (email: string, role: 'patient' | 'staff') => {
    // A patient as sign-up makes one: with the current privacy notice accepted, as booking requires.
    const consentVersion = role === 'patient' ? PRIVACY_NOTICE_VERSION : null;
    const row = await usersRepository.create({
      email,
      role,
      name: email,
      passwordHash: 'not-used',
      consentVersion,
    });
    if (!row) throw new Error(`${email} is already taken`);
    return row.id;
  };
  return {
    appointments,
    payments,
    clock,
    connection,
    mailed,
    addPatient: (email) => addUser(email, 'patient'),
    addStaff: (email) => addUser(email, 'staff'),
    addDoctor: async ({ available = true, fees = 500 } = {}) => {
      const row = await unit.run((tx) =>
        new DoctorsAdminRepository().insert(tx, {
          name: 'Dr. Meera Iyer',
          speciality: 'Paediatrician',
          degree: 'MBBS, MD',
          experience: 12,
          about: 'Children and their families.',
          fees,
          available,
          address: { line1: 'Umang Centre', line2: 'Pune' },
        }),
      );
      return row.id;
    },
    close: async () => {
      await limits.onModuleDestroy();
      await connection.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
