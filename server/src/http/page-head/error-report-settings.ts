/**
 * The error tracker's settings as each page carries them (SENTRY_DSN set): a JSON element in the
 * head that the client reads at start (client/src/lib/error-reports.ts), like the maps' tiles
 * (map-settings.ts). No DSN: no element, and the client loads no SDK.
 */
import {
  ERROR_REPORT_ELEMENT_ID,
  type ErrorReportSettings,
} from '@kimoshdi/shared/domain/error-report/report-settings';
import { jsonForScript } from './escape';

/** Not run by the browser (its type is data); `<` and `&` escaped. */
export function errorReportSettingsTag(settings: ErrorReportSettings): string {
  return `<script type="application/json" id="${ERROR_REPORT_ELEMENT_ID}">${jsonForScript(settings)}</script>`;
}
