import { PAYMENT_STATUSES, type PaymentStatus } from '@umang/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConsolePage } from '@/components/layout/console-page';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { type Decision, sendApprovalOnLeave } from '../api/decide-payment';
import { PAYMENTS_PAGE_SIZE } from '../api/get-payments';
import { UNDO_SECONDS, useHeldApprovals } from '../hooks/use-held-approvals';
import { usePayments } from '../hooks/use-payments';
import { useProofTarget } from '../hooks/use-proof-target';
import { PANEL_ID, PaymentTabs, tabId } from './payment-tabs';
import { PaymentsEmpty, PaymentsError, PaymentsLoading } from './payments-states';
import { PaymentsTable } from './payments-table';
import { ProofNotice } from './proof-notice';
import { STATEMENT_PANEL_ID, StatementImportPanel } from './statement-import-panel';

const isStatus = (value: string | null): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly (string | null)[]).includes(value);

/** The tab and page live in the URL (?status=accepted&page=2) so a reload or a shared link keeps them. */
function readView(params: URLSearchParams) {
  const raw = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { status: isStatus(raw) ? raw : 'pending', page: page > 0 ? page : 1 } as const;
}

function viewParams(status: PaymentStatus, page: number, proof?: string): Record<string, string> {
  return {
    ...(status === 'pending' ? {} : { status }),
    ...(page > 1 ? { page: String(page) } : {}),
    ...(proof ? { proof } : {}),
  };
}

/** /admin: staff match each UPI proof against the bank statement and approve or reject it. */
export function PaymentsScreen() {
  const [params, setParams] = useSearchParams();
  const { status, page } = readView(params);
  const { current, counts, error, refreshing, busy, reload, decide } = usePayments(status, page);
  const panelRef = useRef<HTMLDivElement>(null);
  const show = useCallback(
    (next: PaymentStatus, nextPage = 1, proof?: string) =>
      setParams(viewParams(next, nextPage, proof), { replace: true }),
    [setParams],
  );
  const { found, notice } = useProofTarget({
    raw: params.get('proof'),
    status,
    page,
    current,
    panelRef,
    show,
  });
  const [importing, setImporting] = useState(false);
  const importButton = useRef<HTMLButtonElement>(null);
  const closeImport = () => {
    setImporting(false);
    requestAnimationFrame(() => importButton.current?.focus());
  };

  // After a decision the row is gone: keep the keyboard in the list instead of on <body>.
  const onDecide = useCallback(
    async (id: string, decision: Decision) => {
      const outcome = await decide(id, decision);
      if (outcome !== 'failed') panelRef.current?.focus();
      return outcome;
    },
    [decide],
  );

  // A held approval is sent when its Undo window ends. If the keyboard was still on that
  // row (its Undo button), it stays in the list once the row is gone.
  const commit = useCallback(
    (id: string) => {
      const row = document.activeElement?.closest('[data-appointment]');
      const focusWasHere = row?.getAttribute('data-appointment') === id;
      void decide(id, { kind: 'approve' }).then((outcome) => {
        if (outcome !== 'failed' && focusWasHere) panelRef.current?.focus();
      });
    },
    [decide],
  );
  const { secondsLeft, hold, undo } = useHeldApprovals({ commit, sendOnLeave: sendApprovalOnLeave });
  const [said, setSaid] = useState('');
  const nameOf = (id: string) =>
    current?.payments.find((p) => p.appointmentId === id)?.patient.name ?? 'the patient';
  const approve = (id: string) => {
    hold(id);
    setSaid(`Payment of ${nameOf(id)} approved. You can undo it for ${UNDO_SECONDS} seconds.`);
  };
  const undoApproval = (id: string) => {
    if (undo(id)) setSaid(`Approval undone. The payment of ${nameOf(id)} is still pending.`);
  };

  // Deciding the last row of the last page leaves that page empty: step back to one with rows.
  const total = counts?.[status];
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / PAYMENTS_PAGE_SIZE));
  useEffect(() => {
    if (current && page > lastPage) show(status, lastPage);
  }, [current, page, lastPage, show, status]);

  return (
    <ConsolePage
      title="Payments"
      lead="Check each UPI transaction ID against the bank statement, then approve or reject it."
      actions={
        <>
          <Button
            ref={importButton}
            variant="secondary"
            aria-expanded={importing}
            aria-controls={importing ? STATEMENT_PANEL_ID : undefined}
            onClick={() => (importing ? closeImport() : setImporting(true))}
          >
            Import bank statement
          </Button>
          <Button variant="secondary" onClick={reload}>
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
        </>
      }
    >
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {importing && <StatementImportPanel onClose={closeImport} />}
      <ProofNotice notice={notice} />
      <PaymentTabs selected={status} counts={counts} onSelect={(next) => show(next)} />
      <div
        ref={panelRef}
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(status)}
        aria-busy={refreshing}
        tabIndex={0}
        className="mt-6 rounded-2xl focus:outline-none focus-visible:outline-2"
      >
        {error ? (
          <PaymentsError message={error} onRetry={reload} />
        ) : !current ? (
          <PaymentsLoading />
        ) : current.payments.length === 0 ? (
          <PaymentsEmpty status={status} />
        ) : (
          <>
            <PaymentsTable
              status={status}
              payments={current.payments}
              found={found}
              busy={busy}
              held={secondsLeft}
              onApprove={approve}
              onUndo={undoApproval}
              onDecide={onDecide}
            />
            <Pagination
              page={page}
              pageSize={PAYMENTS_PAGE_SIZE}
              total={total}
              onPage={(next) => show(status, next)}
              noun="payments"
            />
          </>
        )}
      </div>
    </ConsolePage>
  );
}
