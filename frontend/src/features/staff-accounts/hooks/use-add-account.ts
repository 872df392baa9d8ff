import type { ConsoleAccount, ErrorCode } from '@umang/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { endedSession, errorMessage } from '@/lib/show-error';
import {
  ACCOUNT_FIELDS,
  type AccountField,
  accountFieldId,
  accountProblems,
  toCreateRequest,
} from '../account-form';
import { createAccount } from '../api/account-requests';
import { ACCOUNT_MESSAGES } from '../messages';
import { useAccountValues } from './use-account-values';

/** The refusals that are about one field, so they are shown at it. */
const FIELD_OF: Partial<Record<ErrorCode, AccountField>> = {
  email_taken: 'email',
  invalid_email: 'email',
  doctor_has_account: 'doctorId',
  doctor_not_found: 'doctorId',
};

/** Which field a refusal belongs to: by its code, or any 409 (the e-mail already has an account). */
function fieldOf(err: unknown): AccountField | undefined {
  if (!(err instanceof ApiRequestError)) return undefined;
  return (err.code && FIELD_OF[err.code]) ?? (err.status === 409 ? 'email' : undefined);
}

const focusField = (field: AccountField) => document.getElementById(accountFieldId(field))?.focus();

/** The Add an account form: its values, the problems found here or by the server, and the account made. */
export function useAddAccount() {
  const queryClient = useQueryClient();
  const { values, problems, setProblems, change, clear } = useAccountValues();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<ConsoleAccount | null>(null);
  const mutation = useMutation({ mutationFn: createAccount });

  function refused(err: unknown) {
    if (endedSession(err)) return;
    const message = errorMessage(err, { fallback: ACCOUNT_MESSAGES.createFailed });
    const field = fieldOf(err);
    if (!field) return setFailure(message);
    setProblems({ [field]: message });
    focusField(field);
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = accountProblems(values);
    setProblems(found);
    setFailure(null);
    const first = ACCOUNT_FIELDS.find((field) => found[field]);
    if (first) return focusField(first);
    setCreated(null);
    mutation.mutate(toCreateRequest(values), {
      onSuccess: ({ account }) => {
        clear();
        setCreated(account);
        // Never rejects: a refetch that fails leaves the list as it was.
        void queryClient.invalidateQueries({ queryKey: queryKeys.staff.accounts() });
      },
      onError: refused,
    });
  }

  return { values, problems, failure, created, pending: mutation.isPending, change, submit };
}
