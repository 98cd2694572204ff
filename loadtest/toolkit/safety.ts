/**
 * The toolkit's guard rails (docs/load-testing.md "Safety"): a load test aimed at someone else's
 * machine by a typo hurts real people, so a target off this machine must be named twice; every run
 * ends by itself (seconds and attempts bounded); rates are capped; and the token is scrubbed from
 * every text the toolkit writes (terminal, reports, errors).
 */

export const DEFAULT_SECONDS = 20;
export const MAX_SECONDS = 600;
export const DEFAULT_MAX_RATE = 2_000;
/** Attempts allowed per second of the run at the rate cap: the hard stop beside the clock. */
export const ATTEMPTS_PER_SECOND_CAP_FACTOR = 1;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export class SafetyError extends Error {
  override name = 'SafetyError';
}

/** The target parsed: only http(s) URLs, no credentials in them (they would end up in reports). */
export function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafetyError(`--target ${JSON.stringify(raw)} is not a URL (say http://localhost:3000)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafetyError(`--target must be http:// or https://, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new SafetyError('--target must not carry a user or password; pass the token with LOADTEST_TOKEN');
  }
  return url;
}

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase());
}

/**
 * A target on this machine goes; any other only when `--confirm-target` names its host again
 * (host, or host:port when the URL has a port).
 */
export function checkTarget(target: URL, confirm: string | undefined): void {
  if (isLocalHost(target.hostname)) return;
  const accepted = new Set([target.hostname.toLowerCase(), target.host.toLowerCase()]);
  if (confirm && accepted.has(confirm.trim().toLowerCase())) return;
  throw new SafetyError(
    `refusing to load ${target.host}: it is not on this machine. A load test against another ` +
      `machine must name it twice: add --confirm-target ${target.hostname} (and be sure you run it).`,
  );
}

/** The run's length in seconds: default 20, at most 600 unless --allow-long. */
export function boundSeconds(seconds: number | undefined, allowLong: boolean): number {
  const value = seconds ?? DEFAULT_SECONDS;
  if (!Number.isFinite(value) || value <= 0) throw new SafetyError('--seconds must be a positive number');
  if (value > MAX_SECONDS && !allowLong) {
    throw new SafetyError(`--seconds ${value} is above ${MAX_SECONDS}; add --allow-long to run longer`);
  }
  return value;
}

/** A requested rate checked against the cap (2 000/s unless --max-rate raises it). */
export function boundRate(rate: number, maxRate: number | undefined): number {
  const cap = maxRate ?? DEFAULT_MAX_RATE;
  if (!Number.isFinite(cap) || cap <= 0) throw new SafetyError('--max-rate must be a positive number');
  if (!Number.isFinite(rate) || rate <= 0) throw new SafetyError('--rate must be a positive number');
  if (rate > cap) {
    throw new SafetyError(`--rate ${rate}/s is above the cap of ${cap}/s; raise it with --max-rate ${rate}`);
  }
  return rate;
}

/** The most attempts a run may make: its seconds at the rate cap. A closed loop stops there too. */
export function attemptBudget(seconds: number, maxRate: number | undefined): number {
  return Math.ceil(seconds * (maxRate ?? DEFAULT_MAX_RATE) * ATTEMPTS_PER_SECOND_CAP_FACTOR);
}

/**
 * Replaces every occurrence of the secrets in a text by `***`. The token (and an `Authorization`
 * header's value, whatever it holds) never reaches a report, a log line or an error message.
 */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text.replace(/(authorization["']?\s*[:=]\s*["']?)(bearer\s+)?[^"',\s}]+/gi, '$1$2***');
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
}

/** A value (report, error) with every string in it redacted, for JSON output. */
export function redactDeep<T>(value: T, secrets: readonly (string | undefined)[]): T {
  return JSON.parse(redact(JSON.stringify(value), secrets)) as T;
}
