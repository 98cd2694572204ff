/**
 * Reading the server's /metrics (Prometheus' text format) from a scenario: a plain value (soak's
 * memory and event-loop lag), and a histogram's counts so that two readings around a measured
 * window give what happened inside it (many-lots' group-commit batch sizes).
 */

/** GET <url>/metrics with the token the scenario started the server with. */
export async function scrapeMetrics(url: string, token: string): Promise<string> {
  const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`/metrics answered ${answer.status}`);
  return answer.text();
}

/** One value of the exposition (the first series of that name); NaN when absent. */
export function metricValue(text: string, name: string): number {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

export interface HistogramReading {
  /** Cumulative counts by upper bound (`le`, '+Inf' last), as exposed. */
  buckets: [string, number][];
  sum: number;
  count: number;
}

/**
 * A histogram's buckets, sum and count, summed over its series whose labels include `labels`
 * (e.g. `outcome="committed"`); zeros when the server has not observed anything yet.
 */
export function readHistogram(text: string, name: string, labels = ''): HistogramReading {
  const buckets = new Map<string, number>();
  let sum = 0;
  let count = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? ([0-9.e+-]+|\+Inf|NaN)$/.exec(line);
    if (!match) continue;
    const [, series, labelText = '', raw] = match;
    if (labels && !labelText.includes(labels)) continue;
    const value = Number(raw);
    if (series === `${name}_bucket`) {
      const le = /le="([^"]+)"/.exec(labelText)?.[1];
      if (le !== undefined) buckets.set(le, (buckets.get(le) ?? 0) + value);
    } else if (series === `${name}_sum`) sum += value;
    else if (series === `${name}_count`) count += value;
  }
  return { buckets: [...buckets.entries()], sum, count };
}

/**
 * What a histogram observed between two readings: its count and sum, and how many observations
 * fell in each bucket (not cumulative: "<= 2" holds those above the previous bound only).
 */
export function histogramDelta(
  before: HistogramReading,
  after: HistogramReading,
): { count: number; sum: number; by_bucket: Record<string, number> } {
  const was = new Map(before.buckets);
  const by_bucket: Record<string, number> = {};
  let below = 0;
  for (const [le, cumulative] of after.buckets) {
    const inside = cumulative - (was.get(le) ?? 0);
    by_bucket[le === '+Inf' ? '+Inf' : `<= ${le}`] = inside - below;
    below = inside;
  }
  return { count: after.count - before.count, sum: after.sum - before.sum, by_bucket };
}
