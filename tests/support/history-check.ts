/**
 * The linearizability check of a lot's bid log (issue 14, docs/faults.md): every client's recorded
 * history (its own bids as operations with a start and an end, the events pushed to it, the states
 * it read) must fit ONE total order of bids, the order of seq, and respect real time.
 *
 * The lot is a sequencer: each accepted bid takes the next seq, so the order a history must fit is
 * known by name (seq) and the check need not search permutations (what makes general
 * linearizability checking hard). What remains, and what each rule below says:
 * - one value per seq: every sighting of seq s (acks, events, reads, the record) is the same bid;
 * - the order is an auction: seqs 1..n with no hole (when the record is given), each price above
 *   the one before, and every state seen (seq, price, leader) is the state after bid `seq`;
 * - real time: once anything showing seq s has come back to any client (an ack, an event, a read),
 *   every bid sent later gets a seq above s, and every read sent later shows at least s;
 * - a bid acknowledged is in the order, as acknowledged. A bid that failed (an error, no answer)
 *   may or may not stand: its outcome is unknown to the client, as a linearizable register allows.
 * Times are one process's clock (the test's), so they compare.
 */

export interface SeenBid {
  seq: number;
  /** Tiyin, digits. */
  amount: string;
  buyer: number;
}

export interface SeenState {
  seq: number;
  /** null before the first bid. */
  price: string | null;
  leader: number | null;
}

export type Observation =
  /** The client's own bid: sent at `sentAt`, its answer at `doneAt`; `bid` null when refused or unanswered. */
  | { kind: 'bid'; sentAt: number; doneAt: number; requestId: string; bid: SeenBid | null; error?: string }
  /** An event pushed to the client (auction:bids or auction:state), received at `at`. */
  | { kind: 'event'; at: number; state: SeenState; bids: SeenBid[] }
  /** A read the client asked for (a join, a resync from lot-game-info): sent, answered, what it showed. */
  | { kind: 'read'; sentAt: number; doneAt: number; state: SeenState; bids: SeenBid[] };

export interface ClientHistory {
  client: string;
  observations: Observation[];
}

export interface HistoryVerdict {
  ok: boolean;
  /** The one order every history fits (as far as anyone saw it), by seq. */
  order: SeenBid[];
  problems: string[];
  /** Counts, for the report: operations and sightings checked. */
  checked: { clients: number; bids: number; acked: number; events: number; reads: number };
}

const describe = (bid: SeenBid) => `#${bid.seq} ${bid.amount} by ${bid.buyer}`;

/**
 * Checks the histories against each other and, when given, against the record (the `bids` table,
 * in seq order). Answers every rule broken, at most a few of each kind, so a failure reads well.
 */
