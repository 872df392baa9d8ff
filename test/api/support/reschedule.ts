import { SchedulerRegistry } from '@nestjs/schedule';
import { addDays, type Appointment, type CalendarDate, type Doctor, toDateKey } from '@umang/common';
import request from 'supertest';
import { signUp, type SignedUp } from './accounts.js';
import { book, istInstant, listDoctors, nextWeekday } from './booking.js';
import { FakeClock } from './fake-clock.js';
import { SmtpCatcher } from './smtp-catcher.js';
import { STAFF, seededWithStaff } from './staff.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The real application with the demo doctors and a staff account, a real SMTP
 * server, and a fake clock at 09:00 IST on a Monday ahead; `day(n)` is n days later.
 */
export class RescheduleFixture {
  readonly catcher = new SmtpCatcher();
  readonly clock = new FakeClock();
  readonly monday = nextWeekday(new Date(), 1);
  t!: TestApp;
  staffToken = '';
  /** Two doctors taking appointments with nothing blocked. */
  doctors: Doctor[] = [];
  private patients = 0;
  private utr = 712345678900;

  date(n: number): CalendarDate {
    return addDays(this.monday, n);
  }

  day(n: number): string {
    return toDateKey(this.date(n));
  }

  at(n: number, time: string): Date {
    return istInstant(addDays(this.monday, n), time);
  }

  get doctor(): Doctor {
    return this.doctors[0]!;
  }

  async start(env: Record<string, string> = {}): Promise<void> {
    await this.catcher.start();
    this.clock.setTo(this.at(0, '09:00'));
    this.t = await startTestApp(
      // Each test signs its own patients up, more than one address may in a minute by default.
      { ...seededWithStaff(this.catcher), RATE_LIMITS: 'signupCode=100,register=100', ...env },
      { clock: this.clock },
    );
    // The tests run these jobs themselves; a tick in between would race them.
    await this.t.app.get(SchedulerRegistry).getCronJob('appointment-reminders').stop();
    await this.t.app.get(SchedulerRegistry).getCronJob('unpaid-holds').stop();
    this.staffToken = (await request(this.t.server).post('/api/admin/login').send(STAFF).expect(200)).body
      .token as string;
    this.doctors = (await listDoctors(this.t)).filter((d) => d.available && d.blockedSlots.length === 0);
  }

  async close(): Promise<void> {
    await this.t.close();
    await this.catcher.stop();
  }

  newPatient(name = 'Asha Verma'): Promise<SignedUp> {
    return signUp(this.t, this.catcher, `mover${++this.patients}@example.org`, name);
  }

  /** Books through the API; answers the appointment's id. */
  async book(patient: SignedUp, slotDate: string, slotTime: string, doctor = this.doctor): Promise<string> {
    const res = await book(this.t, patient.token, { docId: doctor._id, slotDate, slotTime });
    if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    return res.body.appointmentId as string;
  }

  reschedule(patient: SignedUp, body: Record<string, unknown>) {
    return request(this.t.server)
      .post('/api/user/reschedule-appointment')
      .set('token', patient.token)
      .send(body);
  }

  moveByStaff(id: string, body: Record<string, unknown>, token = this.staffToken) {
    return request(this.t.server)
      .post(`/api/admin/appointments/${id}/reschedule`)
      .set('token', token)
      .send(body);
  }

  /** Sends payment details for the appointment, as the patient does after paying. */
  async sendProof(patient: SignedUp, appointmentId: string): Promise<void> {
    await request(this.t.server)
      .post('/api/user/confirm-payment')
      .set('token', patient.token)
      .send({ appointmentId, name: 'Asha Verma', transactionId: String(++this.utr) })
      .expect(200);
  }

  async approve(appointmentId: string): Promise<void> {
    await request(this.t.server)
      .post(`/api/admin/payments/${appointmentId}/approve`)
      .set('token', this.staffToken)
      .expect(200);
  }

  /** The appointment as My Appointment shows it. */
  async shownTo(patient: SignedUp, id: string): Promise<Appointment> {
    const res = await request(this.t.server)
      .get('/api/user/appointments')
      .set('token', patient.token)
      .expect(200);
    return (res.body.appointments as Appointment[]).find((a) => a._id === id)!;
  }

  /** The times the doctor list shows as booked on a day. */
  async bookedOn(slotDate: string, doctor = this.doctor): Promise<string[]> {
    const listed = (await listDoctors(this.t)).find((d) => d._id === doctor._id)!;
    return listed.slots_booked[slotDate] ?? [];
  }
}
