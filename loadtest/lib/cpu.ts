/**
 * CPU time (user + system) of the server under test over a measured window, and per operation.
 * Throughput on a shared 2-core machine moves with whatever else runs; the CPU time the server
 * spends per operation moves far less, so it compares between runs and machines.
 *
 * A child process's time is read from /proc/<pid>/stat (utime + stime, in clock ticks: the whole
 * process, every thread); the bench process's own from process.cpuUsage(). Linux only.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** `getconf CLK_TCK`, asked once; 100 if it cannot be asked. */
function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    let value = NaN;
    try {
      value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      // No getconf: keep the usual Linux value below.
    }
    ticksPerSecond = Number.isInteger(value) && value > 0 ? value : 100;
  }
  return ticksPerSecond;
}

/** CPU time (user + system) the process has used since it started, in ms. */
export function processCpuMs(pid: number): number {
  if (pid === process.pid) {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Field 2 (comm) is in parentheses and may hold spaces: count from after its closing one.
  // There the first field is field 3 (state); utime is field 14 and stime field 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`cannot read the CPU time of process ${pid}`);
  return (ticks * 1000) / clockTicksPerSecond();
}

export interface CpuWindow {
  /** The CPU time (ms) the process used since the window started. */
  stop(): number;
}

/** Starts measuring a process's CPU time; stop() answers the delta in ms. */
export function startCpuWindow(pid: number): CpuWindow {
  const started = processCpuMs(pid);
  return { stop: () => Math.round(processCpuMs(pid) - started) };
}

/**
 * µs of CPU per operation, to `decimals` places (0.1 µs unless told; the fan-out's deliveries of
 * 0.4 to 0.6 µs need hundredths); null when there was no operation.
 */
export function cpuUsPerOp(cpuMs: number, operations: number, decimals = 1): number | null {
  const scale = 10 ** decimals;
  return operations > 0 ? Math.round((cpuMs * 1_000 * scale) / operations) / scale : null;
}

/**
 * The report fields: `server_cpu_ms` and `cpu_us_per_<operation>`, e.g.
 * `{ server_cpu_ms: 2350, cpu_us_per_request: 41.2 }`.
 */
export function cpuFields<K extends string>(
  operation: K,
  cpuMs: number,
  operations: number,
): { server_cpu_ms: number } & Record<`cpu_us_per_${K}`, number | null> {
  return { server_cpu_ms: cpuMs, [`cpu_us_per_${operation}`]: cpuUsPerOp(cpuMs, operations) } as {
    server_cpu_ms: number;
  } & Record<`cpu_us_per_${K}`, number | null>;
}

/** For a printed summary: "41.2 µs/request (2350 ms)". */
export function describeCpu(cpuMs: number, usPerOp: number | null, operation: string): string {
  return `${usPerOp ?? '-'} µs/${operation} (${cpuMs} ms)`;
}
