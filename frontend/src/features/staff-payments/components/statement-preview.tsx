import type { StatementApplyResponse, StatementImportResponse } from '@umang/common';
import { useEffect, useRef } from 'react';
import { formatBankDay } from '../format';
import { DuplicatesGroup, UnclaimedGroup } from './statement-credit-groups';
import { AmountMismatchGroup, MatchedGroup, NotOnStatementGroup } from './statement-groups';
import { StatementApply } from './statement-apply';

interface StatementPreviewProps {
  answer: StatementImportResponse;
  apply: { applying: boolean; result: StatementApplyResponse | null; error: string | null };
  onApply: () => void;
}

const count = (n: number, noun: string) => `${n.toLocaleString('en-IN')} ${noun}${n === 1 ? '' : 's'}`;

/** What the statement says about each pending proof, group by group. */
export function StatementPreview({ answer, apply, onApply }: StatementPreviewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new preview: the keyboard and screen readers start at its top, not where the upload was.
  useEffect(() => headingRef.current?.focus(), [answer]);
  return (
    <section aria-labelledby="statement-preview-title" className="mt-8 border-t border-slate-200 pt-6">
      <h3
        id="statement-preview-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold wrap-anywhere text-ink focus:outline-none"
      >
        {answer.fileName}
      </h3>
      <p className="figures mt-1 text-base text-muted">
        {formatBankDay(answer.from)} to {formatBankDay(answer.to)} · {count(answer.rows, 'transaction')},{' '}
        {count(answer.credits, 'credit')}
      </p>
      <MatchedGroup matched={answer.matched} />
      <StatementApply
        answer={answer}
        applying={apply.applying}
        result={apply.result}
        error={apply.error}
        onApply={onApply}
      />
      <AmountMismatchGroup amountMismatch={answer.amountMismatch} />
      <NotOnStatementGroup notOnStatement={answer.notOnStatement} />
      <DuplicatesGroup duplicates={answer.duplicates} />
      <UnclaimedGroup unclaimed={answer.unclaimed} />
    </section>
  );
}
