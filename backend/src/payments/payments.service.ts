import { Inject, Injectable } from '@nestjs/common';
import { MARKED_NO_SHOW_MESSAGE, normaliseUtr, type PaymentQrResponse, utrProblem } from '@umang/common';
import { AppointmentMailsService } from '../appointments/appointment-mails.service.js';
import type { DetailedAppointment } from '../appointments/appointments.repository.js';
import { AppointmentsService } from '../appointments/appointments.service.js';
import { AuditService } from '../audit/audit.service.js';
import { Clock } from '../common/clock.js';
import { ConflictError, InvalidError, NotFoundError } from '../common/errors/domain-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type Executor, UnitOfWork } from '../database/unit-of-work.js';
import type { ConfirmPaymentDto } from './dto/confirm-payment.dto.js';
import {
  type DecideOutcome,
  type PaymentEvidence,
  PaymentsRepository,
  type PaymentStatusValue,
} from './payments.repository.js';
import { loadReceiptLibraries, receiptFileName, renderReceiptPdf } from './receipt-pdf.js';

/** A receipt ready to download: the PDF and the name to save it under. */
export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

/** Builds the UPI deep link: every parameter percent-encoded, the amount with two decimals. */
export function upiUri(params: {
  vpa: string;
  payee: string;
  amount: number;
  note: string;
  reference: string;
}): string {
  const query = [
    ['pa', params.vpa],
    ['pn', params.payee],
    ['am', params.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', params.note],
    ['tr', params.reference],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');
  return `upi://pay?${query}`;
}

const CANCELLED = 'This appointment was cancelled';
const BEING_VERIFIED = 'Your payment details are already being verified';
const markedNoShow = () => new ConflictError(MARKED_NO_SHOW_MESSAGE, 'marked_no_show');

@Injectable()
export class PaymentsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly appointments: AppointmentsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly unit: UnitOfWork,
    private readonly mails: AppointmentMailsService,
  ) {}

  /** An appointment the caller can still pay for: own, live, unpaid and not marked a no-show. */
  private async payable(userId: string, appointmentId: string) {
    const found = await this.appointments.findOwn(userId, appointmentId);
    const { appointment } = found;
    if (appointment.cancelled) throw new ConflictError(CANCELLED, 'appointment_cancelled');
    if (appointment.payment) throw new ConflictError('This appointment is already paid', 'already_paid');
    if (appointment.noShowAt) throw markedNoShow();
    return found;
  }

  /**
   * The QR the patient scans: it carries the exact amount, payee and appointment reference.
   * The UPI ID and payee name come too, as text, for a payer who types them into their app.
   */
  async paymentQr(userId: string, appointmentId: string): Promise<PaymentQrResponse> {
    const { appointment, doctor } = await this.payable(userId, appointmentId);
    const uri = upiUri({
      vpa: this.config.upiVpa,
      payee: this.config.upiPayeeName,
      amount: appointment.amount,
      note: `${doctor.name} ${appointment.slotDate.replaceAll('_', '-')} ${appointment.slotTime}`.slice(
        0,
        50,
      ),
      reference: appointment.id.replaceAll('-', ''),
    });
    // Loaded on the first QR asked for, not at start.
    const { default: QRCode } = await import('qrcode');
    const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
    return {
      success: true,
      amount: appointment.amount,
      upiUri: uri,
      upiId: this.config.upiVpa,
      payeeName: this.config.upiPayeeName,
      qr,
    };
  }

  async confirm(userId: string, dto: ConfirmPaymentDto): Promise<void> {
    const name = dto.name.trim();
    const transactionId = normaliseUtr(dto.transactionId);
    if (!name || !transactionId) throw new InvalidError('Please fill in all fields', 'fields_missing');
    // The form's own check, so a refusal here says the same as the form would.
    const utrWrong = utrProblem(transactionId);
    if (utrWrong) throw new InvalidError(utrWrong, 'invalid_utr');
    const { proof } = await this.payable(userId, dto.appointmentId);
    if (proof?.status === 'pending') throw new ConflictError(BEING_VERIFIED, 'payment_pending');
    const outcome = await this.payments.submit({
      appointmentId: dto.appointmentId,
      name,
      transactionId,
      now: this.clock.now(),
    });
    if (outcome === 'utr-used') {
      throw new ConflictError(
        'This UPI transaction ID has already been used for another appointment',
        'utr_used',
      );
    }
    if (outcome === 'locked') throw new ConflictError(BEING_VERIFIED, 'payment_pending');
    if (outcome === 'cancelled') throw new ConflictError(CANCELLED, 'appointment_cancelled');
    if (outcome === 'no-show') throw markedNoShow();
  }

  /** The receipt of the caller's own paid appointment; another's or an unknown id is not found. */
  async ownReceipt(userId: string, appointmentId: string): Promise<ReceiptFile> {
    return this.receiptOf(await this.appointments.findOwn(userId, appointmentId));
  }

  /** The receipt of any paid appointment, for staff. */
  async receipt(appointmentId: string): Promise<ReceiptFile> {
    const found = await this.appointments.findAny(appointmentId);
    if (!found.proof) {
      throw new NotFoundError('No payment details were submitted for this appointment', 'proof_not_found');
    }
    return this.receiptOf(found);
  }

  private async receiptOf({ appointment, doctor, proof, account, member }: DetailedAppointment) {
    // A receipt number is given only with the acceptance, so a proof without one is not paid.
    if (proof?.status !== 'accepted' || !proof.receiptNumber || !proof.receiptIssuedAt) {
      throw new ConflictError('This appointment is not paid yet, so it has no receipt', 'not_paid');
    }
    const pdf = await renderReceiptPdf({
      receiptNumber: proof.receiptNumber,
      issuedAt: proof.receiptIssuedAt,
      receivedFrom: account.name,
      patientName: member?.name ?? account.name,
      doctorName: doctor.name,
      speciality: doctor.speciality,
      slotDate: appointment.slotDate,
      slotTime: appointment.slotTime,
      amount: appointment.amount,
      utr: proof.transactionId,
      centreEmail: this.config.centreEmail,
    });
    return { fileName: receiptFileName(proof.receiptNumber), pdf };
  }

  async list(status: PaymentStatusValue | undefined, page: number, pageSize: number) {
    const wanted = status ?? 'pending';
    const [payments, counts] = await Promise.all([
      this.payments.listByStatus(wanted, pageSize, (page - 1) * pageSize),
      this.payments.countByStatus(),
    ]);
    return { status: wanted, payments, counts };
  }

  /** Pending proofs, and proofs of any status carrying one of `utrs`, for checking a bank statement. */
  proofsForStatement(utrs: string[], tx?: Executor) {
    return this.payments.listForStatement(utrs, tx);
  }

  /** Approves or rejects a pending proof, together with its audit entry; a second decision answers 409. */
  async decide(
    staffId: string,
    appointmentId: string,
    status: 'accepted' | 'rejected',
    reason: string | null,
  ): Promise<void> {
    const outcome = await this.settle(staffId, appointmentId, status, reason);
    if (outcome === 'no-proof') {
      throw new NotFoundError('No payment details were submitted for this appointment', 'proof_not_found');
    }
    if (outcome === 'cancelled') {
      throw new ConflictError(
        'This appointment has been cancelled, so its payment cannot be approved',
        'appointment_cancelled',
      );
    }
    if (outcome === 'already-decided') {
      throw new ConflictError('This payment has already been decided by someone else', 'already_decided');
    }
  }

  /**
   * Decides a pending proof in one transaction with its audit entry and mail, and
   * says what happened instead of throwing, for callers deciding many at once. With
   * `evidence`, the decision applies only while the proof still carries the UTR the
   * bank statement shows, and the audit entry names the statement.
   */
  async settle(
    staffId: string,
    appointmentId: string,
    status: 'accepted' | 'rejected',
    reason: string | null,
    evidence?: PaymentEvidence,
  ): Promise<DecideOutcome | 'no-proof'> {
    const { appointment, proof } = await this.appointments.findAny(appointmentId);
    if (!proof) return 'no-proof';
    // The approval mail's receipt is rendered in the transaction (see `loadReceiptLibraries`).
    if (status === 'accepted') await loadReceiptLibraries();
    const decided = await this.unit.run(async (tx) => {
      const outcome = await this.payments.decide(tx, {
        appointmentId,
        status,
        reason,
        staffId,
        now: this.clock.now(),
        ...(evidence ? { evidence } : {}),
      });
      if (outcome !== 'decided') return { outcome, mail: null };
      await this.audit.record(
        tx,
        { id: staffId },
        status === 'accepted' ? 'payment.approve' : 'payment.reject',
        { type: 'appointment', id: appointmentId },
        {
          transactionId: evidence?.utr ?? proof.transactionId,
          amount: appointment.amount,
          ...(reason ? { reason } : {}),
          ...(evidence ? { statementId: evidence.statementId } : {}),
        },
      );
      const kind = status === 'accepted' ? 'payment-approved' : 'payment-rejected';
      return { outcome, mail: await this.mails.queue(tx, kind, appointmentId) };
    });
    this.mails.deliverSoon(decided.mail);
    return decided.outcome;
  }
}
