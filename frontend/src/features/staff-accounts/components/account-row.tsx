import type { ConsoleAccount } from '@umang/common';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { table } from '@/components/ui/table';
import { formatDateIN } from '@/lib/format';
import { isOpen, roleLabel } from '../account-labels';
import { AccountActions } from './account-actions';
import { StateBadge } from './state-badge';

/** The row's heading cell, which takes focus when the row's own buttons go away. */
const rowHeadId = (id: string) => `console-account-${id}`;

/** One console account: who, their role, where the account stands, and what can be done with it. */
export function AccountRow({ account, isMe }: { account: ConsoleAccount; isMe: boolean }) {
  return (
    <tr className={table.row}>
      <th
        id={rowHeadId(account.id)}
        scope="row"
        tabIndex={-1}
        className={`${table.td} font-semibold break-words text-ink focus:outline-2 focus:-outline-offset-2 focus:outline-accent`}
      >
        {account.name}
        {isMe && (
          <>
            {' '}
            <span className="font-normal text-muted">(you)</span>
          </>
        )}
      </th>
      <td className={`${table.td} break-words`}>
        <BreakableEmail email={account.email} />
      </td>
      <td className={table.td}>{roleLabel(account)}</td>
      <td className={table.td}>
        <StateBadge account={account} />
      </td>
      <td className={`${table.td} whitespace-nowrap`}>
        <time dateTime={account.createdAt}>{formatDateIN(account.createdAt)}</time>
      </td>
      <td className={`${table.td} min-w-64`}>
        {isOpen(account) ? (
          <AccountActions
            account={account}
            isMe={isMe}
            onDisabled={() => document.getElementById(rowHeadId(account.id))?.focus()}
          />
        ) : (
          <span className="text-muted">None: disabling is final</span>
        )}
      </td>
    </tr>
  );
}
