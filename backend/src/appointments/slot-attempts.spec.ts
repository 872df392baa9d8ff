import { SlotAttempts } from './slot-attempts.js';

const taken = () => new Error('Slot not available');

/** A promise with its settle functions, to decide when an attempt answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('SlotAttempts', () => {
  it('runs a booking with nothing under way at once', async () => {
    const attempts = new SlotAttempts();
    await expect(attempts.run('dr-1@10:00', () => Promise.resolve('booked'), taken)).resolves.toBe('booked');
    expect(attempts.size).toBe(0);
  });

  it('answers everyone who came during a booking that took the slot as taken, without trying', async () => {
    const attempts = new SlotAttempts();
    const first = deferred<string>();
    let tries = 1;
    const winner = attempts.run('dr-1@10:00', () => first.promise, taken);
    const others = Array.from({ length: 5 }, () =>
      attempts.run(
        'dr-1@10:00',
        () => {
          tries += 1;
          return Promise.resolve('booked again');
        },
        taken,
      ),
    );
    first.resolve('booked');
    await expect(winner).resolves.toBe('booked');
    for (const other of others) await expect(other).rejects.toThrow('Slot not available');
    expect(tries).toBe(1);
    expect(attempts.size).toBe(0);
  });

  it('lets the next one try, one at a time, when a booking under way was refused for its own reasons', async () => {
    const attempts = new SlotAttempts();
    const first = deferred<string>();
    const order: string[] = [];
    const refused = attempts.run('dr-1@10:00', () => first.promise, taken);
    const next = ['asha', 'ravi', 'meena'].map((who) =>
      attempts.run(
        'dr-1@10:00',
        async () => {
          order.push(who);
          return who;
        },
        taken,
      ),
    );
    first.reject(new Error('You already hold 3 unpaid appointments'));
    await expect(refused).rejects.toThrow('unpaid');
    const outcomes = await Promise.allSettled(next);
    // One took the slot after the refusal; the others waited on it and were told it is taken.
    expect(order).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(2);
    expect(attempts.size).toBe(0);
  });

  it('never makes a booking of another slot wait', async () => {
    const attempts = new SlotAttempts();
    const slow = deferred<string>();
    const pending = attempts.run('dr-1@10:00', () => slow.promise, taken);
    await expect(attempts.run('dr-1@10:30', () => Promise.resolve('other slot'), taken)).resolves.toBe(
      'other slot',
    );
    await expect(attempts.run('dr-2@10:00', () => Promise.resolve('other doctor'), taken)).resolves.toBe(
      'other doctor',
    );
    slow.resolve('booked');
    await pending;
  });

  it('lets a booking after a finished one try for itself', async () => {
    const attempts = new SlotAttempts();
    await attempts.run('dr-1@10:00', () => Promise.resolve('booked'), taken);
    // Nothing under way: the database judges this one (a cancellation may have freed the slot).
    await expect(
      attempts.run('dr-1@10:00', () => Promise.resolve('booked after a cancellation'), taken),
    ).resolves.toBe('booked after a cancellation');
  });
});
