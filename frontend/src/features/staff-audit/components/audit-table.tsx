import { useEffect } from 'react';
import type { AuditEntry } from '@umang/common';
import { table } from '@/components/ui/table';
import { TableHead } from '@/components/ui/table-head';
import { actionLabel, detailPairs, targetLabel, whenLabel } from '../audit-labels';

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'Details'];
const rowHeadId = (id: number) => `audit-entry-${id}`;

/** A narrow column wraps a long address before the @, not in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function Details({ details }: { details: AuditEntry['details'] }) {
  const pairs = detailPairs(details);
  if (pairs.length === 0) return <span className="text-muted">—</span>;
  return (
    <dl className="space-y-0.5">
      {pairs.map(({ label, value }) => (
        <div key={label}>
          <dt className="inline font-semibold text-ink">{label}: </dt>
          <dd className="inline break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className={table.row}>
      <th
        id={rowHeadId(entry.id)}
        tabIndex={-1}
        scope="row"
        className={`${table.td} font-semibold whitespace-nowrap`}
      >
        <time dateTime={entry.createdAt}>{whenLabel(entry.createdAt)}</time>
      </th>
      <td className={table.td}>
        {entry.actor ? (
          <>
            <p className="font-semibold text-ink">{entry.actor.name}</p>
            <p className="break-words text-muted">
              <BreakableEmail email={entry.actor.email} />
            </p>
          </>
        ) : (
          <span className="text-muted">Unknown</span>
        )}
      </td>
      <td className={table.td}>{actionLabel(entry.action)}</td>
      <td className={`${table.td} whitespace-nowrap`}>
        {targetLabel(entry.targetType)}{' '}
        <code
          title={entry.targetId}
          aria-hidden="true"
          className="rounded bg-slate-100 px-1.5 py-0.5 text-sm"
        >
          {entry.targetId.slice(0, 8)}
        </code>
        <span className="sr-only">{entry.targetId}</span>
      </td>
      <td className={`${table.td} min-w-56`}>
        <Details details={entry.details} />
      </td>
    </tr>
  );
}

/** The entries as a table; after "Load older entries", focus moves to the first one added. */
export function AuditTable({ entries, focusId }: { entries: AuditEntry[]; focusId: number | null }) {
  useEffect(() => {
    if (focusId !== null) document.getElementById(rowHeadId(focusId))?.focus();
  }, [focusId]);

  return (
    // Focusable so keyboard users can scroll it sideways on a phone (it holds no links or buttons).
    <div className={`${table.wrap} relative`} role="region" aria-label="Audit entries table" tabIndex={0}>
      <table className={`${table.table} min-w-[56rem]`}>
        <TableHead caption="Staff actions, newest first" columns={COLUMNS} />
        <tbody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
