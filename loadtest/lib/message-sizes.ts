/**
 * The size of what the bots receive, by kind (an accepted ack, a refusal, an `auction:bids`
 * message): the fair yardstick must answer and broadcast messages of the size Kimoshdi's are, and
 * the report shows both so that anyone can see it does. Every `every`-th message of a kind is
 * measured (its JSON in UTF-8 bytes, what Socket.IO writes less a few bytes of framing), the first
 * one always: stringifying every broadcast on 1 000 clients would cost the bots CPU they need.
 */
export interface SizeTally {
  seen: number;
  sampled: number;
  bytes: number;
}

export type SizeTallies = Record<string, SizeTally>;

export class SizeSampler {
  private readonly tallies: SizeTallies = {};

  constructor(private readonly every = 64) {}

  sample(kind: string, message: unknown): void {
    let tally = this.tallies[kind];
    if (!tally) this.tallies[kind] = tally = { seen: 0, sampled: 0, bytes: 0 };
    if (tally.seen % this.every === 0) {
      tally.sampled += 1;
      tally.bytes += Buffer.byteLength(JSON.stringify(message) ?? '', 'utf8');
    }
    tally.seen += 1;
  }

  toJSON(): SizeTallies {
    return structuredClone(this.tallies);
  }
}

/** Several processes' tallies as { kind: { messages, mean_bytes } } (mean to 1 byte), kinds sorted. */
export function meanSizes(
  tallies: readonly SizeTallies[],
): Record<string, { messages: number; mean_bytes: number }> {
  const sum: SizeTallies = {};
  for (const tally of tallies) {
    for (const [kind, t] of Object.entries(tally)) {
      const into = (sum[kind] ??= { seen: 0, sampled: 0, bytes: 0 });
      into.seen += t.seen;
      into.sampled += t.sampled;
      into.bytes += t.bytes;
    }
  }
  return Object.fromEntries(
    Object.keys(sum)
      .sort()
      .map((kind) => {
        const t = sum[kind] as SizeTally;
        return [kind, { messages: t.seen, mean_bytes: t.sampled ? Math.round(t.bytes / t.sampled) : 0 }];
      }),
  );
}
