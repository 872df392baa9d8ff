import type { ConsoleAccount } from '@umang/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endedSession, errorMessage } from '@/lib/show-error';
import { toast } from '@/lib/toast';
import { disableAccount, sendAccountCode } from '../api/account-requests';
import { replaceAccount } from '../api/get-accounts';
import { ACCOUNT_MESSAGES } from '../messages';

/**
 * Send a new code and Disable for one account. A refusal (the last admin, the minute
 * between codes) stays beside the row's buttons, where the admin is looking, until the
 * next try; an ended session says nothing, as the console shows its login.
 */
export function useAccountActions(account: ConsoleAccount) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const refused = (err: unknown) => {
    if (!endedSession(err)) setProblem(errorMessage(err, { fallback: ACCOUNT_MESSAGES.actionFailed }));
  };

  const sendCode = useMutation({
    mutationFn: () => sendAccountCode(account.id),
    onMutate: () => setProblem(null),
    onSuccess: (answer) => {
      toast.success(ACCOUNT_MESSAGES.codeSent(answer.account.email));
      // Never rejects: a refetch that fails leaves the row as the server's answer left it.
      void replaceAccount(queryClient, answer.account);
    },
    onError: refused,
  });

  const disable = useMutation({
    mutationFn: () => disableAccount(account.id),
    onMutate: () => setProblem(null),
    onSuccess: (answer) => {
      toast.success(ACCOUNT_MESSAGES.disabled(answer.account.name));
      // As above: the row shows the server's answer whatever the refetch does.
      void replaceAccount(queryClient, answer.account);
    },
    onError: refused,
  });

  return {
    problem,
    sending: sendCode.isPending,
    sendCode: () => sendCode.mutate(),
    disabling: disable.isPending,
    /** Resolves true once the server has disabled the account. */
    disable: () =>
      disable.mutateAsync().then(
        () => true,
        () => false,
      ),
  };
}
