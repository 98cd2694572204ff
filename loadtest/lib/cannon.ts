import autocannon, { type Result } from 'autocannon';
import { cpuUsPerOp, startCpuWindow } from './cpu';

export interface LoadOptions {
  /** Base URL of the server under load (127.0.0.1 only). */
  url: string;
  /** Request paths, sent in rotation across all connections. */
  paths: readonly string[];
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** The server under load: its CPU time over the measured run (not the warm-up) is reported. */
  serverPid: number;
}

export interface LoadFigures {
  req_per_s: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non_2xx: number;
  status_codes: Record<string, number>;
  duration_s: number;
  /** The server's CPU time (user + system) over the measured run. */
  server_cpu_ms: number;
  /** server_cpu_ms per request answered, in µs. */
  cpu_us_per_request: number | null;
}

const REQUEST_TIMEOUT_S = 10;

function fire(options: LoadOptions, durationSeconds: number): Promise<Result> {
  let next = 0;
  const { paths } = options;
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: durationSeconds,
    timeout: REQUEST_TIMEOUT_S,
    headers: options.headers,
    // One shared counter: consecutive requests (from whichever connection) take consecutive paths.
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = paths[next % paths.length];
          next += 1;
          return { ...request, path };
        },
      },
    ],
  });
}

/** A warm-up (discarded: JIT, pools, caches), then the measured run; bounded in time. */
export async function measure(options: LoadOptions): Promise<LoadFigures> {
  if (options.paths.length === 0) throw new Error('no paths to measure');
  if (options.warmupSeconds > 0) await fire(options, options.warmupSeconds);
  const cpu = startCpuWindow(options.serverPid);
  const result = await fire(options, options.durationSeconds);
  const serverCpuMs = cpu.stop();
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = Number(count);
  }
  return {
    req_per_s: Math.round(result.requests.total / result.duration),
    p50_ms: result.latency.p50,
    p90_ms: result.latency.p90,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non_2xx: result.non2xx,
    status_codes: statusCodes,
    duration_s: result.duration,
    server_cpu_ms: serverCpuMs,
    cpu_us_per_request: cpuUsPerOp(serverCpuMs, result.requests.total),
  };
}
