import type { AuditEntry } from '@umang/common';
import { addDays, istToday, slotStart, toDateKey } from '@umang/common';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { appointments } from '../../backend/src/appointments/appointments.table.js';
import { auditLog } from '../../backend/src/audit/audit-log.table.js';
import { doctors } from '../../backend/src/doctors/doctors.table.js';
import { familyMembers } from '../../backend/src/family/family-members.table.js';
import { users } from '../../backend/src/users/users.table.js';
import { signUp } from './support/accounts.js';
import { type ConsoleSession, consoleAccount } from './support/console-accounts.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ASHA_HEALTH = { bloodGroup: 'B+', allergy: 'Penicillin', medicalCondition: 'Type 1 diabetes' } as const;
const AARAV_HEALTH = { bloodGroup: 'O-', allergy: 'Peanuts', medicalCondition: 'Mild asthma' } as const;
const HEALTH_WORDS = /Penicillin|diabetes|Peanuts|asthma|B\+|O-/;

describe("a patient's health details in the console", () => {
  const catcher = new SmtpCatcher();
  let t: TestApp;
  let admin: ConsoleSession;
  let frontDesk: ConsoleSession;
  let ownDoctor: ConsoleSession;
  let otherDoctor: ConsoleSession;
  let patientToken: string;
  /** Asha's own visit and her son's, both with the doctor `ownDoctor` acts for. */
  let ashaVisit: string;
  let aaravVisit: string;

  const health = (token: string, id: string) =>
    request(t.server).get(`/api/admin/appointments/${id}/health`).set('token', token);
  const views = () =>
    t.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'patient.health-view'))
      .orderBy(asc(auditLog.id));
  const newDoctor = async (name: string) => {
    const [row] = await t.connection.db
      .insert(doctors)
      .values({
        name,
        speciality: 'Psychiatrist',
        degree: 'MBBS, MD (Psychiatry)',
        experience: 12,
        about: 'Child and adolescent psychiatry.',
        fees: 800,
        address: { line1: 'Plot 17, Sector 40', line2: 'Gurugram, Haryana 122003' },
      })
      .returning({ id: doctors.id });
    return row!.id;
  };

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({ SMTP_URL: catcher.url });
    const ownDoctorId = await newDoctor('Dr. Ananya Sharma');
    const otherDoctorId = await newDoctor('Dr. Vikram Rao');
    admin = await consoleAccount(t, 'admin@umang.example', 'admin');
    frontDesk = await consoleAccount(t, 'desk@umang.example', 'staff');
    ownDoctor = await consoleAccount(t, 'ananya@umang.example', 'doctor', ownDoctorId);
    otherDoctor = await consoleAccount(t, 'vikram@umang.example', 'doctor', otherDoctorId);

    const asha = await signUp(t, catcher, 'asha@example.org', 'Asha Verma');
    patientToken = asha.token;
    const [ashaRow] = await t.connection.db
      .update(users)
      .set(ASHA_HEALTH)
      .where(eq(users.email, asha.email))
      .returning({ id: users.id });
    const [aarav] = await t.connection.db
      .insert(familyMembers)
      .values({
        userId: ashaRow!.id,
        name: 'Aarav Verma',
        relation: 'child',
        dob: '2016-04-21',
        gender: 'Male',
        guardianConsentAt: new Date(),
        ...AARAV_HEALTH,
      })
      .returning({ id: familyMembers.id });
    const date = toDateKey(addDays(istToday(new Date()), 2));
    const visit = async (slotTime: string, patientId: string | null) => {
      const [row] = await t.connection.db
        .insert(appointments)
        .values({
          userId: ashaRow!.id,
          patientId,
          doctorId: ownDoctorId,
          slotDate: date,
          slotTime,
          startsAt: slotStart(date, slotTime)!,
          amount: 800,
        })
        .returning({ id: appointments.id });
      return row!.id;
    };
    ashaVisit = await visit('10:00', null);
    aaravVisit = await visit('10:30', aarav!.id);
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it("shows the admin the account holder's details, and records who looked at whose, and when", async () => {
    const before = Date.now();
    const res = await health(admin.token, ashaVisit).expect(200);
    expect(res.body).toEqual({ success: true, health: { name: 'Asha Verma', ...ASHA_HEALTH } });
    const [entry, ...more] = await views();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'appointment',
      targetId: ashaVisit,
      details: { patient: 'self' },
    });
    expect(entry!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The console's audit log names the viewer and the patient.
    const log = await request(t.server).get('/api/admin/audit').set('token', admin.token).expect(200);
    const shown = (log.body.entries as AuditEntry[]).find((e) => e.action === 'patient.health-view')!;
    expect(shown.actor).toMatchObject({ id: admin.id, email: 'admin@umang.example' });
    expect(shown.target).toMatchObject({ kind: 'appointment', patientName: 'Asha Verma' });
  });

  it("shows the visit's doctor a family member's own details, and records every look", async () => {
    const expected = { success: true, health: { name: 'Aarav Verma', ...AARAV_HEALTH } };
    expect((await health(ownDoctor.token, aaravVisit).expect(200)).body).toEqual(expected);
    expect((await health(ownDoctor.token, aaravVisit).expect(200)).body).toEqual(expected);
    const mine = (await views()).filter((e) => e.actorId === ownDoctor.id);
    expect(mine).toHaveLength(2);
    expect(mine.every((e) => e.targetId === aaravVisit && e.details.patient === 'family member')).toBe(true);
  });

  it("answers another doctor's visit as not found, and the front desk and patients as forbidden, recording nothing", async () => {
    const before = (await views()).length;
    const notFound = await health(otherDoctor.token, ashaVisit).expect(404);
    expect(notFound.body).toEqual({
      success: false,
      message: 'Appointment not found',
      code: 'appointment_not_found',
    });
    await health(frontDesk.token, ashaVisit).expect(403);
    await health(patientToken, ashaVisit).expect(403);
    await request(t.server).get(`/api/admin/appointments/${ashaVisit}/health`).expect(401);
    await health(admin.token, '3f0a8d62-5c1e-4b7a-9d2e-1a2b3c4d5e6f').expect(404);
    await health(admin.token, 'not-an-id').expect(404);
    expect(await views()).toHaveLength(before);
  });

  it('keeps every health value out of the audit log', async () => {
    const entries = await views();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(JSON.stringify(entry.details)).not.toMatch(HEALTH_WORDS);
    const log = await request(t.server).get('/api/admin/audit').set('token', admin.token).expect(200);
    expect(JSON.stringify(log.body)).not.toMatch(HEALTH_WORDS);
  });
});
