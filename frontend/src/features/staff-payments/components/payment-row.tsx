import type { StaffPaymentRow } from '@umang/common';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { table } from '@/components/ui/table';
import type { Decision } from '../api/decide-payment';
import type { DecisionOutcome } from '../hooks/use-payments';
import { HeldApproval } from './held-approval';
import { ReceiptCell } from './receipt-cell';
import { RejectForm } from './reject-form';
import { AppointmentCell, DatesCell, PatientCell, PaymentCell } from './payment-cells';

interface PaymentRowProps {
  payment: StaffPaymentRow;
  columns: number;
  /** The proof a link led to: marked, and focusable so the keyboard can be put on it. */
  found?: boolean;
  busy: boolean;
  /** Seconds left to undo its approval; undefined when no approval is held. */
  held: number | undefined;
  onApprove: (id: string) => void;
  onUndo: (id: string) => void;
  onDecide: (id: string, decision: Decision) => Promise<DecisionOutcome>;
}

/** One proof: who, which appointment, the UTR to check and, while pending, the decision buttons. */
export function PaymentRow({
  payment,
  columns,
  found,
  busy,
  held,
  onApprove,
  onUndo,
  onDecide,
}: PaymentRowProps) {
  const [rejecting, setRejecting] = useState(false);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const approveRef = useRef<HTMLButtonElement>(null);
  const id = payment.appointmentId;
  const pending = payment.status === 'pending';
  const who = <span className="sr-only"> the payment of {payment.patient.name}</span>;

  async function reject(reason: string) {
    const outcome = await onDecide(id, { kind: 'reject', reason });
    return outcome === 'done';
  }

  function undo() {
    onUndo(id);
    // The Undo button is gone: the keyboard goes back to Approve, where it started.
    requestAnimationFrame(() => approveRef.current?.focus());
  }

  function closeForm() {
    setRejecting(false);
    rejectRef.current?.focus();
  }

  return (
    <>
      <tr
        className={found ? `${table.row} ${table.found}` : table.row}
        aria-busy={busy || undefined}
        aria-current={found || undefined}
        tabIndex={found ? -1 : undefined}
        data-appointment={id}
      >
        <PatientCell patient={payment.patient} account={payment.account} />
        <AppointmentCell payment={payment} />
        <PaymentCell payment={payment} />
        <DatesCell payment={payment} />
        {pending && held !== undefined ? (
          <td className={table.td}>
            <HeldApproval patientName={payment.patient.name} secondsLeft={held} onUndo={undo} />
          </td>
        ) : pending ? (
          <td className={table.td}>
            <div className="flex flex-col gap-2">
              <Button ref={approveRef} disabled={busy} onClick={() => onApprove(id)}>
                Approve{who}
              </Button>
              <Button
                ref={rejectRef}
                variant="danger-outline"
                disabled={busy}
                aria-expanded={rejecting}
                onClick={() => setRejecting(true)}
              >
                Reject{who}
              </Button>
            </div>
          </td>
        ) : payment.status === 'rejected' ? (
          <td className={`${table.td} min-w-48`}>{payment.reason}</td>
        ) : (
          <ReceiptCell payment={payment} />
        )}
      </tr>
      {pending && rejecting && held === undefined && (
        <tr>
          <td colSpan={columns} className="pb-4">
            {/* Sticky at the box's left edge: on a phone the table is scrolled to the Reject button
                when the form opens, and the form must be in view, not at the table's far left. */}
            <div className="sticky left-0 w-[min(44rem,calc(100vw-2.5rem))] px-4 sm:w-[min(44rem,calc(100vw-4.5rem))]">
              <RejectForm
                appointmentId={id}
                patientName={payment.patient.name}
                busy={busy}
                onReject={reject}
                onCancel={closeForm}
              />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
