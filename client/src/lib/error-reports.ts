import { ERROR_REPORT_ELEMENT_ID } from '@kimoshdi/shared/domain/error-report/report-element';

/**
 * Crash reports of the pages (docs/decisions.md "Error tracking without personal data"): when the
 * server names an error tracker in the page's head (SENTRY_DSN, server/src/http/page-head/
 * error-report-settings.ts), the SDK (lib/error-reports-sdk.ts, which starts itself) is fetched
 * in a chunk of its own, beside the page's. Without it nothing is fetched, and this line is all
 * the first load carries.
 */
export function startErrorReports(): void {
  if (document.getElementById(ERROR_REPORT_ELEMENT_ID)) void import('./error-reports-sdk');
}
