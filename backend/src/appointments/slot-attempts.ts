/**
 * Bookings of one slot being written in this process, so that in a rush for a slot
 * one request at a time asks the database to take it. The others wait for it: when
 * it took the slot they are answered at once, since the slot was taken after they
 * arrived; when it did not (its patient's own limit, a refusal of the database), the
 * next one tries for itself. The database still decides every booking: the unique
 * live-slot index settles races between instances, and with one request there is
 * nothing to wait for.
 */
export class SlotAttempts {
  private readonly underWay = new Map<string, Promise<unknown>>();

  /**
   * Runs `attempt` once no other attempt for `slot` is under way; answers `taken()`
   * instead when one that was under way on arrival succeeded.
   */
  async run<T>(slot: string, attempt: () => Promise<T>, taken: () => Error): Promise<T> {
    for (;;) {
      const ahead = this.underWay.get(slot);
      if (!ahead) break;
      const tookIt = await ahead.then(
        () => true,
        () => false,
      );
      if (tookIt) throw taken();
      // Whoever wakes first clears the failed attempt and tries next; the rest wait for it.
      if (this.underWay.get(slot) === ahead) this.underWay.delete(slot);
    }
    const mine = attempt();
    this.underWay.set(slot, mine);
    try {
      return await mine;
    } finally {
      if (this.underWay.get(slot) === mine) this.underWay.delete(slot);
    }
  }

  /** Slots with an attempt under way (for tests and the scaling notes). */
  get size(): number {
    return this.underWay.size;
  }
}
