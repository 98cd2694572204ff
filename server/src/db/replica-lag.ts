/**
 * How far behind the primary a replica is, in time, from WAL positions alone: the primary's
 * position is sampled at every check, and a replica that has replayed up to R lacks what the
 * primary had written by the first sample past R, so it is at least that sample's age behind.
 *
 * Why not `now() - pg_last_xact_replay_timestamp()` on the replica: with no writes on the primary
 * that timestamp stands still, and an idle but perfectly current replica would look minutes behind;
 * it also mixes the two servers' clocks. Positions compared on our own clock have neither fault. A
 * replica that has replayed everything the primary had at the last sample is 0 behind; otherwise
 * the figure is short by less than one check interval (the write came between two samples).
 */
export interface LsnHistory {
  /** The primary's WAL position (bytes from 0/0) read at `atMs`, positions never going back. */
  record(atMs: number, lsn: bigint): void;
  /** Milliseconds a replica that replayed up to `replayed` is behind, at `nowMs`. */
  lagMs(replayed: bigint, nowMs: number): number;
}

export function createLsnHistory(keepMs: number): LsnHistory {
  const samples: { at: number; lsn: bigint }[] = [];
  return {
    record(atMs, lsn) {
      samples.push({ at: atMs, lsn });
      // The oldest sample stays once older than keepMs, so a replica behind all of them still
      // reads at least keepMs behind; those before it are of no use.
      while (samples.length > 2 && samples[1]!.at <= atMs - keepMs) samples.shift();
    },
    lagMs(replayed, nowMs) {
      for (const sample of samples) if (sample.lsn > replayed) return Math.max(0, nowMs - sample.at);
      return 0;
    },
  };
}

/** A `pg_lsn` as text (`16/B374D848`) to bytes from 0/0. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  if (high === undefined || low === undefined) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}
