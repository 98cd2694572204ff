/**
 * What one run measures as it goes: attempts and their outcomes, the ack latency (bid sent to its
 * answer) and the delivery latency (a bid's engine time to a client receiving it, clock offset
 * corrected), each into a histogram (loadtest/lib/histogram.ts) and a timeline for the report's
 * latency-over-time chart. The live line reads `snapshot()`.
 */
import { Histogram } from '../lib/histogram';

/** Points kept per timeline; past it every other point is dropped (the chart needs no more). */
const TIMELINE_POINTS = 20_000;

export class Timeline {
  points: [number, number][] = [];
  private every = 1;
  private seen = 0;

  add(tMs: number, value: number): void {
    this.seen += 1;
    if (this.seen % this.every !== 0) return;
    this.points.push([Math.round(tMs), Math.round(value * 10) / 10]);
    if (this.points.length >= TIMELINE_POINTS) {
      this.points = this.points.filter((_, i) => i % 2 === 0);
      this.every *= 2;
    }
  }
}

export interface Snapshot {
  elapsed_s: number;
  sent_per_s: number;
  accepted_per_s: number;
  ack_p50_ms: number;
  ack_p99_ms: number;
  errors: number;
  attempts: number;
  accepted: number;
}

export class RunStats {
  readonly startedAt = performance.now();
  attempts = 0;
  accepted = 0;
  /** Refusals, transport errors and missing answers (anything but an accepted or duplicate ack). */
  errors = 0;
  outcomes: Record<string, number> = {};
  readonly ack = new Histogram();
  readonly delivery = new Histogram();
  readonly ackTimeline = new Timeline();
  readonly deliveryTimeline = new Timeline();

  elapsedMs(now = performance.now()): number {
    return now - this.startedAt;
  }

  sent(): void {
    this.attempts += 1;
  }

  /** One answer: `outcome` 'ok' (accepted), 'duplicate', or the refusal's code. */
  answered(sentAt: number, outcome: string, now = performance.now()): void {
    const ms = now - sentAt;
    this.ack.record(ms);
    this.ackTimeline.add(sentAt - this.startedAt, ms);
    this.outcomes[outcome] = (this.outcomes[outcome] ?? 0) + 1;
    if (outcome === 'ok') this.accepted += 1;
    else if (outcome !== 'duplicate') this.errors += 1;
  }

  failed(reason: string): void {
    this.outcomes[reason] = (this.outcomes[reason] ?? 0) + 1;
    this.errors += 1;
  }

  delivered(ms: number, now = performance.now()): void {
    this.delivery.record(ms);
    this.deliveryTimeline.add(now - this.startedAt, ms);
  }

  snapshot(now = performance.now()): Snapshot {
    const elapsedS = Math.max(0.001, this.elapsedMs(now) / 1000);
    return {
      elapsed_s: Math.round(elapsedS * 10) / 10,
      sent_per_s: Math.round(this.attempts / elapsedS),
      accepted_per_s: Math.round(this.accepted / elapsedS),
      ack_p50_ms: Math.round(this.ack.percentile(50) * 10) / 10,
      ack_p99_ms: Math.round(this.ack.percentile(99) * 10) / 10,
      errors: this.errors,
      attempts: this.attempts,
      accepted: this.accepted,
    };
  }
}
