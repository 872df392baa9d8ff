import { table } from './table';

/** A staff table's hidden caption and its column headings. */
export function TableHead({ caption, columns }: { caption: string; columns: readonly string[] }) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className={table.head}>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={table.th}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
