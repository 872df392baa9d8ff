import type { HTMLAttributes, ReactNode } from 'react';
import { table } from './table';
import { TableHead } from './table-head';

interface DataTableProps extends HTMLAttributes<HTMLDivElement> {
  /** Read out before the table; hidden from sight. */
  caption: string;
  columns: readonly string[];
  /** Added to the <table>: a screen's wider minimum width. */
  tableClassName?: string;
  /** The rows. */
  children: ReactNode;
}

/**
 * A staff table in its box, which scrolls sideways on a phone instead of the
 * page. Other props (busy state, a focusable region) go on the box.
 */
export function DataTable({
  caption,
  columns,
  className = '',
  tableClassName = '',
  children,
  ...box
}: DataTableProps) {
  return (
    <div className={`${table.wrap} ${className}`.trim()} {...box}>
      <table className={`${table.table} ${tableClassName}`.trim()}>
        <TableHead caption={caption} columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
