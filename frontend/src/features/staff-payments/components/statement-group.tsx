import { type StatementProofSummary, to12Hour } from '@umang/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/ui/data-table';
import { table } from '@/components/ui/table';
import { formatSlotDate, groupUtr } from '../format';

interface StatementGroupProps {
  id: string;
  title: string;
  count: number;
  /** One line under the heading: what the group means for staff. */
  about: string;
  /** Said instead of the table when nothing fell in this group. */
  empty: string;
  children: ReactNode;
}

/** One group of the statement's preview: its heading with the count, then its table or a plain "none". */
export function StatementGroup({ id, title, count, about, empty, children }: StatementGroupProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h4 id={headingId} className="text-lg font-bold text-ink">
        {title} <span className="figures font-semibold text-muted">({count})</span>
      </h4>
      {count === 0 ? (
        <p className="mt-1 text-base text-muted">{empty}</p>
      ) : (
        <>
          <p className="mt-1 mb-3 text-base text-muted">{about}</p>
          {children}
        </>
      )}
    </section>
  );
}

interface GroupTableProps {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}

/**
 * A group's table in its own sideways-scrolling box. The box is focusable and named, so
 * keyboard users can scroll it on a phone even where its rows hold no link to tab to.
 */
export function GroupTable({ caption, columns, children }: GroupTableProps) {
  return (
    <DataTable caption={caption} columns={columns} role="region" aria-label={`${caption} table`} tabIndex={0}>
      {children}
    </DataTable>
  );
}

export const td = table.td;
export const figuresTd = `${table.td} figures whitespace-nowrap`;

/** The UTR as the queue shows it, in groups of four to read against the statement. */
export function UtrCell({ utr }: { utr: string | null }) {
  return (
    <td className={`${table.td} font-mono font-semibold tracking-wide whitespace-nowrap text-ink`}>
      {utr ? (
        groupUtr(utr)
      ) : (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">No reference</span>
        </>
      )}
    </td>
  );
}

/**
 * Who and which visit (patient, doctor, slot) in one cell, then the payer: the queue's own
 * layout, so a group's table fits beside the sidebar without scrolling. Proofs staff decide
 * by hand carry the link to their row in the queue there too.
 */
export function ProofCells({ proof, link }: { proof: StatementProofSummary; link?: boolean }) {
  return (
    <>
      <td className={`${table.td} min-w-48`}>
        <p className="font-semibold text-ink">{proof.patientName}</p>
        <p className="text-ink">{proof.doctorName}</p>
        {/* Breaks between day and time only, never inside either. */}
        <p className="figures text-muted">
          <span className="whitespace-nowrap">{formatSlotDate(proof.slotDate)},</span>{' '}
          <span className="whitespace-nowrap">{to12Hour(proof.slotTime)}</span>
        </p>
        {link && <ProofLink proof={proof} />}
      </td>
      <td className={`${table.td} min-w-32`}>{proof.payerName}</td>
    </>
  );
}

export const PROOF_COLUMNS = ['Patient and visit', 'Payer', 'UTR'] as const;

/**
 * A link to the proof's row in the pending queue (`?proof=`), where staff decide it with the
 * row's own Approve and Reject.
 */
export function ProofLink({ proof }: { proof: StatementProofSummary }) {
  return (
    <Link
      to={{ search: new URLSearchParams({ proof: proof.appointmentId }).toString() }}
      className="mt-1 inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-primary-dark underline underline-offset-4 hover:text-primary"
    >
      Show in queue<span className="sr-only"> the proof of {proof.patientName}</span>
    </Link>
  );
}
