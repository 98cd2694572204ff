/**
 * Keyset pages: a long list read a page at a time, each page starting after the last row of the
 * one before (`(at, id) < (last.at, last.id)` for newest first), so a reader never holds the whole
 * result and page 1 000 costs what page 1 does (OFFSET would scan every row before it). Exports
 * stream through it (modules/export).
 *
 * The cursor's time travels as PostgreSQL's own text of the column: a JS Date keeps milliseconds,
 * timestamptz keeps microseconds, and a cursor rounded to milliseconds would skip or repeat rows
 * written within the same millisecond.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

export interface KeysetCursor {
  /** The ordering column as PostgreSQL prints it (timestamptz or date). */
  at: string;
  id: string;
}

/** The ordering column's text, selected as `cursor_at` next to the row. */
export function cursorAt(column: string): RawBuilder<string> {
  return sql<string>`${sql.ref(column)}::text`;
}

/** The rows after the cursor in the list's order (`desc`: older ones; `asc`: newer ones). */
export function afterCursor(
  columns: { at: string; id: string; type: 'timestamptz' | 'date' },
  cursor: KeysetCursor,
  order: 'asc' | 'desc',
): RawBuilder<SqlBool> {
  const at = columns.type === 'date' ? sql`${cursor.at}::date` : sql`${cursor.at}::timestamptz`;
  return sql<SqlBool>`(${sql.ref(columns.at)}, ${sql.ref(columns.id)}) ${sql.raw(order === 'desc' ? '<' : '>')} (${at}, ${cursor.id}::bigint)`;
}

/** Rows of a list one keyset page at a time, until a page comes back short. */
export async function* keysetRows<Row extends { id: string | number; cursor_at: string }>(
  page: (after: KeysetCursor | null, limit: number) => Promise<Row[]>,
  limit = 1000,
): AsyncGenerator<Row, void, undefined> {
  let after: KeysetCursor | null = null;
  for (;;) {
    const rows = await page(after, limit);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < limit || last === undefined) return;
    after = { at: last.cursor_at, id: String(last.id) };
  }
}
