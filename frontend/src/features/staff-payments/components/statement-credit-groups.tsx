import type { StatementImportResponse } from '@umang/common';
import { table } from '@/components/ui/table';
import { formatRupees } from '@/lib/format';
import { formatBankDay } from '../format';
import { figuresTd, GroupTable, ProofLink, StatementGroup, td, UtrCell } from './statement-group';

type Groups = Pick<StatementImportResponse, 'duplicates' | 'unclaimed'>;

const narrationTd = `${td} min-w-64 text-sm wrap-anywhere text-muted`;

export function DuplicatesGroup({ duplicates }: Pick<Groups, 'duplicates'>) {
  return (
    <StatementGroup
      id="statement-duplicates"
      title="Duplicated on the statement"
      count={duplicates.length}
      about="The same UTR is printed on more than one credit, so nothing was matched automatically. Look at the credits and decide in the queue."
      empty="No UTR appears on more than one credit."
    >
      <GroupTable caption="UTRs on more than one credit" columns={['UTR', 'Claimed by', 'Credits']}>
        {duplicates.map((d) => (
          <tr key={d.utr} className={table.row}>
            <UtrCell utr={d.utr} />
            <td className={`${td} min-w-40`}>
              {d.proof ? (
                <>
                  <span className="font-semibold text-ink">{d.proof.patientName}</span>
                  <span className="block text-muted">Paid by {d.proof.payerName}</span>
                  <ProofLink proof={d.proof} />
                </>
              ) : (
                <span className="text-muted">No pending proof</span>
              )}
            </td>
            <td className={`${td} min-w-64`}>
              <ul className="space-y-1">
                {d.credits.map((c, i) => (
                  <li key={i}>
                    <span className="figures font-semibold text-ink">{formatRupees(c.amount)}</span>
                    <span className="figures"> on {formatBankDay(c.creditedOn)}</span>
                    <span className="block text-sm wrap-anywhere text-muted">{c.narration}</span>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </GroupTable>
    </StatementGroup>
  );
}

export function UnclaimedGroup({ unclaimed }: Pick<Groups, 'unclaimed'>) {
  return (
    <StatementGroup
      id="statement-unclaimed"
      title="Credits no one has claimed"
      count={unclaimed.length}
      about="Money received that no proof names: a patient may not have sent their UTR yet."
      empty="Every credit on this statement is claimed by a proof."
    >
      <GroupTable caption="Credits no proof claims" columns={['UTR', 'Amount', 'Date', 'Narration']}>
        {unclaimed.map((c, i) => (
          <tr key={`${c.utr ?? 'none'}-${i}`} className={table.row}>
            <UtrCell utr={c.utr} />
            <td className={figuresTd}>{formatRupees(c.amount)}</td>
            <td className={figuresTd}>{formatBankDay(c.creditedOn)}</td>
            <td className={narrationTd}>{c.narration}</td>
          </tr>
        ))}
      </GroupTable>
    </StatementGroup>
  );
}
