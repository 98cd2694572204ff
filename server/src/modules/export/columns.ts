/**
 * A column of an exported file: its header's key (in the `exports` namespace), the kind of its
 * cells and how a row gives its value. Kinds decide how a value is written: money arrives in
 * tiyin and leaves in so'm, times arrive as ISO instants and leave as Tashkent wall clock, text is
 * guarded against formulas in CSV (shared/src/domain/export/formula-guard.ts).
 */
import type { Language } from '@kimoshdi/shared';

export type CellKind = 'text' | 'number' | 'money' | 'time' | 'day';

/** A row's value for a column: text, a count, tiyin digits, an ISO instant or a `YYYY-MM-DD` day. */
export type CellValue = string | number | null;

/** Words a column may need for its values (statuses, yes and no), in the reader's language. */
export type Words = (key: string) => string;

export interface Column<Row> {
  /** `exports:columns.<header>`. */
  header: string;
  kind: CellKind;
  /** Characters, for XLSX; CSV has no widths. */
  width: number;
  value: (row: Row, words: Words, lang: Language) => CellValue;
}

export const column = <Row>(
  header: string,
  kind: CellKind,
  width: number,
  value: Column<Row>['value'],
): Column<Row> => ({ header, kind, width, value });
