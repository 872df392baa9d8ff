import type { StatementImportResponse } from '@umang/common';
import { table } from '@/components/ui/table';
import { formatRupees } from '@/lib/format';
import { formatBankDay, formatStamp } from '../format';
import { figuresTd, GroupTable, PROOF_COLUMNS, ProofCells, StatementGroup, UtrCell } from './statement-group';

type Groups = Pick<StatementImportResponse, 'matched' | 'amountMismatch' | 'notOnStatement'>;

export function MatchedGroup({ matched }: Pick<Groups, 'matched'>) {
  return (
    <StatementGroup
      id="statement-matched"
      title="Matched"
      count={matched.length}
      about="Each of these pending proofs has its UTR on the statement with exactly the amount due."
      empty="No pending proof matches a credit on this statement."
    >
      <GroupTable caption="Matched proofs" columns={[...PROOF_COLUMNS, 'Amount', 'Credited on']}>
        {matched.map((m) => (
          <tr key={m.appointmentId} className={table.row}>
            <ProofCells proof={m} />
            <UtrCell utr={m.utr} />
            <td className={figuresTd}>{formatRupees(m.amount)}</td>
            <td className={figuresTd}>{formatBankDay(m.creditedOn)}</td>
          </tr>
        ))}
      </GroupTable>
    </StatementGroup>
  );
}

export function AmountMismatchGroup({ amountMismatch }: Pick<Groups, 'amountMismatch'>) {
  return (
    <StatementGroup
      id="statement-mismatch"
      title="Amount differs"
      count={amountMismatch.length}
      about="The UTR is on the statement, but the credit is not the amount due. Decide each in the queue."
      empty="No credit differs from the amount due."
    >
      <GroupTable
        caption="Proofs whose credit has another amount"
        columns={[...PROOF_COLUMNS, 'Expected', 'Received', 'Credited on']}
      >
        {amountMismatch.map((m) => (
          <tr key={m.appointmentId} className={table.row}>
            <ProofCells proof={m} link />
            <UtrCell utr={m.utr} />
            <td className={figuresTd}>{formatRupees(m.expected)}</td>
            <td className={`${figuresTd} font-semibold text-red-800`}>{formatRupees(m.received)}</td>
            <td className={figuresTd}>{formatBankDay(m.creditedOn)}</td>
          </tr>
        ))}
      </GroupTable>
    </StatementGroup>
  );
}

export function NotOnStatementGroup({ notOnStatement }: Pick<Groups, 'notOnStatement'>) {
  return (
    <StatementGroup
      id="statement-missing"
      title="Not on the statement"
      count={notOnStatement.length}
      about="Proofs sent during the statement’s period whose UTR is on none of its credits. Decide each in the queue."
      empty="Every pending proof from this period is on the statement."
    >
      <GroupTable caption="Proofs not on the statement" columns={[...PROOF_COLUMNS, 'Submitted']}>
        {notOnStatement.map((m) => {
          const stamp = formatStamp(m.submittedAt);
          return (
            <tr key={m.appointmentId} className={table.row}>
              <ProofCells proof={m} link />
              <UtrCell utr={m.utr} />
              <td className={figuresTd}>
                {stamp?.date}
                <span className="block">{stamp?.time}</span>
              </td>
            </tr>
          );
        })}
      </GroupTable>
    </StatementGroup>
  );
}
