import { type StatementProofSummary, to12Hour } from '@umang/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
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

/** Patient, doctor, slot and payer of a proof, in that column order. */
export function ProofCells({ proof }: { proof: StatementProofSummary }) {
  return (
    <>
      <td className={`${table.td} min-w-40 font-semibold text-ink`}>{proof.patientName}</td>
      <td className={`${table.td} min-w-36`}>{proof.doctorName}</td>
      <td className={`${table.td} figures whitespace-nowrap`}>
        {formatSlotDate(proof.slotDate)}
        <span className="block">{to12Hour(proof.slotTime)}</span>
      </td>
      <td className={`${table.td} min-w-36`}>{proof.payerName}</td>
    </>
  );
}

export const PROOF_COLUMNS = ['Patient', 'Doctor', 'Slot', 'Payer', 'UTR'] as const;

/**
 * A link to the proof's row in the pending queue (`?proof=`), where staff decide it with the
 * row's own Approve and Reject.
 */
export function ProofLink({ proof }: { proof: StatementProofSummary }) {
  return (
    <td className={`${table.td} whitespace-nowrap`}>
      <Link
        to={{ search: new URLSearchParams({ proof: proof.appointmentId }).toString() }}
        className="font-semibold text-primary-dark underline underline-offset-4 hover:text-primary"
      >
        Show in queue<span className="sr-only"> the proof of {proof.patientName}</span>
      </Link>
    </td>
  );
}
