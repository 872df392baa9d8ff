import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import { APP_CONFIG } from '../../backend/src/config/config.module.js';
import { mailOutbox } from '../../backend/src/mail/mail-outbox.table.js';
import { MailOutboxService } from '../../backend/src/mail/mail-outbox.service.js';
import { type OutgoingMail, MailService } from '../../backend/src/mail/mail.service.js';
import { parseSavedMail, SAVED_MAIL_DIR } from '../../backend/src/mail/saved-mail.js';
import { signupCode } from '../../backend/src/mail/templates.js';
import { FakeClock } from './support/fake-clock.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { eventually } from './support/eventually.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const mailTo = (to: string, subject: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to,
  subject,
  text: `Text of ${subject}`,
  html: `<p>HTML of ${subject}</p>`,
  ...extra,
});

describe('the mail outbox over SMTP', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  let t: TestApp;
  let mail: MailService;
  let outbox: MailOutboxService;

  const rowOf = async (subject: string) => {
    const [row] = await t.connection.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    return row!;
  };
  const received = (subject: string) => catcher.mails.filter((m) => m.subject === subject);
  /** Stores a mail while the SMTP server is down and waits for its first attempt to fail. */
  const failOnce = async (subject: string, extra: Partial<OutgoingMail> = {}) => {
    await catcher.stop();
    await mail.send(mailTo('ravi@example.org', subject, extra));
    return eventually(
      () => rowOf(subject),
      (row) => row.attempts === 1 && row.lastError !== null,
    );
  };

  beforeAll(async () => {
    await catcher.start();
    t = await startTestApp({ SMTP_URL: catcher.url }, { clock });
    mail = t.app.get(MailService);
    outbox = t.app.get(MailOutboxService);
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });
  beforeEach(async () => {
    await catcher.start();
    // Leave every retry of an earlier test behind us, then deliver it, so each test starts clean.
    clock.advance(2 * HOUR);
    await outbox.processDue();
  });

  it('sends a stored mail at once and wipes its bodies, which may hold codes', async () => {
    const { subject, text, html } = signupCode({ code: '482913', minutes: 10, hasAccount: false }, 'en');
    await mail.send({ to: 'asha@example.org', subject, text, html });
    const got = await catcher.waitForMail((m) => m.to.includes('asha@example.org'));
    expect(got.text).toContain('482913');
    const row = await eventually(
      () => rowOf(subject),
      (r) => r.sentAt !== null,
    );
    expect(row).toMatchObject({ text: '', html: '', attempts: 1 });
  });

  it('answers the caller before a slow SMTP server has accepted the mail', async () => {
    catcher.acceptDelayMs = 1500;
    try {
      const started = Date.now();
      await mail.send(mailTo('slow@example.org', 'Slow server'));
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await rowOf('Slow server')).sentAt).toBeNull();
      const row = await eventually(
        () => rowOf('Slow server'),
        (r) => r.sentAt !== null,
      );
      expect(row.sentAt).not.toBeNull();
    } finally {
      catcher.acceptDelayMs = 0;
    }
  });

  it('retries a failed mail later and later: 30 s, 1, 2, 5, 10, 30 minutes, then hourly', async () => {
    let row = await failOnce('Back-off');
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const wait = row.nextAttemptAt.getTime() - clock.now().getTime();
      waits.push(Math.round(wait / SECOND));
      // Not due yet: nothing happens.
      expect(await outbox.processDue()).toEqual({ sent: 0, failed: 0 });
      clock.advance(wait + SECOND);
      expect(await outbox.processDue()).toEqual({ sent: 0, failed: 1 });
      row = await rowOf('Back-off');
      expect(row.attempts).toBe(attempt + 1);
    }
    expect(waits).toEqual([30, 60, 120, 300, 600, 1800, 3600, 3600]);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.lastError).not.toMatch(/\n\s+at /);

    await catcher.start();
    clock.advance(HOUR);
    expect(await outbox.processDue()).toEqual({ sent: 1, failed: 0 });
    expect(received('Back-off')).toHaveLength(1);
  });

  it('gives up after 20 attempts, keeping the row with its bodies wiped', async () => {
    await failOnce('Hopeless');
    for (let i = 2; i <= 20; i++) {
      clock.advance(HOUR);
      await outbox.processDue();
    }
    const row = await rowOf('Hopeless');
    expect(row).toMatchObject({ attempts: 20, sentAt: null, text: '', html: '' });
    expect(row.lastError).toMatch(/gave up after 20/);

    await catcher.start();
    clock.advance(2 * HOUR);
    await outbox.processDue();
    expect(received('Hopeless')).toHaveLength(0);
    expect((await rowOf('Hopeless')).attempts).toBe(20);
  });

  it('drops an expired mail unsent and wipes its bodies', async () => {
    await failOnce('Expired code', { expiresAt: new Date(clock.now().getTime() + 10 * MINUTE) });
    await catcher.start();
    clock.advance(11 * MINUTE);
    expect(await outbox.processDue()).toEqual({ sent: 0, failed: 1 });
    // A pause on purpose: there is nothing to wait for, only a mail that must not arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received('Expired code')).toHaveLength(0);
    const row = await rowOf('Expired code');
    expect(row).toMatchObject({ sentAt: null, text: '', html: '' });
    expect(row.lastError).toMatch(/expired/);
    clock.advance(2 * HOUR);
    expect(await outbox.processDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('never delivers a mail twice when the immediate attempt races runs of the job', async () => {
    const subjects = Array.from({ length: 6 }, (_, i) => `Race ${i}`);
    // Half are waiting for a retry, half are sent while the job runs concurrently.
    await catcher.stop();
    for (const subject of subjects.slice(0, 3)) await mail.send(mailTo('race@example.org', subject));
    await eventually(
      () => Promise.all(subjects.slice(0, 3).map(rowOf)),
      (rows) => rows.every((r) => r.attempts === 1 && r.lastError !== null),
    );
    await catcher.start();
    clock.advance(MINUTE);
    const results = await Promise.all([
      outbox.processDue(),
      ...subjects.slice(3).map((subject) => mail.send(mailTo('race@example.org', subject))),
      outbox.processDue(),
      outbox.processDue(),
    ]);
    await eventually(
      () => Promise.all(subjects.map(rowOf)),
      (rows) => rows.every((r) => r.sentAt !== null),
    );
    await outbox.processDue();
    for (const subject of subjects) expect(received(subject)).toHaveLength(1);
    const sentByJob = results.reduce<number>((sum, r) => sum + (typeof r === 'object' ? r.sent : 0), 0);
    expect(sentByJob).toBeGreaterThanOrEqual(3);
  });
});

describe('the mail outbox without SMTP_URL', () => {
  let t: TestApp;
  const logged: string[] = [];

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(function (this: Logger, message: unknown) {
      logged.push(String(message));
    });
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    jest.restoreAllMocks();
  });

  it('saves each mail, code included, as a file, logs only where, and marks it sent', async () => {
    const content = signupCode({ code: '605172', minutes: 10, hasAccount: false }, 'en');
    await t.app.get(MailService).send({ to: 'local@example.org', ...content });
    const [row] = await eventually(
      () => t.connection.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'local@example.org')),
      (rows) => rows[0]?.sentAt instanceof Date,
    );
    expect(row).toMatchObject({ text: '', html: '', lastError: null });
    const mailDir = join(t.app.get<AppConfig>(APP_CONFIG).dataDir, SAVED_MAIL_DIR);
    const [file] = readdirSync(mailDir);
    const saved = parseSavedMail(readFileSync(join(mailDir, file!), 'utf8'));
    expect(saved).toMatchObject({ to: 'local@example.org', subject: content.subject });
    expect(saved.text).toContain('605172');
    // Readable by the server's own user only: it holds a sign-in code.
    expect(statSync(join(mailDir, file!)).mode & 0o077).toBe(0);
    const entry = logged.find((line) => line.includes(join(mailDir, file!)));
    expect(entry).toBeDefined();
    expect(logged.join('\n')).not.toContain('605172');
  });
});
