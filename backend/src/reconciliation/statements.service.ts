import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { StatementApplyResponse, StatementImportResponse, StatementSkipReason } from '@umang/common';
import { AppointmentsService } from '../appointments/appointments.service.js';
import { NotFoundError, type NotFoundReason } from '../common/errors/domain-error.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { ParsedStatement } from './statement-parser.js';
import { creditVerdict, reconcileStatement } from './statement-matching.js';
import { StatementsRepository } from './statements.repository.js';

export const STATEMENT_NOT_FOUND: NotFoundReason = {
  message: 'This bank statement was not found. Please upload it again.',
  code: 'statement_not_found',
};

/** What staff read beside each proof an apply left alone. */
const SKIP_MESSAGES: Record<StatementSkipReason, string> = {
  not_pending: 'This payment is no longer waiting for a decision',
  appointment_cancelled: 'This appointment has been cancelled, so its payment cannot be approved',
  not_on_statement: "The statement shows no credit with this payment's UTR",
  duplicate_credit:
    'The statement shows this UTR on more than one credit; please check them and decide by hand',
  amount_mismatch: "The credit on the statement is not the appointment's amount",
  not_found: 'No payment details were submitted for this appointment',
};

/** Who uploaded which file. */
export interface StatementUpload {
  fileName: string;
  staffId: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Bank statement reconciliation: reads an uploaded statement, stores it once, and
 * reports which pending payments it confirms; staff then approve those they choose.
 */
@Injectable()
export class StatementsService {
  constructor(
    private readonly statements: StatementsRepository,
    private readonly payments: PaymentsService,
    private readonly appointments: AppointmentsService,
    private readonly unit: UnitOfWork,
  ) {}

  /** Parses the file, then reconciles it; a file the parser refuses stores nothing. */
  async importFile(file: Buffer, upload: StatementUpload): Promise<StatementImportResponse> {
    // The parser and its libraries (exceljs, csv-parse, date-fns: half a second to load)
    // are loaded on the first statement uploaded, not at every start.
    const { parseStatement } = await import('./statement-parser.js');
    const parsed = await parseStatement(file);
    return this.reconcile(parsed, { ...upload, sha256: createHash('sha256').update(file).digest('hex') });
  }

  /**
   * Checks a parsed statement against the proofs and stores it with its credits. The
   * same file again is the same statement: its id is answered and nothing is added,
   * but the groups are worked out afresh, since proofs were decided meanwhile.
   */
  async reconcile(
    parsed: ParsedStatement,
    upload: StatementUpload & { sha256: string },
  ): Promise<StatementImportResponse> {
    const utrs = [...new Set(parsed.credits.flatMap((credit) => (credit.utr ? [credit.utr] : [])))];
    // One transaction: a statement refused as another account's leaves nothing behind.
    const { report, stored } = await this.unit.run(async (tx) => {
      const report = reconcileStatement(parsed, await this.payments.proofsForStatement(utrs, tx));
      const stored = await this.statements.store(
        tx,
        {
          fileSha256: upload.sha256,
          fileName: upload.fileName,
          periodFrom: parsed.from,
          periodTo: parsed.to,
          rowCount: parsed.rows,
          creditCount: parsed.credits.length,
          importedBy: upload.staffId,
        },
        parsed.credits,
      );
      return { report, stored };
    });
    return {
      success: true,
      statementId: stored.id,
      fileName: stored.fileName,
      rows: parsed.rows,
      credits: parsed.credits.length,
      from: parsed.from,
      to: parsed.to,
      ...report,
    };
  }

  /**
   * Approves, in the order asked, each proof the statement still confirms. Each
   * approval is a transaction of its own with its audit entry (see
   * `PaymentsService.settle`), so one proof decided meanwhile stops only itself.
   */
  async apply(
    staffId: string,
    statementId: string,
    appointmentIds: string[],
  ): Promise<StatementApplyResponse> {
    if (!(await this.statements.exists(statementId))) throw NotFoundError.of(STATEMENT_NOT_FOUND);
    const skippedProofs: StatementApplyResponse['skippedProofs'] = [];
    let approved = 0;
    for (const appointmentId of appointmentIds) {
      const reason = await this.applyOne(staffId, statementId, appointmentId);
      if (reason) skippedProofs.push({ appointmentId, reason, message: SKIP_MESSAGES[reason] });
      else approved++;
    }
    const skipped = skippedProofs.length;
    const message =
      `Approved ${plural(approved, 'payment', 'payments')}` + (skipped ? `; ${skipped} skipped` : '');
    return { success: true, message, approved, skipped, skippedProofs };
  }

  /** Approves one proof, or says why not. */
  private async applyOne(
    staffId: string,
    statementId: string,
    appointmentId: string,
  ): Promise<StatementSkipReason | null> {
    const found = await this.appointments.findAny(appointmentId).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    const proof = found?.proof;
    if (!found || !proof) return 'not_found';
    if (proof.status !== 'pending') return 'not_pending';
    if (found.appointment.cancelled) return 'appointment_cancelled';
    const credits = await this.statements.creditsWithUtr(statementId, proof.transactionId);
    const verdict = creditVerdict(credits, found.appointment.amount);
    if (verdict !== 'match') return verdict;
    const outcome = await this.payments.settle(staffId, appointmentId, 'accepted', null, {
      statementId,
      utr: proof.transactionId,
    });
    if (outcome === 'decided') return null;
    if (outcome === 'cancelled') return 'appointment_cancelled';
    if (outcome === 'no-proof') return 'not_found';
    // Decided by someone else meanwhile, or sent again with another UTR.
    return 'not_pending';
  }
}
