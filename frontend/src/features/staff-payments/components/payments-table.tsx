import type { PaymentStatus, StaffPaymentRow } from '@umang/common';
import { DataTable } from '@/components/ui/data-table';
import type { Decision } from '../api/decide-payment';
import type { DecisionOutcome } from '../hooks/use-payments';
import { PaymentRow } from './payment-row';
import { TAB_LABELS } from './payment-tabs';

const COMMON_COLUMNS = ['Patient', 'Appointment', 'Payment'];
const EXTRA_COLUMNS: Record<PaymentStatus, string[]> = {
  pending: ['Submitted', 'Decision'],
  accepted: ['Dates', 'Receipt'],
  rejected: ['Dates', 'Reason'],
};

interface PaymentsTableProps {
  status: PaymentStatus;
  payments: StaffPaymentRow[];
  /** The proof a link asked for (`?proof=`): marked and focusable. */
  found: string | null;
  busy: ReadonlySet<string>;
  /** Approvals waiting for Undo, with their seconds left. */
  held: ReadonlyMap<string, number>;
  onApprove: (id: string) => void;
  onUndo: (id: string) => void;
  onDecide: (id: string, decision: Decision) => Promise<DecisionOutcome>;
}

/** The proofs of one tab; scrolls sideways inside its box on narrow screens. */
export function PaymentsTable({
  status,
  payments,
  found,
  busy,
  held,
  onApprove,
  onUndo,
  onDecide,
}: PaymentsTableProps) {
  const columns = [...COMMON_COLUMNS, ...EXTRA_COLUMNS[status]];
  return (
    <DataTable caption={`${TAB_LABELS[status]} payments`} columns={columns}>
      {payments.map((payment) => (
        <PaymentRow
          key={payment.appointmentId}
          payment={payment}
          columns={columns.length}
          found={payment.appointmentId === found}
          busy={busy.has(payment.appointmentId)}
          held={held.get(payment.appointmentId)}
          onApprove={onApprove}
          onUndo={onUndo}
          onDecide={onDecide}
        />
      ))}
    </DataTable>
  );
}
