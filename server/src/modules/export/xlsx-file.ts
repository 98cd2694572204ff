/**
 * Writes a list as XLSX to a stream with ExcelJS's streaming writer: each row is committed as it
 * comes (it leaves memory then), strings go inline rather than to a shared-strings table that
 * would hold every distinct text until the end, and the writer waits whenever the reader is
 * behind, so the file's size does not decide the server's memory.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { XLSX_FORMATS, xlsxCell } from './cells';
import type { CellKind, CellValue } from './columns';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A list as a writer takes it: headers in the reader's language, then the rows' cells. */
export interface WritableList {
  sheetName: string;
  headers: string[];
  columns: { kind: CellKind; width: number }[];
  rows: AsyncIterable<CellValue[]>;
}

/** Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

export async function writeXlsx(list: WritableList, out: Writable, signal: AbortSignal): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName(list.sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = list.columns.map((c, i) => ({
    header: list.headers[i] ?? '',
    width: c.width,
    style: XLSX_FORMATS[c.kind] ? { numFmt: XLSX_FORMATS[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of list.rows) {
    if (signal.aborted) return;
    sheet.addRow(row.map((value, i) => xlsxCell(list.columns[i]?.kind ?? 'text', value))).commit();
    // The zip ahead of `out` buffers what `out` cannot take yet: wait for it to drain.
    if (out.writableNeedDrain) await once(out, 'drain', { signal });
  }
  sheet.commit();
  await workbook.commit();
}
