import type { PaymentProof, StaffAppointment } from '@umang/common';
import { formatDateTimeIN, formatRupees } from '@/lib/format';
import { DetailItem, DetailSection } from './detail-list';

const PROOF_WORDS: Record<PaymentProof['status'], string> = {
  pending: 'Waiting for a decision',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

function NoProof({ appointment }: { appointment: StaffAppointment }) {
  return (
    <DetailItem term="Payment proof">
      {appointment.payment ? 'Paid, with no UPI proof on record' : 'None sent yet'}
    </DetailItem>
  );
}

/** The fee, and the UPI proof as staff match it against the bank: who paid, the UTR, its decision. */
export function PaymentSection({ appointment }: { appointment: StaffAppointment }) {
  const proof = appointment.paymentProof;
  return (
    <DetailSection title="Payment">
      <DetailItem term="Fee">
        <span className="figures">{formatRupees(appointment.amount)}</span>
      </DetailItem>
      {appointment.holdExpiresAt && (
        <DetailItem term="Released if unpaid by">{formatDateTimeIN(appointment.holdExpiresAt)}</DetailItem>
      )}
      {proof ? (
        <>
          <DetailItem term="Payment proof">{PROOF_WORDS[proof.status]}</DetailItem>
          <DetailItem term="Paid from (UPI name)">{proof.name}</DetailItem>
          <DetailItem term="UTR">
            <span className="font-mono font-semibold tracking-wide">{proof.transactionId}</span>
          </DetailItem>
          <DetailItem term="Sent">{formatDateTimeIN(proof.submittedAt)}</DetailItem>
          {proof.reviewedAt && <DetailItem term="Decided">{formatDateTimeIN(proof.reviewedAt)}</DetailItem>}
          {proof.reason && <DetailItem term="Reason given">{proof.reason}</DetailItem>}
          {proof.receiptNumber && (
            <DetailItem term="Receipt no.">
              <span className="figures">{proof.receiptNumber}</span>
            </DetailItem>
          )}
        </>
      ) : (
        <NoProof appointment={appointment} />
      )}
    </DetailSection>
  );
}
