import type { StatementApplyResponse, StatementImportResponse, StatementProofSummary } from '@umang/common';

/** Test-only: the summary of pending proof `appt-<i>` as the statement answers carry it. */
const proof = (i: number, patientName: string): StatementProofSummary => ({
  appointmentId: `appt-${i}`,
  utr: `41827364551${i}`,
  payerName: `Payer ${i}`,
  patientName,
  doctorName: `Dr. Test ${i}`,
  slotDate: '23_11_2026',
  slotTime: '15:30',
});

/** Test-only: an import answer with something in every group but the duplicates. */
export const statementAnswer = (over: Partial<StatementImportResponse> = {}): StatementImportResponse => ({
  success: true,
  statementId: 'stmt-1',
  fileName: 'hdfc-nov.csv',
  rows: 1250,
  credits: 3,
  from: '2026-11-01',
  to: '2026-11-24',
  matched: [
    { ...proof(1, 'Patient 1'), amount: 800, creditedOn: '2026-11-22' },
    { ...proof(2, 'Patient 2'), amount: 150000, creditedOn: '2026-11-23' },
  ],
  amountMismatch: [{ ...proof(3, 'Patient 3'), expected: 800, received: 500, creditedOn: '2026-11-24' }],
  notOnStatement: [{ ...proof(4, 'Patient 4'), submittedAt: '2026-11-22T01:39:26.517Z' }],
  unclaimed: [{ utr: null, amount: 2500, creditedOn: '2026-11-05', narration: 'CASH DEPOSIT BRANCH' }],
  duplicates: [],
  ...over,
});

export const applyAnswer = (over: Partial<StatementApplyResponse> = {}): StatementApplyResponse => ({
  success: true,
  message: 'Approved 1 payment; 1 skipped',
  approved: 1,
  skipped: 1,
  skippedProofs: [
    { appointmentId: 'appt-2', reason: 'not_pending', message: 'Someone else already decided this payment.' },
  ],
  ...over,
});

/** A statement file of the given size, without holding that many bytes. */
export function statementFile(name = 'hdfc-nov.csv', size?: number): File {
  const file = new File(['Date,Narration,Amount\n'], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
