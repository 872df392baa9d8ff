import { GOOD_PASSWORD } from './accounts.js';
import type { Slot } from './booking-load.js';

/** One request a client sent and what it was told; status 0 when no HTTP answer came at all. */
export interface Told {
  /** The patient's index, or -1 for the staff approver. */
  who: number;
  what: 'login' | 'doctors' | 'book' | 'pay' | 'photo' | 'appointments' | 'pending' | 'approve';
  status: number;
  body: Record<string, unknown>;
  startedAt: number;
  endedAt: number;
  slot?: Slot;
  appointmentId?: string;
}

export interface Patient {
  email: string;
  /** The address the patient's requests come from, as a load balancer passes it on. */
  address: string;
  photo: Buffer;
}

/** Bookings one patient makes at most: well inside the daily limit per account. */
const MAX_BOOKINGS = 8;
const PAUSE_MS = 400;

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

/**
 * Patients and one staff approver using the product through a load balancer, each
 * at a person's pace: every request and its answer is kept in `told`, so the test can
 * compare what clients were told with what the database holds.
 */
export class ClusterTraffic {
  readonly told: Told[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private utr = 512345678900;
  /** Slots some client was told are booked: a patient picks among the others, as the list shows them. */
  private readonly taken = new Set<Slot>();

  constructor(
    private readonly baseUrl: string,
    private readonly patients: Patient[],
    /** Slots the patients pick from at random, so some of them want the same one. */
    private readonly slots: Slot[],
    private readonly staff: { email: string; password: string },
  ) {}

  start(): void {
    this.running = true;
    this.loops = [...this.patients.map((_, i) => this.patientLoop(i)), this.approverLoop()];
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  async send(
    who: number,
    what: Told['what'],
    path: string,
    init: { method?: string; token?: string; json?: object; form?: FormData; address: string },
    extra: Partial<Told> = {},
  ): Promise<Told> {
    const headers: Record<string, string> = { 'x-forwarded-for': init.address };
    if (init.token) headers.token = init.token;
    if (init.json) headers['content-type'] = 'application/json';
    const told: Told = { who, what, status: 0, body: {}, startedAt: Date.now(), endedAt: 0, ...extra };
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method: init.method ?? (init.json || init.form ? 'POST' : 'GET'),
        headers,
        body: init.json ? JSON.stringify(init.json) : init.form,
        signal: AbortSignal.timeout(20_000),
      });
      told.status = res.status;
      const text = await res.text();
      told.body = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text };
    } catch (error) {
      told.body = { error: String(error) };
    }
    told.endedAt = Date.now();
    this.told.push(told);
    return told;
  }

  /** Signs in, then browses, books, pays, looks at the appointments and (once) uploads a photo. */
  private async patientLoop(who: number): Promise<void> {
    const { email, address, photo } = this.patients[who]!;
    let token = '';
    let booked = 0;
    let photoSent = false;
    while (this.running) {
      if (!token) {
        const login = await this.send(who, 'login', '/api/user/login', {
          json: { email, password: GOOD_PASSWORD },
          address,
        });
        token = typeof login.body.token === 'string' ? login.body.token : '';
        await pause();
        continue;
      }
      await this.send(who, 'doctors', '/api/doctor/list', { address });
      const free = this.slots.filter((slot) => !this.taken.has(slot));
      if (booked < MAX_BOOKINGS && free.length > 0) {
        // At random among the free ones, so patients booking at once sometimes want the same slot.
        const slot = free[Math.floor(Math.random() * free.length)]!;
        const res = await this.send(
          who,
          'book',
          '/api/user/book-appointment',
          { token, json: slot, address },
          { slot },
        );
        const appointmentId = res.body.appointmentId;
        if (res.status === 201 || res.status === 409) this.taken.add(slot);
        if (res.status === 201 && typeof appointmentId === 'string') {
          booked += 1;
          await this.send(
            who,
            'pay',
            '/api/user/confirm-payment',
            {
              token,
              json: { appointmentId, name: 'Asha Verma', transactionId: String(++this.utr) },
              address,
            },
            { appointmentId },
          );
        }
      }
      if (!photoSent) {
        const form = new FormData();
        form.set('image', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
        photoSent =
          (await this.send(who, 'photo', '/api/user/update-profile', { token, form, address })).status ===
          200;
      }
      await this.send(who, 'appointments', '/api/user/appointments', { token, address });
      await pause();
    }
  }

  /** Staff at the desk: signs in, then approves each pending payment in turn. */
  private async approverLoop(): Promise<void> {
    const address = '192.0.2.200';
    let token = '';
    while (this.running) {
      if (!token) {
        const login = await this.send(-1, 'login', '/api/admin/login', { json: this.staff, address });
        token = typeof login.body.token === 'string' ? login.body.token : '';
      } else {
        const list = await this.send(-1, 'pending', '/api/admin/payments?status=pending', { token, address });
        const rows = (list.body.payments ?? []) as { appointmentId: string }[];
        for (const { appointmentId } of rows.slice(0, 10)) {
          if (!this.running) break;
          await this.send(
            -1,
            'approve',
            `/api/admin/payments/${appointmentId}/approve`,
            { method: 'POST', token, address },
            { appointmentId },
          );
        }
      }
      await pause();
    }
  }
}
