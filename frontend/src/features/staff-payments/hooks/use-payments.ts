import type { PaymentCounts, PaymentStatus, StaffPaymentsResponse } from '@umang/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { LEFT_VIEW_GC_MS } from '@/lib/query-client';
import { queryKeys, refreshPaymentQueue } from '@/lib/query-keys';
import { errorMessage, showError } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { type Decision, decidePayment } from '../api/decide-payment';
import { getPayments } from '../api/get-payments';
import { QUEUE_REFRESH_MS } from './queue-refresh';

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

/**
 * A decision changes the proofs' lists and counts and the appointment it pays for
 * (everywhere they are cached), so they are fetched again.
 */
function useDecideMutation() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void refreshPaymentQueue(queryClient);
    void queryClient.invalidateQueries({ queryKey: queryKeys.staff.appointments() });
  };
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) => decidePayment(id, decision),
    onSuccess: refresh,
    // Someone else decided first: the list shows what they decided.
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409) refresh();
    },
  });
}

/**
 * One page of payment proofs in one state. The last answer stays on screen
 * while a refresh runs, so a decision or the Refresh button never blanks the table.
 */
export function usePayments(status: PaymentStatus, page: number) {
  const queryClient = useQueryClient();
  const view = queryKeys.staff.payments({ status, page });
  const {
    data: answer,
    error,
    isFetching,
    refetch,
  } = useQuery({
    queryKey: view,
    queryFn: ({ signal }) => getPayments(status, page, signal),
    placeholderData: keepPreviousData,
    gcTime: LEFT_VIEW_GC_MS,
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
  const { mutateAsync } = useDecideMutation();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  // Every answer and every decision changes the counts; the navigation badge follows them.
  const pending = answer?.counts.pending;
  useEffect(() => {
    if (pending !== undefined) queryClient.setQueryData(queryKeys.staff.pendingCount(), pending);
  }, [pending, queryClient]);

  const reload = useCallback(() => void refetch(), [refetch]);

  const decide = useCallback(
    async (id: string, decision: Decision): Promise<DecisionOutcome> => {
      setBusy((ids) => new Set(ids).add(id));
      try {
        const { message } = await mutateAsync({ id, decision });
        toast.success(message);
        const to = decision.kind === 'approve' ? 'accepted' : 'rejected';
        queryClient.setQueryData<StaffPaymentsResponse>(view, (a) => a && withoutRow(a, id, to));
        return 'done';
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 409) {
          toast.error(CONFLICT_MESSAGE);
          return 'conflict';
        }
        showError(err, { fallback: DECIDE_FALLBACK });
        return 'failed';
      } finally {
        setBusy((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        });
      }
    },
    [mutateAsync, queryClient, view],
  );

  const current = answer && answer.status === status && answer.page === page ? answer : null;
  return {
    /** The rows of this tab and page; null until they first arrive. */
    current,
    /** Counts of all three tabs from the latest answer, whichever tab it was for. */
    counts: answer?.counts ?? null,
    // The failure of the latest request, once no newer one is on its way.
    error: error && !isFetching ? errorMessage(error, { fallback: LOAD_FALLBACK }) : null,
    refreshing: isFetching,
    busy,
    reload,
    decide,
  };
}
