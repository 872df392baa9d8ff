import { JobLock } from '../../../backend/src/database/job-lock.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Two instances on one PostgreSQL database both schedule the same jobs. */
describe('scheduled jobs across instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ DATABASE_URL: process.env.DATABASE_URL as string });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('runs a job on one instance at a time, and again once that run is over', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    const first = a.app.get(JobLock).runExclusive('mail-outbox', async () => {
      ran.push('a');
      await gate;
    });
    // Wait until instance A holds the lock, then let B try the same job.
    const runs = await eventually(
      async () => ran.length,
      (n) => n > 0,
    );
    expect(runs).toBe(1);
    const second = await b.app.get(JobLock).runExclusive('mail-outbox', async () => {
      ran.push('b');
    });
    // A different job is not held up by it.
    const other = await b.app.get(JobLock).runExclusive('appointment-reminders', async () => {
      ran.push('b-reminders');
    });
    release();
    expect(await first).toBe(true);
    expect(second).toBe(false);
    expect(other).toBe(true);
    expect(await b.app.get(JobLock).runExclusive('mail-outbox', async () => void ran.push('b-later'))).toBe(
      true,
    );
    expect(ran).toEqual(['a', 'b-reminders', 'b-later']);
  });

  it('frees the lock when the job fails', async () => {
    await expect(
      a.app.get(JobLock).runExclusive('appointment-reminders', async () => {
        throw new Error('SMTP down');
      }),
    ).rejects.toThrow('SMTP down');
    expect(await b.app.get(JobLock).runExclusive('appointment-reminders', async () => undefined)).toBe(true);
  });
});
