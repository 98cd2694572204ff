/**
 * A latency histogram in 0.1 ms buckets up to 60 s (beyond: counted in the last bucket, the max
 * kept exactly). Small enough to send over IPC as [bucket, count] pairs and merge in the parent.
 */
const RESOLUTION = 10;
const BUCKETS = 60_000 * RESOLUTION + 1;

export interface HistogramSummary {
  count: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  mean_ms: number;
}

export class Histogram {
  private counts = new Uint32Array(BUCKETS);
  count = 0;
  max = 0;
  private sum = 0;

  record(ms: number): void {
    const value = Math.max(0, ms);
    const bucket = Math.min(BUCKETS - 1, Math.floor(value * RESOLUTION));
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.count += 1;
    this.sum += value;
    if (value > this.max) this.max = value;
  }

  toJSON(): { pairs: [number, number][]; count: number; max: number; sum: number } {
    const pairs: [number, number][] = [];
    this.counts.forEach((n, i) => {
      if (n > 0) pairs.push([i, n]);
    });
    return { pairs, count: this.count, max: this.max, sum: this.sum };
  }

  merge(data: ReturnType<Histogram['toJSON']>): void {
    for (const [i, n] of data.pairs) this.counts[i] = (this.counts[i] ?? 0) + n;
    this.count += data.count;
    this.sum += data.sum;
    if (data.max > this.max) this.max = data.max;
  }

  percentile(p: number): number {
    if (this.count === 0) return 0;
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let i = 0; i < BUCKETS; i += 1) {
      seen += this.counts[i] ?? 0;
      if (seen >= rank) return Math.min(this.max, (i + 1) / RESOLUTION);
    }
    return this.max;
  }

  summary(): HistogramSummary {
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      count: this.count,
      p50_ms: round(this.percentile(50)),
      p90_ms: round(this.percentile(90)),
      p99_ms: round(this.percentile(99)),
      max_ms: round(this.max),
      mean_ms: this.count ? round(this.sum / this.count) : 0,
    };
  }
}
