import { randomUUID } from 'node:crypto';
import { addDays, RECEIPT_NUMBER_PATTERN, STATEMENT_APPLY_MAX } from '@umang/common';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { auditLog } from '../../backend/src/audit/audit-log.table.js';
import { paymentProofs } from '../../backend/src/payments/payment-proofs.table.js';
import {
  BANK_FORMATS,
  badStatementFiles,
  statementFile,
  statementFileName,
} from '../../backend/src/reconciliation/testing/bank-statements.js';
import { signUp } from './support/accounts.js';
import { istInstant, nextWeekday } from './support/booking.js';
import { FakeClock } from './support/fake-clock.js';
import { PendingProofs, SEEDING_LIMITS, type SeededProof } from './support/pending-proofs.js';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { STAFF, seededWithStaff } from './support/staff.js';
import {
  applyStatement,
  credit,
  isoDay,
  parsedStatement,
  reconcileParsed,
  statementRows,
  uploadStatement,
} from './support/statements.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { dayTotalsDrift } from './support/day-stats.js';

const MONDAY = 1;

describe('bank statement import and apply', () => {
  const catcher = new SmtpCatcher();
  const clock = new FakeClock();
  const monday = nextWeekday(new Date(), MONDAY);
  /** The IST day the proofs are sent on, as a statement prints it. */
  const sentOn = isoDay(monday);
  let t: TestApp;
  let staff: string;
  let patient: string;
  let proofs: PendingProofs;
  let utr = 512345678900;
  const nextUtr = () => String(++utr);
  const pending = (options?: { member?: string }) => proofs.add(nextUtr(), options);

  /** What an import lists about a proof. */
  const summary = (p: SeededProof) => ({
    appointmentId: p.appointmentId,
    utr: p.utr,
    payerName: p.payerName,
    patientName: p.patientName,
    doctorName: p.doctorName,
    slotDate: expect.any(String),
    slotTime: expect.any(String),
  });
  const proofRow = async (appointmentId: string) =>
    (
      await t.connection.db.select().from(paymentProofs).where(eq(paymentProofs.appointmentId, appointmentId))
    )[0]!;
  const decide = (id: string, verdict: 'approve' | 'reject') =>
    request(t.server)
      .post(`/api/admin/payments/${id}/${verdict}`)
      .set('token', staff)
      .send(verdict === 'reject' ? { reason: 'No such payment reached us' } : {});

  beforeAll(async () => {
    await catcher.start();
    clock.setTo(istInstant(monday, '09:00'));
    t = await startTestApp({ ...seededWithStaff(catcher), RATE_LIMITS: SEEDING_LIMITS }, { clock });
    staff = (await request(t.server).post('/api/admin/login').send(STAFF).expect(200)).body.token;
    patient = (await signUp(t, catcher, 'asha@example.org')).token;
    proofs = new PendingProofs(t, catcher, addDays(monday, 1));
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  describe('refusals, before anything is stored', () => {
    it('answers a patient 403 and a visitor 401, on both routes', async () => {
      const file = { data: Buffer.from('Date,Narration,Credit\n'), name: 'statement.csv' };
      await uploadStatement(t, patient, file).expect(403);
      await request(t.server)
        .post('/api/admin/payments/statements')
        .attach('file', file.data, 'x.csv')
        .expect(401);
      await applyStatement(t, patient, randomUUID(), [randomUUID()]).expect(403);
      expect(await statementRows(t)).toEqual({ statements: 0, credits: 0, links: 0 });
    });

    it('asks for the file when the form carries none', async () => {
      const res = await uploadStatement(t, staff).expect(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Please choose the bank statement file (CSV or XLSX) to upload',
        code: 'media_required',
      });
    });

    it.each([
      ['6 MB', 6],
      ['50 MB', 50],
    ])('refuses a %s file with 413 saying what to upload instead', async (_label, megabytes) => {
      const data = Buffer.alloc(megabytes * 1024 * 1024, 'Date,Narration,Credit\n');
      const res = await uploadStatement(t, staff, { data, name: 'statement.csv' }).expect(413);
      expect(res.body).toEqual({
        success: false,
        message: expect.stringMatching(/larger than 5 MB.*CSV or Excel \(XLSX\)/),
        code: 'too_large',
      });
      expect(await statementRows(t)).toEqual({ statements: 0, credits: 0, links: 0 });
    });

    it('refuses JSON on the upload route with 415', async () => {
      await request(t.server)
        .post('/api/admin/payments/statements')
        .set('token', staff)
        .send({ file: 'x' })
        .expect(415);
    });

    it("refuses a statement none of whose payments any patient sent: another account's", async () => {
      await pending();
      const foreign = parsedStatement([credit(sentOn, 500, '999999999991'), credit(sentOn, 800, null)]);
      await expect(reconcileParsed(t, foreign)).rejects.toMatchObject({
        code: 'statement_other_account',
        status: 400,
        message: expect.stringMatching(/statement of the centre's own account/),
      });
      expect(await statementRows(t)).toEqual({ statements: 0, credits: 0, links: 0 });
    });

    it.each([
      ['a letter saved as .csv', () => badStatementFiles.notAStatement(), 'statement_not_recognised'],
      [
        'a patient list workbook',
        () => badStatementFiles.notAStatementWorkbook(),
        'statement_not_recognised',
      ],
      ['a PDF statement', () => badStatementFiles.pdf(), 'statement_unreadable'],
      [
        'a statement with no credit column',
        () => badStatementFiles.debitOnlyCsv(),
        'statement_no_credit_column',
      ],
      ['a password-protected workbook', () => badStatementFiles.encryptedWorkbook(), 'statement_encrypted'],
      ['a workbook with formulas', () => badStatementFiles.withFormula(), 'statement_formulas'],
      ['a CSV smuggling a formula', () => badStatementFiles.csvWithFormula(), 'statement_formulas'],
      ['a statement of debits only', () => badStatementFiles.noCredits(), 'statement_no_credits'],
    ])('refuses %s with a reason staff can act on', async (_label, file, code) => {
      const res = await uploadStatement(t, staff, { data: await file(), name: 'statement.csv' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: expect.any(String), code });
      expect(res.body.message.length).toBeGreaterThan(40);
      expect(await statementRows(t)).toEqual({ statements: 0, credits: 0, links: 0 });
    });

    it('refuses an uploaded statement of another account, whose UTRs no patient sent', async () => {
      await pending();
      const data = await statementFile('hdfc', [
        { date: sentOn, credit: 500, utr: '999999999992', payer: 'SOMEONE ELSE' },
        { date: sentOn, debit: 200 },
      ]);
      const res = await uploadStatement(t, staff, { data, name: 'statement.csv' }).expect(400);
      expect(res.body).toEqual({
        success: false,
        message: expect.stringMatching(/statement of the centre's own account/),
        code: 'statement_other_account',
      });
      expect(await statementRows(t)).toEqual({ statements: 0, credits: 0, links: 0 });
    });

    it('refuses to apply an unknown statement (404) or a malformed list (400)', async () => {
      const notFound = {
        success: false,
        message: 'This bank statement was not found. Please upload it again.',
        code: 'statement_not_found',
      };
      expect((await applyStatement(t, staff, randomUUID(), [randomUUID()]).expect(404)).body).toEqual(
        notFound,
      );
      expect((await applyStatement(t, staff, 'statement-1', [randomUUID()]).expect(404)).body).toEqual(
        notFound,
      );
      const id = randomUUID();
      for (const bad of [
        [],
        [id, id],
        ['not-an-id'],
        Array.from({ length: STATEMENT_APPLY_MAX + 1 }, () => randomUUID()),
        'one',
        null,
      ]) {
        const res = await applyStatement(t, staff, randomUUID(), bad).expect(400);
        expect(res.body).toMatchObject({ success: false, code: 'invalid' });
      }
      // Too long a list to read at all: the JSON routes' own answer, not the file upload's.
      const huge = Array.from({ length: 1_000 }, () => randomUUID());
      expect((await applyStatement(t, staff, randomUUID(), huge).expect(413)).body).toEqual({
        success: false,
        message: 'The request is too large',
        code: 'too_large',
      });
    });
  });

  it.each(BANK_FORMATS)('imports a %s export with its noise and sorts its credits', async (format) => {
    const exact = await pending();
    const wrong = await pending();
    const stranger = nextUtr();
    const data = await statementFile(
      format,
      [
        { date: sentOn, credit: exact.amount, utr: exact.utr, payer: 'ASHA VERMA' },
        { date: sentOn, debit: 450, note: 'ELECTRICITY BILL' },
        { date: sentOn, credit: wrong.amount + 50, utr: wrong.utr, payer: 'RAVI KUMAR' },
        { date: sentOn, credit: 999.5, utr: stranger, payer: 'UNKNOWN PAYER' },
        // Each format deposits another sum: the same deposit printed alike would be one credit.
        { date: sentOn, credit: 3000 + BANK_FORMATS.indexOf(format), note: 'CASH DEPOSIT' },
      ],
      { noise: true },
    );
    const name = statementFileName(format);
    const before = await statementRows(t);
    const res = await uploadStatement(t, staff, { data, name }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      fileName: name,
      rows: 5,
      credits: 4,
      from: sentOn,
      to: sentOn,
    });
    expect(res.body.matched).toEqual([{ ...summary(exact), amount: exact.amount, creditedOn: sentOn }]);
    expect(res.body.amountMismatch).toEqual([
      { ...summary(wrong), expected: wrong.amount, received: wrong.amount + 50, creditedOn: sentOn },
    ]);
    expect(res.body.unclaimed.map((u: { utr: string | null; amount: number }) => [u.utr, u.amount])).toEqual([
      [stranger, 999.5],
      [null, 3000 + BANK_FORMATS.indexOf(format)],
    ]);
    expect(res.body.duplicates).toEqual([]);
    expect(await statementRows(t)).toEqual({
      statements: before.statements + 1,
      credits: before.credits + 4,
      links: before.links + 4,
    });

    // The same file again is the same statement, and nothing new is stored.
    const again = await uploadStatement(t, staff, { data, name: 'copy of statement' }).expect(200);
    expect(again.body.statementId).toBe(res.body.statementId);
    expect(await statementRows(t)).toEqual({
      statements: before.statements + 1,
      credits: before.credits + 4,
      links: before.links + 4,
    });

    const applied = await applyStatement(t, staff, res.body.statementId, [exact.appointmentId]).expect(200);
    expect(applied.body).toMatchObject({ message: 'Approved 1 payment', approved: 1, skipped: 0 });
  });

  it('sorts every proof into the group staff act on', async () => {
    const exact = await pending();
    const forMember = await pending({ member: 'Diya Verma' });
    const short = await pending();
    const missing = await pending();
    const twice = await pending();
    const approved = await pending();
    await decide(approved.appointmentId, 'approve').expect(200);
    const rejected = await pending();
    await decide(rejected.appointmentId, 'reject').expect(200);
    const stranger = nextUtr();
    const credits = [
      credit(sentOn, exact.amount, exact.utr),
      credit(sentOn, forMember.amount, forMember.utr),
      credit(sentOn, short.amount - 100, short.utr),
      credit(sentOn, twice.amount, twice.utr, `UPI/${twice.utr}/FIRST`),
      credit(sentOn, twice.amount, twice.utr, `UPI/${twice.utr}/SECOND`),
      credit(sentOn, approved.amount, approved.utr),
      credit(sentOn, rejected.amount, rejected.utr),
      credit(sentOn, 1234.5, stranger),
      credit(sentOn, 2000, null, 'CASH DEPOSIT BRANCH'),
    ];
    const before = await statementRows(t);
    const res = await reconcileParsed(t, parsedStatement(credits));

    expect(res).toMatchObject({ success: true, rows: 18, credits: 9, from: sentOn, to: sentOn });
    expect(res.matched).toEqual([
      { ...summary(exact), amount: exact.amount, creditedOn: sentOn },
      { ...summary(forMember), amount: forMember.amount, creditedOn: sentOn },
    ]);
    expect(res.matched[1]!.patientName).toBe('Diya Verma');
    expect(res.amountMismatch).toEqual([
      { ...summary(short), expected: short.amount, received: short.amount - 100, creditedOn: sentOn },
    ]);
    expect(res.notOnStatement.map((p) => p.appointmentId)).toContain(missing.appointmentId);
    expect(res.notOnStatement.find((p) => p.appointmentId === missing.appointmentId)).toEqual({
      ...summary(missing),
      submittedAt: expect.any(String),
    });
    expect(res.duplicates).toEqual([
      {
        utr: twice.utr,
        proof: summary(twice),
        credits: [
          { amount: twice.amount, creditedOn: sentOn, narration: `UPI/${twice.utr}/FIRST` },
          { amount: twice.amount, creditedOn: sentOn, narration: `UPI/${twice.utr}/SECOND` },
        ],
      },
    ]);
    // An accepted proof holds its credit; a rejected one does not, so its money is unclaimed.
    expect(res.unclaimed).toEqual([
      {
        utr: rejected.utr,
        amount: rejected.amount,
        creditedOn: sentOn,
        narration: `UPI/${rejected.utr}/PAYMENT/payer@okaxis`,
      },
      {
        utr: stranger,
        amount: 1234.5,
        creditedOn: sentOn,
        narration: `UPI/${stranger}/PAYMENT/payer@okaxis`,
      },
      { utr: null, amount: 2000, creditedOn: sentOn, narration: 'CASH DEPOSIT BRANCH' },
    ]);
    expect(await statementRows(t)).toEqual({
      statements: before.statements + 1,
      credits: before.credits + 9,
      links: before.links + 9,
    });
  });

  it('lists a pending proof as missing only when it was sent within the statement period', async () => {
    const anchor = await pending();
    const lastWeek = { from: isoDay(addDays(monday, -7)), to: isoDay(addDays(monday, -1)) };
    const res = await reconcileParsed(
      t,
      parsedStatement([credit(lastWeek.to, anchor.amount, anchor.utr)], lastWeek),
    );
    expect(res.matched.map((m) => m.appointmentId)).toEqual([anchor.appointmentId]);
    expect(res.notOnStatement).toEqual([]);
  });

  it('takes the same file again as the same statement and stores its credits once', async () => {
    const paid = await pending();
    const statement = parsedStatement([
      credit(sentOn, paid.amount, paid.utr),
      credit(sentOn, 300, null, 'NEFT X'),
    ]);
    const before = await statementRows(t);
    const first = await reconcileParsed(t, statement, 'march.csv');
    const again = await reconcileParsed(t, statement, 'march (1).csv');
    expect(again.statementId).toBe(first.statementId);
    expect(again.fileName).toBe('march.csv');
    expect(again.matched).toEqual(first.matched);
    expect(await statementRows(t)).toEqual({
      statements: before.statements + 1,
      credits: before.credits + 2,
      links: before.links + 2,
    });
  });

  it('shares the credits of overlapping statements and keeps earlier approvals', async () => {
    const early = await pending();
    const middle = await pending();
    const late = await pending();
    const shared = credit(sentOn, middle.amount, middle.utr);
    const before = await statementRows(t);
    const first = await reconcileParsed(
      t,
      parsedStatement([credit(sentOn, early.amount, early.utr), shared]),
    );
    await applyStatement(t, staff, first.statementId, [early.appointmentId]).expect(200);
    const second = await reconcileParsed(t, parsedStatement([shared, credit(sentOn, late.amount, late.utr)]));
    expect(second.statementId).not.toBe(first.statementId);
    expect(second.matched.map((m) => m.appointmentId)).toEqual([middle.appointmentId, late.appointmentId]);
    expect(await statementRows(t)).toEqual({
      statements: before.statements + 2,
      credits: before.credits + 3,
      links: before.links + 4,
    });
    expect(await proofRow(early.appointmentId)).toMatchObject({
      status: 'accepted',
      statementId: first.statementId,
    });
  });

  it('approves only proofs the statement still confirms, and says why it left each other', async () => {
    const [a, b, meanwhile, short, twice, missing] = [
      await pending(),
      await pending(),
      await pending(),
      await pending(),
      await pending(),
      await pending(),
    ];
    const statement = parsedStatement([
      credit(sentOn, a.amount, a.utr),
      credit(sentOn, b.amount, b.utr),
      credit(sentOn, meanwhile.amount, meanwhile.utr),
      credit(sentOn, short.amount / 2, short.utr),
      credit(sentOn, twice.amount, twice.utr, `UPI/${twice.utr}/A`),
      credit(sentOn, twice.amount, twice.utr, `UPI/${twice.utr}/B`),
    ]);
    const imported = await reconcileParsed(t, statement);
    expect(imported.matched.map((m) => m.appointmentId)).toEqual([
      a.appointmentId,
      b.appointmentId,
      meanwhile.appointmentId,
    ]);
    await decide(meanwhile.appointmentId, 'reject').expect(200);
    const unknown = randomUUID();
    const ids = [
      a.appointmentId,
      meanwhile.appointmentId,
      short.appointmentId,
      twice.appointmentId,
      missing.appointmentId,
      unknown,
      b.appointmentId,
    ];

    const res = await applyStatement(t, staff, imported.statementId, ids).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Approved 2 payments; 5 skipped',
      approved: 2,
      skipped: 5,
      skippedProofs: [
        { appointmentId: meanwhile.appointmentId, reason: 'not_pending', message: expect.any(String) },
        { appointmentId: short.appointmentId, reason: 'amount_mismatch', message: expect.any(String) },
        { appointmentId: twice.appointmentId, reason: 'duplicate_credit', message: expect.any(String) },
        { appointmentId: missing.appointmentId, reason: 'not_on_statement', message: expect.any(String) },
        { appointmentId: unknown, reason: 'not_found', message: expect.any(String) },
      ],
    });
    for (const done of [a, b]) {
      const row = await proofRow(done.appointmentId);
      expect(row).toMatchObject({ status: 'accepted', statementId: imported.statementId });
      expect(row.receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN);
      const audit = await t.connection.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, done.appointmentId));
      expect(audit.map((e) => [e.action, e.details])).toEqual([
        [
          'payment.approve',
          { transactionId: done.utr, amount: done.amount, statementId: imported.statementId },
        ],
      ]);
    }
    for (const left of [short, twice, missing])
      expect((await proofRow(left.appointmentId)).status).toBe('pending');
    expect((await proofRow(meanwhile.appointmentId)).status).toBe('rejected');

    // Applying again changes nothing: both are decided now.
    const again = await applyStatement(t, staff, imported.statementId, [a.appointmentId]).expect(200);
    expect(again.body).toMatchObject({ message: 'Approved 0 payments; 1 skipped', approved: 0 });
    expect(again.body.skippedProofs[0].reason).toBe('not_pending');
  });

  it('routes the statement apply apart from approving one payment', async () => {
    const one = await pending();
    const imported = await reconcileParsed(t, parsedStatement([credit(sentOn, one.amount, one.utr)]));
    // An appointment's id is no statement's, and a statement's id no appointment's.
    const asStatement = await applyStatement(t, staff, one.appointmentId, [one.appointmentId]).expect(404);
    expect(asStatement.body.code).toBe('statement_not_found');
    expect((await decide(imported.statementId, 'approve').expect(404)).body.code).toBe(
      'appointment_not_found',
    );
    await decide(one.appointmentId, 'approve').expect(200);
    expect(await proofRow(one.appointmentId)).toMatchObject({ status: 'accepted', statementId: null });
  });

  it("keeps the dashboard's day totals in step with every change above", async () => {
    expect(await dayTotalsDrift(t.connection)).toEqual([]);
  });
});
