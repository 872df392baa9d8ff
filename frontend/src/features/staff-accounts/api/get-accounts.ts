import type { ConsoleAccount, ConsoleAccountsResponse } from '@umang/common';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { staffApi } from '@/lib/staff-api';

/** GET /api/admin/accounts (admin): every console account, disabled ones included. */
export const accountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.staff.accounts(),
    queryFn: ({ signal }) => staffApi.get<ConsoleAccountsResponse>('/api/admin/accounts', signal),
  });

/**
 * Puts the server's copy of one account in the list at once, then asks for the list
 * again, since another admin may have changed other accounts meanwhile.
 */
export function replaceAccount(client: QueryClient, account: ConsoleAccount): Promise<void> {
  client.setQueryData<ConsoleAccountsResponse>(
    queryKeys.staff.accounts(),
    (answer) =>
      answer && { ...answer, accounts: answer.accounts.map((a) => (a.id === account.id ? account : a)) },
  );
  return client.invalidateQueries({ queryKey: queryKeys.staff.accounts() });
}
