import type { StatementApplyResponse } from '@umang/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, refreshPaymentQueue } from '@/lib/query-keys';
import { endedSession, errorMessage } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { applyStatement } from '../api/import-statement';
import { STATEMENT_MESSAGES } from '../statement-rules';

/**
 * Approves the matched proofs of one imported statement. Like a single approval it
 * changes the queue, its count and the appointments they pay for, so those are fetched again.
 */
export function useStatementApply() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ statementId, ids }: { statementId: string; ids: readonly string[] }) =>
      applyStatement(statementId, ids),
    onSettled: () => {
      void refreshPaymentQueue(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff.appointments() });
    },
    onSuccess: (answer: StatementApplyResponse) => {
      toast.success(answer.message || `Approved ${answer.approved} payments`);
    },
  });
  const { error } = mutation;
  return {
    apply: (statementId: string, ids: readonly string[]) => mutation.mutate({ statementId, ids }),
    applying: mutation.isPending,
    result: mutation.data ?? null,
    // A 401 ended the session and said so; anything else is said in the panel.
    error:
      error && !endedSession(error)
        ? errorMessage(error, { fallback: STATEMENT_MESSAGES.applyFailed })
        : null,
    reset: mutation.reset,
  };
}
