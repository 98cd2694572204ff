/**
 * Writes a list as CSV to a stream: UTF-8 with a byte-order mark (without it Excel reads the bytes
 * as the system's code page and Cyrillic turns to mojibake), CRLF line ends (RFC 4180, and what
 * Excel writes), every cell quoted when it holds a separator, a quote or a line break. Rows pass
 * through csv-stringify's stream with backpressure: a slow reader slows the database reads.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { csvCell } from './cells';
import type { CellValue } from './columns';
import type { WritableList } from './xlsx-file';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export async function writeCsv(list: WritableList, out: Writable, signal: AbortSignal): Promise<void> {
  const kinds = list.columns.map((c) => c.kind);
  async function* records(): AsyncGenerator<string[]> {
    yield list.headers;
    for await (const row of list.rows)
      yield row.map((value: CellValue, i) => csvCell(kinds[i] ?? 'text', value));
  }
  const csv = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /^\s|\s$/ });
  await pipeline(Readable.from(records()), csv, out, { signal });
}
