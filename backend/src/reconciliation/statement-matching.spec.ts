import { InvalidError } from '../common/errors/domain-error.js';
import type { StatementCredit } from './statement-parser.js';
import { type ProofToReconcile, reconcileStatement } from './statement-matching.js';

const proof = (utr: string, changes: Partial<ProofToReconcile> = {}): ProofToReconcile => ({
  appointmentId: `appointment-${utr}`,
  status: 'pending',
  payerName: 'Asha Verma',
  utr,
  // 00:30 IST on 4 January, while it is still the 3rd in UTC.
  submittedAt: new Date('2027-01-03T19:00:00.000Z'),
  amount: 800,
  slotDate: '11_1_2027',
  slotTime: '10:30',
  cancelled: false,
  account: { name: 'Asha Verma', email: 'asha@example.org', phone: '9876543210', gender: 'Female' },
  member: null,
  doctorName: 'Dr. Meera Iyer',
  ...changes,
});

const credit = (utr: string | null, paise: number, key = `${utr}-${paise}`): StatementCredit => ({
  creditedOn: '2027-01-04',
  amountPaise: paise,
  utr,
  narration: `UPI/${utr}`,
  contentKey: key,
});

const statement = (credits: StatementCredit[], from = '2027-01-01', to = '2027-01-04') => ({
  rows: credits.length,
  credits,
  from,
  to,
});

describe('reconcileStatement', () => {
  it('matches only the exact amount, to the paisa', () => {
    const report = reconcileStatement(
      statement([credit('100000000001', 80_000), credit('100000000002', 79_999)]),
      [proof('100000000001'), proof('100000000002')],
    );
    expect(report.matched.map((m) => m.utr)).toEqual(['100000000001']);
    expect(report.amountMismatch).toEqual([
      expect.objectContaining({ utr: '100000000002', expected: 800, received: 799.99 }),
    ]);
  });

  it('names the family member the visit is for, else the account holder', () => {
    const report = reconcileStatement(statement([credit('100000000001', 80_000)]), [
      proof('100000000001', { member: { name: 'Diya Verma', relation: 'child', gender: 'Female' } }),
    ]);
    expect(report.matched[0]).toMatchObject({ patientName: 'Diya Verma', payerName: 'Asha Verma' });
  });

  it('lists a UTR on two credits as a duplicate, never as matched', () => {
    const report = reconcileStatement(
      statement([
        credit('100000000001', 80_000, 'a'),
        credit('100000000001', 80_000, 'b'),
        credit('100000000009', 50_000, 'c'),
        credit('100000000009', 50_000, 'd'),
      ]),
      [proof('100000000001')],
    );
    expect(report.matched).toEqual([]);
    expect(report.duplicates.map((d) => [d.utr, d.proof?.appointmentId ?? null, d.credits.length])).toEqual([
      ['100000000001', 'appointment-100000000001', 2],
      ['100000000009', null, 2],
    ]);
  });

  it('takes the IST day a proof was sent when deciding it falls within the period', () => {
    const anchor = credit('100000000001', 80_000);
    const missing = proof('100000000002');
    expect(
      reconcileStatement(statement([anchor]), [proof('100000000001'), missing]).notOnStatement,
    ).toHaveLength(1);
    const before = statement([anchor], '2027-01-01', '2027-01-03');
    expect(reconcileStatement(before, [proof('100000000001'), missing]).notOnStatement).toEqual([]);
  });

  it('leaves credits of accepted proofs out of unclaimed, and counts those of rejected ones in', () => {
    const report = reconcileStatement(
      statement([credit('100000000001', 80_000), credit('100000000002', 80_000), credit(null, 10_000)]),
      [proof('100000000001', { status: 'accepted' }), proof('100000000002', { status: 'rejected' })],
    );
    expect(report.matched).toEqual([]);
    expect(report.unclaimed.map((u) => u.utr)).toEqual(['100000000002', null]);
  });

  it('refuses a statement that shares no UTR with any proof, whatever its status', () => {
    const foreign = statement([credit('999999999999', 80_000)]);
    expect(() => reconcileStatement(foreign, [proof('100000000001')])).toThrow(InvalidError);
    expect(() => reconcileStatement(foreign, [proof('999999999999', { status: 'rejected' })])).not.toThrow();
  });
});
