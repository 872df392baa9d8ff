import type { DashboardResponse } from '@umang/common';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { formatWaiting } from '../format';

/** The payment proofs awaiting a decision now, how long the oldest has waited, and the way to them. */
export function PendingProofs({ proofs }: { proofs: DashboardResponse['pendingProofs'] }) {
  const { count, oldestMinutes } = proofs;
  return (
    <div>
      <p className="figures text-4xl font-bold text-ink">{count}</p>
      <p className="text-base text-ink">
        {count === 0
          ? 'No payment proofs waiting.'
          : `${count === 1 ? 'proof' : 'proofs'} waiting for a decision`}
      </p>
      {oldestMinutes !== null && count > 0 && (
        <p className="mt-1 text-base font-semibold text-primary-dark">
          Oldest waiting {formatWaiting(oldestMinutes)}
        </p>
      )}
      <Link to="/admin/payments" className={buttonClass('secondary', 'mt-4', 'sm')}>
        {count === 0 ? 'Open payments' : 'Review payments'}
      </Link>
    </div>
  );
}
