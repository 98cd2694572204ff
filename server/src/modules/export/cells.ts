/**
 * A value as each format writes it. CSV cells are text (money as `15000.00`, so a spreadsheet reads
 * a number; times as `DD.MM.YYYY HH:mm:ss` in Tashkent). XLSX cells are typed: money a number with
 * the thousands format, times a date the sheet can sort and filter, shown in Tashkent time.
 */
import { guardFormula } from '@kimoshdi/shared/domain/export/formula-guard';
import { tiyinToSums } from '@kimoshdi/shared/domain/money/tiyin';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import { formatTashkentDateTime, TASHKENT_OFFSET_MS } from '@kimoshdi/shared/domain/time/tashkent';
import type { CellKind, CellValue } from './columns';

export function csvCell(kind: CellKind, value: CellValue): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'money':
      return tiyinToSums(String(value));
    case 'time':
      return formatTashkentDateTime(new Date(value));
    case 'day':
      return formatDay(String(value));
    case 'number':
      return String(value);
    case 'text':
      return guardFormula(String(value));
  }
}

export type XlsxCell = string | number | Date | null;

export function xlsxCell(kind: CellKind, value: CellValue): XlsxCell {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'money':
      return Number(tiyinToSums(String(value)));
    case 'time':
      // A sheet's dates have no zone: the Tashkent wall clock is written as the cell's time.
      return new Date(new Date(value).getTime() + TASHKENT_OFFSET_MS);
    case 'day':
      return new Date(`${String(value)}T00:00:00Z`);
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'text':
      return String(value);
  }
}

/** The XLSX number format of a kind's cells. */
export const XLSX_FORMATS: Partial<Record<CellKind, string>> = {
  money: '#,##0.00',
  time: 'dd.mm.yyyy hh:mm:ss',
  day: 'dd.mm.yyyy',
};
