import { chainBids, genesisHash } from '@kimoshdi/shared/domain/trade/auction/bid-chain';
import type { BidLog } from '@kimoshdi/shared/api/shop/bid-log';
import { describe, expect, it } from 'vitest';
import { checkInBrowser, replayMoments } from './replay';

const input = {
  version: 'kimoshdi-bid-log/1',
  lot_id: 5,
  lot_number: '2600000005',
  start_price: '1000000000',
  started_at: 1_000,
  step_mode: 'standard' as const,
  step_rule: { large_bp: 500, large_steps: 4, small_bp: 300, flat_bp: 200 },
};
const genesis = genesisHash({
  lotId: 5,
  lotNumber: '2600000005',
  startPrice: '1000000000',
  startedAtMs: 1_000,
  stepMode: 'standard',
});
const rows = [
  { seq: 1, buyer_number: '1', amount: '1050000000', placed_at: 2_000, step_no: 1 },
  { seq: 2, buyer_number: '2', amount: '1100000000', placed_at: 3_000, step_no: 2 },
];
const hashes = chainBids(
  genesis,
  rows.map((r) => ({
    seq: r.seq,
    buyerNumber: r.buyer_number,
    amount: r.amount,
    placedAtMs: r.placed_at,
    stepNo: r.step_no,
  })),
);
const log: BidLog = {
  lot_id: 5,
  lot_number: '2600000005',
  genesis_input: input,
  genesis_line: '',
  genesis,
  final_digest: hashes[1]!,
  result: { outcome: 'sold', final_price: '1100000000', winner_buyer_number: '2' },
  total: 2,
  page: 1,
  per_page: 2,
  items: rows.map((r, i) => ({ ...r, hash: hashes[i]! })),
};

describe('replay', () => {
  it('starts at the start price with no leader, then one moment per bid', () => {
    expect(replayMoments(log)).toEqual([
      { index: 0, price: '1000000000', leader: null, at: 1_000 },
      { index: 1, price: '1050000000', leader: '1', at: 2_000 },
      { index: 2, price: '1100000000', leader: '2', at: 3_000 },
    ]);
  });

  it('checks the log in the browser and names a changed bid', () => {
    expect(checkInBrowser(log)).toEqual({ ok: true, digest: hashes[1], bids: 2 });
    const changed = {
      ...log,
      items: log.items.map((b) => (b.seq === 2 ? { ...b, amount: '1100000001' } : b)),
    };
    expect(checkInBrowser(changed)).toMatchObject({ ok: false, seq: 2, fault: 'hash' });
  });
});
