/**
 * How a page learns where to report its crashes: the server writes the error tracker's settings
 * (SENTRY_DSN, the release, the environment) into every page's head as a JSON element, and the
 * client reads them at run time, so the DSN is never built into the client. No element (no
 * SENTRY_DSN, or Vite's development server): no reporting, and no SDK loaded.
 */
export { ERROR_REPORT_ELEMENT_ID } from './report-element';

export interface ErrorReportSettings {
  /** A Sentry-protocol DSN; its key is public by design (it can only send reports). */
  dsn: string;
  release: string;
  environment: string;
}

/** The element's text as settings; anything else (missing, broken, another shape): none. */
export function errorReportSettingsFromJson(
  text: string | null | undefined,
): ErrorReportSettings | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof ErrorReportSettings, unknown>>;
    const { dsn, release, environment } = value;
    if (typeof dsn !== 'string' || !dsn.startsWith('http')) return undefined;
    if (typeof release !== 'string' || typeof environment !== 'string') return undefined;
    return { dsn, release, environment };
  } catch {
    return undefined;
  }
}
