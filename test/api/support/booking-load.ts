import { bookableDays, type Doctor, istToday, toDateKey } from '@umang/common';

export interface Slot {
  docId: string;
  slotDate: string;
  slotTime: string;
}

/** One booking request and what came back; status 0 when no HTTP answer came at all. */
export interface Attempt {
  patient: number;
  slot: Slot;
  startedAt: number;
  status: number;
  body: unknown;
}

/** Free slots of the available doctors from tomorrow on (none can pass mid-test), doctors interleaved. */
export function freeSlotsAhead(doctors: Doctor[], now = new Date()): Slot[] {
  const today = toDateKey(istToday(now));
  const perDoctor = doctors
    .filter((doctor) => doctor.available)
    .map((doctor) =>
      bookableDays({ slotsBooked: doctor.slots_booked, blockedSlots: doctor.blockedSlots }, now)
        .filter((day) => day.dateKey !== today)
        .flatMap((day) =>
          day.slots.map((slotTime) => ({ docId: doctor._id, slotDate: day.dateKey, slotTime })),
        ),
    );
  const longest = Math.max(0, ...perDoctor.map((slots) => slots.length));
  return Array.from({ length: longest }, (_, i) => perDoctor.flatMap((slots) => slots[i] ?? [])).flat();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Patients booking distinct free slots continuously over HTTP, each worker pausing
 * between requests. The patient with the fewest bookings (confirmed or under way)
 * goes next, so nobody reaches the limit on unpaid appointments, skipping one who
 * already has a visit at that time with another doctor (one person, one visit at a time).
 */
export class BookingLoad {
  readonly attempts: Attempt[] = [];
  private running = false;
  private workers: Promise<void>[] = [];
  private readonly booked: number[];
  /** Each patient's start times (confirmed or under way), `date time`. */
  private readonly times: Set<string>[];

  constructor(
    private readonly baseUrl: string,
    private readonly tokens: string[],
    private readonly slots: Slot[],
    private readonly pauseMs = 250,
  ) {
    this.booked = tokens.map(() => 0);
    this.times = tokens.map(() => new Set<string>());
  }

  start(workers = 2): void {
    this.running = true;
    this.workers = Array.from({ length: workers }, () => this.work());
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** Bookings answered 2xx among the requests started at or after `since` (ms epoch). */
  succeededSince(since: number): number {
    return this.attempts.filter((a) => a.startedAt >= since && a.status >= 200 && a.status < 300).length;
  }

  private async work(): Promise<void> {
    while (this.running) {
      const slot = this.slots.shift();
      if (!slot) throw new Error('BookingLoad: ran out of free slots');
      // Counted from the pick, so two workers never send the same patient's requests at once.
      const time = `${slot.slotDate} ${slot.slotTime}`;
      const patient = this.pick(time);
      this.booked[patient]! += 1;
      this.times[patient]!.add(time);
      const attempt: Attempt = { patient, slot, startedAt: Date.now(), status: 0, body: null };
      try {
        const res = await fetch(`${this.baseUrl}/api/user/book-appointment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: this.tokens[patient]! },
          body: JSON.stringify(slot),
          signal: AbortSignal.timeout(15_000),
        });
        attempt.status = res.status;
        const text = await res.text();
        attempt.body = text.startsWith('{') ? JSON.parse(text) : text;
      } catch (error) {
        attempt.body = String(error);
      }
      if (attempt.status < 200 || attempt.status >= 300) {
        this.booked[patient]! -= 1;
        this.times[patient]!.delete(time);
      }
      this.attempts.push(attempt);
      await sleep(this.pauseMs);
    }
  }

  /** The patient with the fewest bookings among those free at `time`. */
  private pick(time: string): number {
    const free = this.tokens.map((_, p) => p).filter((p) => !this.times[p]!.has(time));
    if (free.length === 0) throw new Error('BookingLoad: every patient has a visit at that time');
    return free.reduce((best, p) => (this.booked[p]! < this.booked[best]! ? p : best));
  }
}
