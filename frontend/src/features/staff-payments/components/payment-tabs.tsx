import { PAYMENT_STATUSES, type PaymentCounts, type PaymentStatus } from '@umang/common';
import { type KeyboardEvent, useRef } from 'react';

export const TAB_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export const tabId = (status: PaymentStatus) => `payments-tab-${status}`;
export const PANEL_ID = 'payments-panel';

interface PaymentTabsProps {
  selected: PaymentStatus;
  /** Null until the first answer: the tabs then show their names without numbers. */
  counts: PaymentCounts | null;
  onSelect: (status: PaymentStatus) => void;
}

/** Where arrow keys, Home and End move the focus from tab `index` (wrapping round). */
function targetIndex(key: string, index: number): number | null {
  const last = PAYMENT_STATUSES.length - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * Pending / Accepted / Rejected as a WAI-ARIA tab list: one Tab stop, arrow keys
 * (and Home/End) move between tabs and open them at once.
 */
export function PaymentTabs({ selected, counts, onSelect }: PaymentTabsProps) {
  const refs = useRef<Partial<Record<PaymentStatus, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = targetIndex(event.key, index);
    if (next === null) return;
    event.preventDefault();
    const status = PAYMENT_STATUSES[next]!;
    onSelect(status);
    refs.current[status]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Payments by decision"
      className="flex gap-1 overflow-x-auto border-b border-slate-300"
    >
      {PAYMENT_STATUSES.map((status, index) => {
        const active = status === selected;
        return (
          <button
            key={status}
            ref={(node) => {
              refs.current[status] = node;
            }}
            type="button"
            role="tab"
            id={tabId(status)}
            aria-selected={active}
            aria-controls={active ? PANEL_ID : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(status)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px shrink-0 rounded-t-lg border-b-4 focus-visible:-outline-offset-4 px-3 py-3 sm:px-4 text-base font-semibold whitespace-nowrap ${
              active
                ? 'border-primary text-primary-dark'
                : 'border-transparent text-muted hover:bg-primary-soft hover:text-ink'
            }`}
          >
            {TAB_LABELS[status]}
            {counts && ` (${counts[status]})`}
          </button>
        );
      })}
    </div>
  );
}
