import { addDays, type CalendarDate, type Doctor, SLOT_TIMES, toDateKey, weekdayOf } from '@umang/common';
import request from 'supertest';
import { signUp } from './accounts.js';
import { book, listDoctors } from './booking.js';
import type { SmtpCatcher } from './smtp-catcher.js';
import type { TestApp } from './test-app.js';

/**
 * Room for a suite to book and pay for dozens of visits from one address in a few
 * minutes: the patient-facing limits would otherwise refuse the seeding itself.
 */
export const SEEDING_LIMITS = [
  'signupCode=1000',
  'signupCodeHourly=1000',
  'register=1000',
  'accountsCreated=1000',
  'bookingsFromAddress=1000',
  'paymentProofs=1000',
  'familyChangesByAccount=1000',
].join(',');

/** A pending proof a patient sent through the real flow. */
export interface SeededProof {
  appointmentId: string;
  utr: string;
  /** Rupees due for the appointment. */
  amount: number;
  /** Who the visit is for: the family member's name, or the account holder's. */
  patientName: string;
  payerName: string;
  doctorName: string;
  token: string;
}

const SUNDAY = 0;
/** A patient may hold this many unpaid visits; a proof waiting does not make a visit paid. */
const HELD_PER_PATIENT = 3;

/**
 * Books visits and sends their UPI proofs as patients do (sign-up, booking, confirm
 * payment), each visit in a slot of its own from `from` on, a new patient every three.
 */
export class PendingProofs {
  private doctors: Doctor[] = [];
  private slot = 0;
  private patients = 0;
  private current: { token: string; name: string; left: number } | null = null;

  constructor(
    private readonly t: TestApp,
    private readonly catcher: SmtpCatcher,
    private readonly from: CalendarDate,
  ) {}

  /** A slot no other seeded visit holds: doctor by doctor, day by day, Sundays skipped. */
  private async nextSlot() {
    if (this.doctors.length === 0) {
      this.doctors = (await listDoctors(this.t)).filter((d) => d.available && d.blockedSlots.length === 0);
    }
    const perDay = this.doctors.length * SLOT_TIMES.length;
    let day = Math.floor(this.slot / perDay);
    let date = addDays(this.from, day);
    while (weekdayOf(date) === SUNDAY) {
      this.slot = (day + 1) * perDay;
      day++;
      date = addDays(this.from, day);
    }
    const within = this.slot++ % perDay;
    const doctor = this.doctors[Math.floor(within / SLOT_TIMES.length)]!;
    return { doctor, slotDate: toDateKey(date), slotTime: SLOT_TIMES[within % SLOT_TIMES.length]! };
  }

  private async patient() {
    if (!this.current || this.current.left === 0) {
      const n = ++this.patients;
      const name = `Payer ${n} Verma`;
      const { token } = await signUp(this.t, this.catcher, `payer${n}@example.org`, name);
      this.current = { token, name, left: HELD_PER_PATIENT };
    }
    this.current.left--;
    return this.current;
  }

  /** A visit with a pending proof carrying `utr`; `member` books it for a new family member of that name. */
  async add(utr: string, options: { member?: string; payerName?: string } = {}): Promise<SeededProof> {
    const patient = await this.patient();
    const { doctor, slotDate, slotTime } = await this.nextSlot();
    const body: Record<string, string> = { docId: doctor._id, slotDate, slotTime };
    if (options.member) {
      const added = await request(this.t.server)
        .post('/api/user/family-members')
        .set('token', patient.token)
        .send({
          name: options.member,
          relation: 'child',
          dob: '2016-04-21',
          gender: 'Female',
          guardianConsent: true,
        })
        .expect(201);
      body.patientId = added.body.member._id as string;
    }
    const booked = await book(this.t, patient.token, body);
    if (booked.status !== 201) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
    const appointmentId = booked.body.appointmentId as string;
    const payerName = options.payerName ?? patient.name;
    await request(this.t.server)
      .post('/api/user/confirm-payment')
      .set('token', patient.token)
      .send({ appointmentId, name: payerName, transactionId: utr })
      .expect(200);
    return {
      appointmentId,
      utr,
      amount: doctor.fees,
      patientName: options.member ?? patient.name,
      payerName,
      doctorName: doctor.name,
      token: patient.token,
    };
  }
}
