import { addDays, financialYear, receiptNumber } from '@umang/common';
import { inArray, like } from 'drizzle-orm';
import request from 'supertest';
import { auditLog } from '../../../backend/src/audit/audit-log.table.js';
import { mailOutbox } from '../../../backend/src/mail/mail-outbox.table.js';
import { paymentProofs } from '../../../backend/src/payments/payment-proofs.table.js';
import { istInstant, nextWeekday } from '../support/booking.js';
import { FakeClock } from '../support/fake-clock.js';
import { PendingProofs, SEEDING_LIMITS, type SeededProof } from '../support/pending-proofs.js';
import { SmtpCatcher } from '../support/smtp-catcher.js';
import { STAFF, seededWithStaff } from '../support/staff.js';
import { applyStatement, credit, isoDay, parsedStatement, reconcileParsed } from '../support/statements.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dayTotalsDrift } from '../support/day-stats.js';

const MONDAY = 1;
const PARALLEL_APPROVALS = 50;
const RACED = 6;

/**
 * On PostgreSQL an apply runs beside other applies and manual decisions on other
 * connections: each proof must still be decided once, with one audit entry, one
 * mail and one receipt number, and the receipt numbers must run without gaps.
 */
describe('statement apply racing other decisions on PostgreSQL', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const monday = nextWeekday(new Date(), MONDAY);
  const sentOn = isoDay(monday);
  let t: TestApp;
  let staff: string;
  let proofs: PendingProofs;
  let utr = 612345678900;

  const seed = async (n: number): Promise<SeededProof[]> => {
    const seeded: SeededProof[] = [];
    for (let i = 0; i < n; i++) seeded.push(await proofs.add(String(++utr)));
    return seeded;
  };
  /** A statement showing each proof's payment, stored as an upload would store it. */
  const statementOf = async (paid: SeededProof[]) =>
    (await reconcileParsed(t, parsedStatement(paid.map((p) => credit(sentOn, p.amount, p.utr))))).statementId;
  const decide = (id: string, verdict: 'approve' | 'reject') =>
    request(t.server)
      .post(`/api/admin/payments/${id}/${verdict}`)
      .set('token', staff)
      .send(verdict === 'reject' ? { reason: 'No such payment reached us' } : {});
  const rowsOf = (ids: string[]) =>
    t.connection.db.select().from(paymentProofs).where(inArray(paymentProofs.appointmentId, ids));
  const auditOf = (ids: string[]) =>
    t.connection.db.select().from(auditLog).where(inArray(auditLog.targetId, ids));
  const confirmationMails = async () =>
    (
      await t.connection.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, 'Appointment confirmed%'))
    ).length;

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp({ ...seededWithStaff(catcher), RATE_LIMITS: SEEDING_LIMITS }, { clock });
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    proofs = new PendingProofs(t, catcher, addDays(monday, 1));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it(`numbers ${PARALLEL_APPROVALS} approvals at once, by apply and by hand, 000001 to 000050 without gaps`, async () => {
    const paid = await seed(PARALLEL_APPROVALS);
    const half = PARALLEL_APPROVALS / 2;
    const statementId = await statementOf(paid.slice(0, half));
    const answers = await Promise.all([
      ...paid.slice(0, half).map((p) => applyStatement(t, staff, statementId, [p.appointmentId])),
      ...paid.slice(half).map((p) => decide(p.appointmentId, 'approve')),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.slice(0, half).map((a) => a.body.approved)).toEqual(answers.slice(0, half).map(() => 1));

    const rows = await rowsOf(paid.map((p) => p.appointmentId));
    expect(rows.every((r) => r.status === 'accepted')).toBe(true);
    const year = financialYear(clock.now());
    const expected = Array.from({ length: PARALLEL_APPROVALS }, (_, i) => receiptNumber(year, i + 1));
    expect(rows.map((r) => r.receiptNumber).sort()).toEqual(expected);
  }, 120_000);

  it('approves each proof once when the same apply is sent twice at once', async () => {
    const paid = await seed(RACED);
    const ids = paid.map((p) => p.appointmentId);
    const statementId = await statementOf(paid);
    const mailsBefore = await confirmationMails();
    const [first, second] = await Promise.all([
      applyStatement(t, staff, statementId, ids).expect(200),
      applyStatement(t, staff, statementId, ids).expect(200),
    ]);
    expect(first.body.approved + second.body.approved).toBe(RACED);
    for (const answer of [first, second]) {
      expect(answer.body.skippedProofs.map((s: { reason: string }) => s.reason)).toEqual(
        Array.from({ length: answer.body.skipped }, () => 'not_pending'),
      );
    }
    const rows = await rowsOf(ids);
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'accepted'));
    expect(new Set(rows.map((r) => r.receiptNumber)).size).toBe(RACED);
    expect(rows.every((r) => r.statementId === statementId)).toBe(true);
    const audit = await auditOf(ids);
    expect(audit.map((e) => e.action)).toEqual(ids.map(() => 'payment.approve'));
    expect(new Set(audit.map((e) => e.targetId)).size).toBe(RACED);
    expect((await confirmationMails()) - mailsBefore).toBe(RACED);
  }, 60_000);

  it('decides a proof exactly once when an apply races a manual reject of it', async () => {
    const paid = await seed(RACED);
    const ids = paid.map((p) => p.appointmentId);
    const statementId = await statementOf(paid);
    const [applied, ...rejects] = await Promise.all([
      applyStatement(t, staff, statementId, ids).expect(200),
      ...ids.map((id) => decide(id, 'reject')),
    ]);
    const rows = new Map((await rowsOf(ids)).map((r) => [r.appointmentId, r]));
    const audit = await auditOf(ids);
    expect(audit).toHaveLength(RACED);
    const skipped = new Set(
      applied.body.skippedProofs.map((s: { appointmentId: string }) => s.appointmentId),
    );
    ids.forEach((id, i) => {
      const row = rows.get(id)!;
      const entry = audit.find((e) => e.targetId === id)!;
      if (row.status === 'accepted') {
        // The apply won: the reject was told someone else decided.
        expect(skipped.has(id)).toBe(false);
        expect(rejects[i]!.status).toBe(409);
        expect(row.receiptNumber).not.toBeNull();
        expect(row.statementId).toBe(statementId);
        expect(entry.action).toBe('payment.approve');
      } else {
        expect(row.status).toBe('rejected');
        expect(rejects[i]!.status).toBe(200);
        expect(applied.body.skippedProofs).toContainEqual(
          expect.objectContaining({ appointmentId: id, reason: 'not_pending' }),
        );
        expect(row.receiptNumber).toBeNull();
        expect(entry.action).toBe('payment.reject');
      }
    });
    expect(applied.body.approved + applied.body.skipped).toBe(RACED);
  }, 60_000);

  it("keeps the dashboard's day totals in step with every change above", async () => {
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
  });
});
