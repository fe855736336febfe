import type { ReactNode } from 'react';

/** A table of release facts: one header row, then one row per release. The first cell of each row is its key. */
export default function FactsTable({ className, headings, rows }: { className: string; headings: string[]; rows: ReactNode[][] }) {
  return (
    <table className={className} tabIndex={0}>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, row) => (
          <tr key={row}>
            {cells.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
