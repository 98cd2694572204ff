import * as Sentry from '@sentry/browser';
import { ERROR_REPORT_ELEMENT_ID } from '@kimoshdi/shared/domain/error-report/report-element';
import { errorReportSettingsFromJson } from '@kimoshdi/shared/domain/error-report/report-settings';
import { scrubReport } from '@kimoshdi/shared/domain/error-report/scrub-report';

/**
 * The error tracker's SDK, started on import with the settings the page's head names
 * (lib/error-reports.ts loads this chunk only when there are some). Uncaught errors and rejected
 * promises are reported, scrubbed of personal data; no breadcrumbs (they carry clicks' texts, URLs
 * and console lines), no session replay, no tracing.
 */
function startSdk(): void {
  const settings = errorReportSettingsFromJson(document.getElementById(ERROR_REPORT_ELEMENT_ID)?.textContent);
  if (!settings) return;
  Sentry.init({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    // Nothing about the person collected by the SDK itself; the scrub below is the second guard.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    defaultIntegrations: false,
    integrations: [
      Sentry.globalHandlersIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.eventFiltersIntegration(),
    ],
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: () => null,
  });
}

startSdk();
