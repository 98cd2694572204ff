import type { ReactNode } from 'react';

export interface RecordColumn<T> {
  id: string;
  header: string;
  cell(item: T): ReactNode;
  /** Right-aligned numbers, for example. */
  className?: string;
}

interface RecordTableProps<T> {
  caption: string;
  columns: RecordColumn<T>[];
  items: T[];
  rowKey(item: T): string;
  rowClassName?(item: T): string | undefined;
}

/**
 * A plain table of records. On narrow screens each row becomes a card whose cells carry their
 * column name (data-label, drawn by CSS), so nothing scrolls sideways on a phone.
 */
export function RecordTable<T>({ caption, columns, items, rowKey, rowClassName }: RecordTableProps<T>) {
  return (
    <table className="record-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={rowKey(item)} className={rowClassName?.(item)}>
            {columns.map((column) => (
              <td key={column.id} data-label={column.header} className={column.className}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
