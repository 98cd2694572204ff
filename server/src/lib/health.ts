/**
 * Readiness (docs/decisions.md "Health, metrics and logs"): named checks, each given CHECK_TIMEOUT_MS,
 * run together, and a switch that makes the process unready for good once its shutdown begins. What
 * the checks are is composed elsewhere (operations.ts); /readyz and the readiness gauges answer
 * from here.
 */
import type { Logger } from './logger';

export const CHECK_TIMEOUT_MS = 2_000;

export interface CheckResult {
  ok: boolean;
  /** How long the check took (the timeout when it did not answer). */
  ms: number;
  /** Why it failed: a short reason, never a connection string or a stack. */
  error?: string;
}

export interface Readiness {
  status: 'ok' | 'unavailable' | 'shutting-down';
  checks: Record<string, CheckResult>;
}

/** Throws (or rejects) when the dependency is not usable; the error's code or message is the reason. */
export type Check = () => Promise<void>;

export interface Health {
  /** Runs every check (callers at the same moment share one run). */
  readiness(): Promise<Readiness>;
  /** From now on unready, before any connection closes: load balancers stop sending first. */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
}

export function createHealth(checks: Record<string, Check>, logger: Logger): Health {
  let shuttingDown = false;
  let running: Promise<Readiness> | undefined;
  /** A check still running from an earlier call is waited for, never started twice (a hung connect). */
  const inFlight = new Map<string, Promise<void>>();
  const failing = new Set<string>();

  async function runCheck(name: string, check: Check): Promise<CheckResult> {
    const started = performance.now();
    let pending = inFlight.get(name);
    if (!pending) {
      pending = Promise.resolve()
        .then(check)
        .finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new CheckTimeout()), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([pending, timeout]);
      if (failing.delete(name)) logger.info({ check: name }, 'readiness check passes again');
      return { ok: true, ms: elapsed(started) };
    } catch (error) {
      const reason = reasonOf(error);
      // Logged when it starts failing, not on every probe of a load balancer.
      if (!failing.has(name)) {
        failing.add(name);
        logger.warn({ check: name, err: error }, 'readiness check fails');
      }
      return { ok: false, ms: elapsed(started), error: reason };
    } finally {
      clearTimeout(timer);
    }
  }

  async function evaluate(): Promise<Readiness> {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => runCheck(name, checks[name]!)));
    const entries = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
    if (shuttingDown) return shutdownAnswer(entries);
    return { status: results.every((r) => r.ok) ? 'ok' : 'unavailable', checks: entries };
  }

  return {
    readiness() {
      if (shuttingDown) return Promise.resolve(shutdownAnswer({}));
      running ??= evaluate().finally(() => {
        running = undefined;
      });
      return running;
    },
    beginShutdown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
  };
}

function shutdownAnswer(checks: Record<string, CheckResult>): Readiness {
  return {
    status: 'shutting-down',
    checks: { ...checks, shutdown: { ok: false, ms: 0, error: 'the process is shutting down' } },
  };
}

class CheckTimeout extends Error {
  constructor() {
    super(`no answer in ${CHECK_TIMEOUT_MS} ms`);
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

/**
 * A reason fit for a public answer: the error's code (ECONNREFUSED, 57P01) or its message, cut
 * short; connection errors' messages carry addresses, so a code wins over them.
 */
function reasonOf(error: unknown): string {
  if (error instanceof CheckTimeout || error instanceof CheckFailure) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code) return code;
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== 'Error' ? name : 'failed';
}

/** A check's own verdict (migrations pending, no worker): its message is the public reason. */
export class CheckFailure extends Error {}
