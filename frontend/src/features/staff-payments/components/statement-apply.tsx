import type { StatementApplyResponse, StatementImportResponse } from '@umang/common';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

interface StatementApplyProps {
  answer: StatementImportResponse;
  applying: boolean;
  result: StatementApplyResponse | null;
  error: string | null;
  onApply: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Who a skipped proof is about, from the preview the staff member is looking at. */
function nameOf(answer: StatementImportResponse, id: string): string {
  const proof =
    answer.matched.find((m) => m.appointmentId === id) ??
    answer.amountMismatch.find((m) => m.appointmentId === id) ??
    answer.notOnStatement.find((m) => m.appointmentId === id);
  return proof?.patientName ?? 'A proof';
}

function ApplyResult({
  answer,
  result,
}: {
  answer: StatementImportResponse;
  result: StatementApplyResponse;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The Approve button is gone: the keyboard lands on what happened instead of on <body>.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 focus:outline-none focus-visible:outline-2"
    >
      <p className="text-base font-semibold text-emerald-900">
        {plural(result.approved, 'payment', 'payments')} approved.
        {result.skipped > 0 && ` ${plural(result.skipped, 'proof was', 'proofs were')} left alone:`}
      </p>
      {result.skippedProofs.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-base text-ink">
          {result.skippedProofs.map((s) => (
            <li key={s.appointmentId}>
              <span className="font-semibold">{nameOf(answer, s.appointmentId)}</span>: {s.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Approve N matched" in one click, then what was approved and why any proof was left alone. */
export function StatementApply({ answer, applying, result, error, onApply }: StatementApplyProps) {
  if (result) return <ApplyResult answer={answer} result={result} />;
  const count = answer.matched.length;
  return (
    <div className="mt-4">
      <Button onClick={onApply} disabled={count === 0 || applying} aria-busy={applying || undefined}>
        {applying ? 'Approving…' : `Approve ${count} matched`}
      </Button>
      {count > 0 && !applying && (
        <p className="mt-2 text-sm text-muted">
          Each patient is told by e-mail, as when you approve one by one.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 text-base font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
