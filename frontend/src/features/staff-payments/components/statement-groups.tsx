import type { StatementImportResponse } from '@umang/common';
import { DataTable } from '@/components/ui/data-table';
import { table } from '@/components/ui/table';
import { formatRupees } from '@/lib/format';
import { formatBankDay, formatStamp } from '../format';
import { figuresTd, PROOF_COLUMNS, ProofCells, ProofLink, StatementGroup, UtrCell } from './statement-group';

type Groups = Pick<StatementImportResponse, 'matched' | 'amountMismatch' | 'notOnStatement'>;

const WIDE = 'min-w-[56rem]';

export function MatchedGroup({ matched }: Pick<Groups, 'matched'>) {
  return (
    <StatementGroup
      id="statement-matched"
      title="Matched"
      count={matched.length}
      about="Each of these pending proofs has its UTR on the statement with exactly the amount due."
      empty="No pending proof matches a credit on this statement."
    >
      <DataTable
        caption="Matched proofs"
        columns={[...PROOF_COLUMNS, 'Amount', 'Credited on']}
        tableClassName={WIDE}
      >
        {matched.map((m) => (
          <tr key={m.appointmentId} className={table.row}>
            <ProofCells proof={m} />
            <UtrCell utr={m.utr} />
            <td className={figuresTd}>{formatRupees(m.amount)}</td>
            <td className={figuresTd}>{formatBankDay(m.creditedOn)}</td>
          </tr>
        ))}
      </DataTable>
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
      <DataTable
        caption="Proofs whose credit has another amount"
        columns={[...PROOF_COLUMNS, 'Expected', 'Received', 'Credited on', 'Proof']}
        tableClassName={WIDE}
      >
        {amountMismatch.map((m) => (
          <tr key={m.appointmentId} className={table.row}>
            <ProofCells proof={m} />
            <UtrCell utr={m.utr} />
            <td className={figuresTd}>{formatRupees(m.expected)}</td>
            <td className={`${figuresTd} font-semibold text-red-800`}>{formatRupees(m.received)}</td>
            <td className={figuresTd}>{formatBankDay(m.creditedOn)}</td>
            <ProofLink proof={m} />
          </tr>
        ))}
      </DataTable>
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
      <DataTable
        caption="Proofs not on the statement"
        columns={[...PROOF_COLUMNS, 'Submitted', 'Proof']}
        tableClassName={WIDE}
      >
        {notOnStatement.map((m) => {
          const stamp = formatStamp(m.submittedAt);
          return (
            <tr key={m.appointmentId} className={table.row}>
              <ProofCells proof={m} />
              <UtrCell utr={m.utr} />
              <td className={figuresTd}>
                {stamp?.date}
                <span className="block">{stamp?.time}</span>
              </td>
              <ProofLink proof={m} />
            </tr>
          );
        })}
      </DataTable>
    </StatementGroup>
  );
}
