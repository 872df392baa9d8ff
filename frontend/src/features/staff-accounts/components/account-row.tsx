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
        className={`${table.td} w-2/5 text-left font-semibold break-words text-ink focus:outline-2 focus:-outline-offset-2 focus:outline-accent`}
      >
        {account.name}
        {isMe && (
          <>
            {' '}
            <span className="font-normal text-muted">(you)</span>
          </>
        )}
      </th>
      <td className={`${table.td} space-y-3 break-words`}>
        <div className="space-y-1">
          <BreakableEmail email={account.email} />
          <p>{roleLabel(account)}</p>
          <p className="text-sm text-muted">
            Created <time dateTime={account.createdAt}>{formatDateIN(account.createdAt)}</time>
          </p>
        </div>
        <StateBadge account={account} />
        {isOpen(account) ? (
          <AccountActions
            account={account}
            isMe={isMe}
            onDisabled={() => document.getElementById(rowHeadId(account.id))?.focus()}
          />
        ) : (
          <p className="text-muted">No actions: disabling is final</p>
        )}
      </td>
    </tr>
  );
}
