import type { PaymentCounts, PaymentStatus, StaffPaymentsResponse } from '@umang/common';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type Decision, decidePayment } from '../api/decide-payment';
import { getPayments } from '../api/get-payments';
import { usePendingCountStore } from '../pending-count-store';

export const CONFLICT_MESSAGE = 'Someone else already decided this payment. The list has been refreshed.';
const LOAD_FALLBACK = 'We could not load the payments.';
const DECIDE_FALLBACK = 'We could not save your decision. Please try again.';

/** How a decision ended: saved, beaten by another staff member, or refused/failed. */
export type DecisionOutcome = 'done' | 'conflict' | 'failed';

/** The answer without the decided row, its count moved from pending to its new tab. */
function withoutRow(answer: StaffPaymentsResponse, id: string, to: PaymentStatus): StaffPaymentsResponse {
  if (!answer.payments.some((p) => p.appointmentId === id)) return answer;
  const counts: PaymentCounts = {
    ...answer.counts,
    pending: Math.max(0, answer.counts.pending - 1),
    [to]: answer.counts[to] + 1,
  };
  return { ...answer, counts, payments: answer.payments.filter((p) => p.appointmentId !== id) };
}

const messageOf = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;

/**
 * One page of payment proofs in one state. The last answer stays on screen
 * while a refresh runs, so a decision or the Refresh button never blanks the table.
 */
export function usePayments(status: PaymentStatus, page: number) {
  const [answer, setAnswer] = useState<StaffPaymentsResponse | null>(null);
  const [settled, setSettled] = useState<{ key: string; error?: string } | null>(null);
  const [reloads, setReloads] = useState(0);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const setPendingCount = usePendingCountStore((s) => s.set);
  const key = `${status}|${page}|${reloads}`;

  useEffect(() => {
    const controller = new AbortController();
    getPayments(status, page, controller.signal).then(
      (next) => {
        setAnswer(next);
        setSettled({ key });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, error: messageOf(err, LOAD_FALLBACK) });
      },
    );
    return () => controller.abort();
  }, [key, status, page]);

  // Every answer and every decision changes the counts; the navigation badge follows them.
  const pending = answer?.counts.pending;
  useEffect(() => {
    if (pending !== undefined) setPendingCount(pending);
  }, [pending, setPendingCount]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const decide = useCallback(
    async (id: string, decision: Decision): Promise<DecisionOutcome> => {
      setBusy((ids) => new Set(ids).add(id));
      try {
        const { message } = await decidePayment(id, decision);
        toast.success(message);
        setAnswer((a) => a && withoutRow(a, id, decision.kind === 'approve' ? 'accepted' : 'rejected'));
        reload();
        return 'done';
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 409) {
          toast.error(CONFLICT_MESSAGE);
          reload();
          return 'conflict';
        }
        toast.error(messageOf(err, DECIDE_FALLBACK));
        return 'failed';
      } finally {
        setBusy((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        });
      }
    },
    [reload],
  );

  const current = answer && answer.status === status && answer.page === page ? answer : null;
  return {
    /** The rows of this tab and page; null until they first arrive. */
    current,
    /** Counts of all three tabs from the latest answer, whichever tab it was for. */
    counts: answer?.counts ?? null,
    error: settled?.key === key ? (settled.error ?? null) : null,
    refreshing: settled?.key !== key,
    busy,
    reload,
    decide,
  };
}
