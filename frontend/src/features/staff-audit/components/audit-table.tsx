import { useEffect } from 'react';
import type { AuditEntry } from '@umang/common';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { DataTable } from '@/components/ui/data-table';
import { table } from '@/components/ui/table';
import {
  actionLabel,
  detailPairs,
  missingActorLabel,
  targetLabel,
  targetName,
  whenLabel,
} from '../audit-labels';

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'Details'];
const rowHeadId = (id: number) => `audit-entry-${id}`;

function Details({ details }: { details: AuditEntry['details'] }) {
  const pairs = detailPairs(details);
  if (pairs.length === 0) return <span className="text-muted">—</span>;
  return (
    <dl className="space-y-0.5">
      {pairs.map(({ label, value }) => (
        <div key={label}>
          <dt className="inline font-semibold text-ink">{label}: </dt>
          <dd className="figures inline break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who or what was acted on, by name; the record's id stays below it for lookups. */
function Target({ entry }: { entry: AuditEntry }) {
  const name = targetName(entry.target);
  return (
    <>
      {name && <p className="figures text-ink">{name}</p>}
      <p className={name ? 'text-sm text-muted' : undefined}>
        {targetLabel(entry.targetType)}{' '}
        <code
          title={entry.targetId}
          aria-hidden="true"
          className="rounded bg-slate-100 px-1.5 py-0.5 text-sm"
        >
          {entry.targetId.slice(0, 8)}
        </code>
        <span className="sr-only">{entry.targetId}</span>
      </p>
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className={table.row}>
      <th
        id={rowHeadId(entry.id)}
        tabIndex={-1}
        scope="row"
        className={`${table.td} figures font-semibold whitespace-nowrap`}
      >
        <time dateTime={entry.createdAt}>{whenLabel(entry.createdAt)}</time>
      </th>
      <td className={table.td}>
        {entry.actor ? (
          <>
            <p className="font-semibold text-ink">{entry.actor.name}</p>
            {/* An erased patient's account keeps its pseudonym but no address. */}
            {entry.actor.email && (
              <p className="break-words text-muted">
                <BreakableEmail email={entry.actor.email} />
              </p>
            )}
          </>
        ) : (
          <span className="text-muted">{missingActorLabel(entry.action)}</span>
        )}
      </td>
      <td className={table.td}>{actionLabel(entry.action)}</td>
      <td className={`${table.td} min-w-60`}>
        <Target entry={entry} />
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
    <DataTable
      caption="Staff actions, newest first"
      columns={COLUMNS}
      role="region"
      aria-label="Audit entries table"
      tabIndex={0}
      tableClassName="min-w-[56rem]"
    >
      {entries.map((entry) => (
        <AuditRow key={entry.id} entry={entry} />
      ))}
    </DataTable>
  );
}
