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
  /** Extra attributes of a row (data-* for tests and scripts). */
  rowAttributes?(item: T): Record<`data-${string}`, string>;
  /** Added to the table's own class. */
  className?: string;
}

/**
 * A plain table of records. On narrow screens each row becomes a card whose cells carry their
 * column name (data-label, drawn by CSS), so nothing scrolls sideways on a phone. Wider, a table
 * that still does not fit scrolls inside its own box, never the page.
 */
export function RecordTable<T>({
  caption,
  columns,
  items,
  rowKey,
  rowClassName,
  rowAttributes,
  className,
}: RecordTableProps<T>) {
  return (
    <div className="record-table__scroll">
      <table className={className ? `record-table ${className}` : 'record-table'}>
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
            <tr key={rowKey(item)} className={rowClassName?.(item)} {...rowAttributes?.(item)}>
              {columns.map((column) => (
                <td key={column.id} data-label={column.header} className={column.className}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
