/**
 * Error tracking (docs/decisions.md "Error tracking without personal data"): failures a person or
 * an operator did not cause (a 5xx of the API) reported to a Sentry-protocol tracker, Sentry or a
 * self-hosted GlitchTip, at SENTRY_DSN; nothing at all when it is unset. A report says what failed
 * where (the error, its stack, the route, the request id, the release), never who: no IP address,
 * cookie, header of credentials, body, user, e-mail address or phone number
 * (shared/src/domain/error-report/scrub-report.ts, applied to every report before it leaves).
 *
 * The SDK's own collection is off as a whole (NO_PERSONAL_DATA); the scrub is the second guard.
 *
 * Only errors handed to reportError are sent: no automatic instrumentation (no OpenTelemetry, no
 * patched http or Express), so the SDK costs nothing per request and catches nothing the logs
 * would not see.
 */
import * as Sentry from '@sentry/node';
import { scrubReport } from '@kimoshdi/shared/domain/error-report/scrub-report';
import type { Logger } from '../../lib/logger';
import { releaseName } from './release';

export { releaseName } from './release';

/** Nothing about the person collected by the SDK itself (users, cookies, headers, bodies, queries, variables). */
export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
} satisfies NonNullable<Sentry.NodeOptions['dataCollection']>;

export interface ErrorTrackingSettings {
  SENTRY_DSN?: string | undefined;
  SENTRY_RELEASE?: string | undefined;
  NODE_ENV: string;
  rootDir: string;
}

/** Where a reported error happened: no URL with its query, no person. */
export interface ErrorPlace {
  /** A route pattern or a path. */
  route?: string;
  method?: string;
  /** The request's id, which the log lines of the same request carry. */
  reqId?: string;
  /** The kind of process: web or worker. */
  process?: string;
}

/** Starts reporting when SENTRY_DSN is set (again with new settings: the tests boot several servers). */
export function startErrorTracking(settings: ErrorTrackingSettings, logger: Logger): boolean {
  if (!settings.SENTRY_DSN) return false;
  const release = releaseName({ release: settings.SENTRY_RELEASE, rootDir: settings.rootDir });
  Sentry.init({
    dsn: settings.SENTRY_DSN,
    release,
    environment: settings.NODE_ENV,
    // What older SDKs called sendDefaultPii: false (this one's successor to it), all of it off.
    dataCollection: NO_PERSONAL_DATA,
    defaultIntegrations: false,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
    ],
    // No load-time hooks into Express or other modules: reports are sent by hand (above).
    enableRuntimeChannelInjection: false,
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  logger.info({ release }, 'error tracking on (SENTRY_DSN)');
  return true;
}

/** Sends one error, when tracking is on. */
export function reportError(error: unknown, place: ErrorPlace = {}): void {
  if (!Sentry.isInitialized()) return;
  Sentry.withScope((scope) => {
    if (place.route) scope.setTag('route', place.route);
    if (place.method) scope.setTag('method', place.method);
    if (place.process) scope.setTag('process', place.process);
    if (place.reqId) scope.setTag('request_id', place.reqId);
    Sentry.captureException(error);
  });
}

/** Sends what is still queued (at most `timeoutMs`), then stops reporting. */
export async function stopErrorTracking(timeoutMs = 2_000): Promise<void> {
  if (!Sentry.isInitialized()) return;
  await Sentry.close(timeoutMs);
}
