import type { ReactNode } from 'react';
import { table } from '@/components/ui/table';

export interface FigureRow {
  key: string;
  /** The row's name (a doctor, a day): its header cell. */
  head: ReactNode;
  /** The figures, in the order of the columns after the first. */
  cells: ReactNode[];
}

interface FiguresTableProps {
  /** Read out before the table; hidden from sight (a heading above says the same). */
  caption: string;
  /** The first names the rows; the rest are figures. */
  columns: readonly string[];
  rows: FigureRow[];
  /** A totals row, below the others. */
  total?: FigureRow;
}

// On a phone the figure columns take only the width their headings need (w-px: as narrow as the
// words allow), leaving the rest to the names; a long name may break anywhere. So four columns
// fit a 390 px phone without the box scrolling.
const head = 'bg-slate-50 text-sm font-semibold text-muted';
const th = 'px-2 py-3 align-bottom sm:px-4';
const td = 'figures px-2 py-2.5 text-right sm:px-4';

function Row({ row, className }: { row: FigureRow; className: string }) {
  return (
    <tr className={className}>
      <th scope="row" className="px-2 py-2.5 text-left font-semibold wrap-anywhere text-ink sm:px-4">
        {row.head}
      </th>
      {row.cells.map((cell, at) => (
        <td key={at} className={td}>
          {cell}
        </td>
      ))}
    </tr>
  );
}

/** The figures of a chart or a count, as a table with row and column headers. */
export function FiguresTable({ caption, columns, rows, total }: FiguresTableProps) {
  const [first, ...figures] = columns;
  return (
    <div className={table.wrap}>
      <table className="w-full border-collapse text-left text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className={head}>
          <tr>
            <th scope="col" className={th}>
              {first}
            </th>
            {figures.map((column) => (
              <th key={column} scope="col" className={`${th} w-px text-right sm:w-auto`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.key} row={row} className={table.row} />
          ))}
        </tbody>
        {total && (
          <tfoot>
            <Row row={total} className="border-t-2 border-slate-300 bg-slate-50 font-semibold" />
          </tfoot>
        )}
      </table>
    </div>
  );
}
