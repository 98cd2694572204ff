/**
 * The `targets` block of a report (issue 14): each target's measured value, its limit, whether it
 * is met, and the CPU-per-operation ratio (Kimoshdi's over the bare baseline's, same run) that
 * says why a throughput or latency target is missed on a shared machine: a ratio at the limit means
 * the server does the same work per operation and the machine is what is short, a ratio above it
 * means the server's own cost is.
 */

export interface Target {
  /** What was measured (null: nothing was, e.g. no operation in the window). */
  value: number | null;
  /** `>=` or `<=` the limit. */
  rule: '>=' | '<=';
  limit: number;
  met: boolean;
  /** Kimoshdi's CPU per operation over the baseline's, where one applies. */
  cpu_ratio: number | null;
}

/** a / b to 3 decimals; null when either is missing or b is 0. */
export function ratioOf(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a === null || a === undefined || b === null || b === undefined || b === 0) return null;
  return Math.round((a / b) * 1000) / 1000;
}

/** A target the value must reach (throughput, a share of the baseline). */
export function atLeast(value: number | null, limit: number, cpuRatio: number | null = null): Target {
  return { value, rule: '>=', limit, met: value !== null && value >= limit, cpu_ratio: cpuRatio };
}

/** A target the value must stay under or at (latency, CPU per operation). */
export function atMost(value: number | null, limit: number, cpuRatio: number | null = null): Target {
  return { value, rule: '<=', limit, met: value !== null && value <= limit, cpu_ratio: cpuRatio };
}

export function allMet(targets: Record<string, Target>): boolean {
  return Object.values(targets).every((t) => t.met);
}

/** One line per target for the printed summary: "ack_p99_ms 31.2 <= 25: missed (CPU x2.10)". */
export function describeTargets(targets: Record<string, Target>): string[] {
  return Object.entries(targets).map(([name, t]) => {
    const cpu = t.cpu_ratio === null ? '' : ` (CPU per op x${t.cpu_ratio} the baseline's)`;
    return `${name} ${t.value ?? '-'} ${t.rule} ${t.limit}: ${t.met ? 'met' : 'MISSED'}${cpu}`;
  });
}
