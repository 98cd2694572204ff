import { isErrorBody } from '@kimoshdi/shared';
import type { ExportFormat, ExportList } from '@kimoshdi/shared/domain/export/export-lists';
import { ApiError, apiUrl, reportApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { fileNameOf } from '../file-name';

export interface ExportRequest {
  what: ExportList;
  format: ExportFormat;
  /** The page's filter as its own call takes it (`status`, `state`); undefined values are left out. */
  filter?: Record<string, string | undefined>;
}

/**
 * GET export: fetches the file and hands it to the browser as a download under the server's name.
 * Fetched rather than followed as a link so a refusal (too many rows, too many exports) shows as
 * the page's message instead of a downloaded error body.
 */
export async function downloadExport(request: ExportRequest, signal?: AbortSignal): Promise<void> {
  const url = apiUrl('export', { what: request.what, format: request.format, ...request.filter });
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      headers: { 'Accept-Language': i18n.language },
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('NETWORK', i18n.t('common:api.network'), 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const error = isErrorBody(body)
      ? new ApiError(body.ERROR.code, body.ERROR.message, response.status, body.ERROR.data)
      : new ApiError('INTERNAL', i18n.t('common:api.unexpected'), response.status);
    reportApiError(error);
    throw error;
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), `export.${request.format}`);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
