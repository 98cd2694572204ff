/**
 * GET api/shop/export: checks who asks and what (an operator desk for operators only, a person's
 * list always their own rows), the filter with the list's own schema, the rate limit and the row
 * bound, all before the first byte; then names the file and streams it. A refusal is the usual
 * error body; once the file has started, a failure can only cut it short.
 */
import { isOperator, type Role } from '@kimoshdi/shared/domain/user/roles';
import type { Language } from '@kimoshdi/shared';
import type { ExportQuery } from '@kimoshdi/shared/api/shop/export';
import { EXPORT_MAX_ROWS } from '@kimoshdi/shared/domain/export/export-lists';
import { contentDisposition, exportFileName } from '@kimoshdi/shared/domain/export/file-name';
import type { Writable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { createLimiter, type Limit } from '../../lib/limiter';
import { parse } from '../../lib/parse';
import type { Redis } from '../../redis/connection';
import { CSV_CONTENT_TYPE, writeCsv } from './csv-file';
import { EXPORT_SOURCES, type ExportServices } from './export-lists';
import type { CellValue } from './columns';
import { XLSX_CONTENT_TYPE, writeXlsx } from './xlsx-file';

/** Exports a user may start: each reads a whole list, so they are counted like sign-in attempts. */
export const EXPORT_LIMIT: Limit = { points: 10, duration: 60 };

export interface ExportCaller {
  id: string;
  role: Role;
}

export interface PreparedExport {
  contentType: string;
  contentDisposition: string;
  rows: number;
  /** Writes the file to `out`; rejects when `signal` aborts (the client went away). */
  write(out: Writable, signal: AbortSignal): Promise<void>;
}

export function createExportService(deps: {
  services: ExportServices;
  redis: Redis;
  redisPrefix: string;
  limit?: Limit;
  maxRows?: number;
}) {
  const limiter = createLimiter(deps.redis, `${deps.redisPrefix}rl:export`, deps.limit ?? EXPORT_LIMIT);
  const maxRows = deps.maxRows ?? EXPORT_MAX_ROWS;

  return {
    async prepare(
      caller: ExportCaller,
      query: ExportQuery,
      rawQuery: Record<string, unknown>,
      context: { lang: Language; origin: string; now?: Date },
    ): Promise<PreparedExport> {
      const source = EXPORT_SOURCES[query.what];
      // The desk's own call answers 403 to anyone but an operator; so does its export.
      if (source.operatorOnly && !isOperator(caller.role)) throw new AppError('FORBIDDEN');
      const filter = parse(source.filterSchema, rawQuery);
      await limiter.consume(`user:${caller.id}`);
      const words = (key: string) => translate(context.lang, key);
      const list = source.open(
        deps.services,
        { userId: caller.id, origin: context.origin },
        filter,
        words,
        context.lang,
      );
      const rows = await list.count();
      if (rows > maxRows) throw new AppError('EXPORT_TOO_LARGE', { rows, max: maxRows });
      const title = translate(context.lang, `exports:titles.${query.what}`);
      const name = exportFileName({
        list: query.what,
        title,
        filter,
        format: query.format,
        at: context.now ?? new Date(),
      });
      return {
        contentType: query.format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
        contentDisposition: contentDisposition(name),
        rows,
        async write(out, signal) {
          const writable = {
            sheetName: title,
            headers: list.columns.map((c) => translate(context.lang, `exports:columns.${c.header}`)),
            columns: list.columns,
            rows: bounded(list.rows(), maxRows),
          };
          await (query.format === 'csv' ? writeCsv : writeXlsx)(writable, out, signal);
        },
      };
    },
  };
}

/** Rows written after the count can make a list longer: the file stops at the bound all the same. */
async function* bounded(rows: AsyncGenerator<CellValue[]>, max: number): AsyncGenerator<CellValue[]> {
  let n = 0;
  for await (const row of rows) {
    if (++n > max) return;
    yield row;
  }
}

export type ExportService = ReturnType<typeof createExportService>;
