import type { StatementApplyResponse, StatementImportResponse } from '@umang/common';
import { STATEMENT_APPLY_MAX } from '@umang/common';
import { staffApi } from '@/lib/staff-api';

const BASE = '/api/admin/payments/statements';

interface ImportOptions {
  /** Share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** POST the bank statement as multipart field `file`; the answer groups the pending proofs against it. */
export function importStatement(file: File, { onProgress, signal }: ImportOptions) {
  const form = new FormData();
  form.append('file', file);
  return staffApi.upload<StatementImportResponse>(BASE, form, { onProgress, signal });
}

/**
 * Approves the matched proofs of an imported statement. The server takes at most
 * STATEMENT_APPLY_MAX ids at a time, so a larger set goes in turns and the answers add up.
 */
export async function applyStatement(
  statementId: string,
  appointmentIds: readonly string[],
): Promise<StatementApplyResponse> {
  const path = `${BASE}/${encodeURIComponent(statementId)}/apply`;
  const total: StatementApplyResponse = {
    success: true,
    message: '',
    approved: 0,
    skipped: 0,
    skippedProofs: [],
  };
  for (let start = 0; start < appointmentIds.length; start += STATEMENT_APPLY_MAX) {
    const ids = appointmentIds.slice(start, start + STATEMENT_APPLY_MAX);
    const answer = await staffApi.post<StatementApplyResponse>(path, { appointmentIds: ids });
    total.message = answer.message;
    total.approved += answer.approved;
    total.skipped += answer.skipped;
    total.skippedProofs.push(...answer.skippedProofs);
  }
  return total;
}