export function checkHistories(
  histories: readonly ClientHistory[],
  options: { record?: readonly SeenBid[] } = {},
): HistoryVerdict {
  const problems: string[] = [];
  const counted = new Map<string, number>();
  const report = (kind: string, text: string) => {
    const n = (counted.get(kind) ?? 0) + 1;
    counted.set(kind, n);
    if (n <= 5) problems.push(text);
  };

  // One value per seq.
  const bySeq = new Map<number, { bid: SeenBid; from: string }>();
  const sight = (bid: SeenBid, from: string) => {
    const known = bySeq.get(bid.seq);
    if (!known) bySeq.set(bid.seq, { bid, from });
    else if (known.bid.amount !== bid.amount || known.bid.buyer !== bid.buyer)
      report(
        'value',
        `seq ${bid.seq}: ${from} saw ${describe(bid)}, ${known.from} saw ${describe(known.bid)}`,
      );
  };
  for (const bid of options.record ?? []) sight(bid, 'the record');
  const checked = { clients: histories.length, bids: 0, acked: 0, events: 0, reads: 0 };
  for (const { client, observations } of histories) {
    for (const o of observations) {
      if (o.kind === 'bid') {
        checked.bids += 1;
        if (o.bid) {
          checked.acked += 1;
          sight(o.bid, `${client}'s ack`);
        }
      } else {
        if (o.kind === 'event') checked.events += 1;
        else checked.reads += 1;
        for (const bid of o.bids) sight(bid, `${client}'s ${o.kind}`);
      }
    }
  }

  // The order is an auction: no hole (against the record), prices climbing.
  const seqs = [...bySeq.keys()].sort((a, b) => a - b);
  const order = seqs.map((seq) => bySeq.get(seq)!.bid);
  if (options.record) {
    const recorded = new Set(options.record.map((bid) => bid.seq));
    options.record.forEach((bid, i) => {
      if (bid.seq !== i + 1) report('hole', `the record's bid ${i + 1} has seq ${bid.seq}`);
    });
    for (const seq of seqs)
      if (!recorded.has(seq))
        report(
          'lost',
          `seq ${seq} (${describe(bySeq.get(seq)!.bid)}, ${bySeq.get(seq)!.from}) is not in the record`,
        );
  }
  for (let i = 1; i < order.length; i += 1) {
    const [before, after] = [order[i - 1]!, order[i]!];
    if (after.seq === before.seq + 1 && BigInt(after.amount) <= BigInt(before.amount))
      report('price', `${describe(after)} is not above ${describe(before)}`);
  }

  // Every state seen is the state after its seq's bid.
  const top = order.at(-1)?.seq ?? 0;
  const fits = (state: SeenState, where: string) => {
    if (state.seq === 0) {
      if (state.price !== null) report('state', `${where}: seq 0 with price ${state.price}`);
      return;
    }
    const bid = bySeq.get(state.seq)?.bid;
    if (!bid) {
      if (options.record && state.seq > top)
        report('state', `${where}: seq ${state.seq} beyond the order's ${top}`);
      return;
    }
    if (bid.amount !== state.price || bid.buyer !== state.leader)
      report(
        'state',
        `${where}: seq ${state.seq} price ${state.price} leader ${state.leader}, the order's bid is ${describe(bid)}`,
      );
  };

  // Real time: what came back before an operation started bounds it from below.
  const known: { at: number; seq: number; what: string }[] = [];
  for (const { client, observations } of histories) {
    for (const o of observations) {
      if (o.kind === 'bid') {
        if (o.bid) known.push({ at: o.doneAt, seq: o.bid.seq, what: `${client}'s ack of ${o.bid.seq}` });
      } else {
        fits(o.state, `${client}'s ${o.kind}`);
        const at = o.kind === 'event' ? o.at : o.doneAt;
        known.push({ at, seq: o.state.seq, what: `${client}'s ${o.kind} of ${o.state.seq}` });
      }
    }
  }
  known.sort((a, b) => a.at - b.at);
  const highest: { at: number; seq: number; what: string }[] = [];
  for (const k of known) {
    const last = highest.at(-1);
    highest.push(last && last.seq >= k.seq ? { ...last, at: k.at } : k);
  }
  /** The highest seq anyone had seen come back strictly before `t`. */
  const seenBefore = (t: number) => {
    let [lo, hi] = [0, highest.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (highest[mid]!.at < t) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? undefined : highest[lo - 1];
  };
  for (const { client, observations } of histories) {
    for (const o of observations) {
      if (o.kind === 'event') continue;
      const before = seenBefore(o.sentAt);
      if (!before) continue;
      if (o.kind === 'bid' && o.bid && o.bid.seq <= before.seq)
        report('real-time', `${client}'s bid got seq ${o.bid.seq}, sent after ${before.what} came back`);
      if (o.kind === 'read' && o.state.seq < before.seq)
        report(
          'real-time',
          `${client}'s read showed seq ${o.state.seq}, sent after ${before.what} came back`,
        );
    }
  }

  for (const [kind, n] of counted) if (n > 5) problems.push(`... and ${n - 5} more of kind "${kind}"`);
  return { ok: problems.length === 0, order, problems, checked };
}
