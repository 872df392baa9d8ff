import type { ConsoleAccount } from '@umang/common';
import { type StateTone, stateLabel } from '../account-labels';

const TONES: Record<StateTone, string> = {
  waiting: 'border-amber-300 bg-amber-50 text-amber-900',
  ok: 'border-green-300 bg-green-50 text-green-900',
  closed: 'border-slate-300 bg-slate-100 text-slate-700',
};

/** Where the account stands, in words (colour only repeats them). */
export function StateBadge({ account }: { account: ConsoleAccount }) {
  const { text, tone, detail } = stateLabel(account);
  return (
    <>
      <span
        className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[tone]}`}
      >
        {text}
      </span>
      {detail && <p className="mt-1 text-sm text-muted">{detail}</p>}
    </>
  );
}
