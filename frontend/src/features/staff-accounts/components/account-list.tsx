import { useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, LoadError, Loading } from '@/components/ui/load-states';
import { errorMessage, LOAD_FAILED } from '@/lib/show-error';
import { useConsoleMe } from '@/lib/use-console-me';
import { accountsQuery } from '../api/get-accounts';
import { AccountRow } from './account-row';

// Two columns, so a phone shows each account whole without scrolling sideways.
const COLUMNS = ['Name', 'Account'];

/** Every console account, disabled ones included. */
export function AccountList() {
  const query = useQuery(accountsQuery());
  const me = useConsoleMe().data;

  // A list already shown stays when a refresh fails; only a list that never arrived shows the error.
  if (!query.data && query.error && !query.isFetching)
    return (
      <LoadError
        message={errorMessage(query.error, { fallback: LOAD_FAILED })}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Loading>Loading the accounts…</Loading>;
  const { accounts } = query.data;
  if (accounts.length === 0)
    return <EmptyState>No console accounts yet. Add the first one below.</EmptyState>;

  return (
    <DataTable
      caption="Console accounts"
      columns={COLUMNS}
      // Two columns fit a phone: no minimum width, so the box never needs scrolling.
      tableClassName="min-w-0!"
      aria-busy={query.isFetching}
    >
      {accounts.map((account) => (
        <AccountRow key={account.id} account={account} isMe={account.id === me?.id} />
      ))}
    </DataTable>
  );
}
