import type { PaymentStatus } from '@umang/common';
import { Button } from '@/components/ui/button';

const EMPTY: Record<PaymentStatus, { title: string; detail: string }> = {
  pending: {
    title: 'No payments waiting for a decision.',
    detail: 'New proofs appear here as soon as a patient submits their UPI details.',
  },
  accepted: {
    title: 'No accepted payments yet.',
    detail: 'Payments you approve move here, so you can look them up later.',
  },
  rejected: {
    title: 'No rejected payments.',
    detail: 'Payments you reject move here together with the reason the patient was given.',
  },
};

/** Skeleton rows in the table's shape, so the screen does not jump when the rows arrive. */
export function PaymentsLoading() {
  return (
    <div aria-busy="true" className="rounded-2xl border border-slate-200 bg-white p-4">
      <p role="status" className="text-base text-muted">
        Loading payments…
      </p>
      <div aria-hidden="true" className="mt-4 space-y-3">
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-16 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}

export function PaymentsEmpty({ status }: { status: PaymentStatus }) {
  const { title, detail } = EMPTY[status];
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="mt-2 text-base text-muted">{detail}</p>
    </div>
  );
}

export function PaymentsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
      <p className="text-base font-semibold text-red-900">The payments could not be loaded.</p>
      <p className="mt-1 text-base text-red-900">{message}</p>
      <Button variant="secondary" onClick={onRetry} className="mt-4">
        Retry
      </Button>
    </div>
  );
}
