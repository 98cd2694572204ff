import { describe, expect, it } from 'vitest';
import {
  bidLine,
  chainBids,
  chainHash,
  genesisHash,
  genesisLine,
  type ChainBid,
  type GenesisInput,
} from './bid-chain';
import { checkBidLog, type LoggedBid } from './bid-log-check';

// Known vectors, computed outside this code (node:crypto over the lines of docs/bid-log.md), so
// a change of the encoding or the hash library shows here.
const LOT: GenesisInput = {
  lotId: 42,
  lotNumber: '2600000042',
  startPrice: 1_000_000_000n,
  startedAtMs: 1_795_000_000_000,
  stepMode: 'standard',
};
const GENESIS = '8cc3186301c1d277fb3e1cf2766fbb90b83be6ef6688aeacefcec31086c7eb1c';
const BID_1: ChainBid = {
  seq: 1,
  buyerNumber: 1,
  amount: 1_050_000_000n,
  placedAtMs: 1_795_000_001_000,
  stepNo: 1,
};
const BID_2: ChainBid = {
  seq: 2,
  buyerNumber: 2,
  amount: '1100000000',
  placedAtMs: 1_795_000_002_500,
  stepNo: 2,
};
const HASH_1 = '59ac7c6d4c1e1f9584ff2198cd0852bba3eed02319e7abdb65f740445b06d221';
const HASH_2 = 'd8b3a3005dc997c1ba3ed7246eca9b0d666d2398245fce45b7890e661a86b082';

describe('bid chain encoding', () => {
  it.each([
    [
      LOT,
      'kimoshdi-bid-log/1|genesis|42|1000000000|1795000000000|standard|500|4|300|200|2600000042',
      GENESIS,
    ],
    [
      // The lot number comes last, so any text in it (a '|', Cyrillic) stays unambiguous.
      {
        lotId: 7,
        lotNumber: 'Lot|7 Ж',
        startPrice: '900000000000',
        startedAtMs: 1_795_000_000_123,
        stepMode: 'flat',
      },
      'kimoshdi-bid-log/1|genesis|7|900000000000|1795000000123|flat|500|4|300|200|Lot|7 Ж',
      '18e6573503b744f81cb5259420cec2f1ef52272eafed41aef43fbb87d6180419',
    ],
  ] as const)('genesis of %o', (input, line, hash) => {
    expect(genesisLine(input)).toBe(line);
    expect(genesisHash(input)).toBe(hash);
  });

  it.each([
    [BID_1, '1|1|1050000000|1795000001000|1'],
    [BID_2, '2|2|1100000000|1795000002500|2'],
  ])('bid line of %o', (bid, line) => {
    expect(bidLine(bid)).toBe(line);
  });

  it('chains bids from the genesis (known vectors)', () => {
    expect(chainHash(GENESIS, BID_1)).toBe(HASH_1);
    expect(chainHash(HASH_1, BID_2)).toBe(HASH_2);
    expect(chainBids(GENESIS, [BID_1, BID_2])).toEqual([HASH_1, HASH_2]);
    expect(chainBids(GENESIS, [])).toEqual([]);
  });

  it.each([
    ['a negative amount', { ...BID_1, amount: -5n }],
    ['a leading zero', { ...BID_1, amount: '01050000000' }],
    ['a fraction of a millisecond', { ...BID_1, placedAtMs: 1.5 }],
    ['a non-integer buyer number', { ...BID_1, buyerNumber: Number.NaN }],
  ])('refuses %s', (_name, bid) => {
    expect(() => bidLine(bid)).toThrow(RangeError);
  });

  it('refuses a previous hash that is not 64 lowercase hex digits', () => {
    expect(() => chainHash(GENESIS.toUpperCase(), BID_1)).toThrow(RangeError);
    expect(() => chainHash('abc', BID_1)).toThrow(RangeError);
  });
});

/** A log of the engine's kind: 5 % steps 1-4 of 10 000 000 tiyin start, then 3 %. */
function honestLog() {
  const rows: Omit<LoggedBid, 'hash'>[] = [
    { seq: 1, buyerNumber: 1, amount: 1_050_000_000n, placedAtMs: 1_795_000_001_000, stepNo: 1 },
    // Above the suggested price (1 100 000 000): still one step.
    { seq: 2, buyerNumber: 2, amount: 1_200_000_000n, placedAtMs: 1_795_000_001_000, stepNo: 2 },
    // An auto-bid duel's losing rung, three steps at once: 1 200 + 50 + 50 + 30 (step 5 is 3 %).
    { seq: 3, buyerNumber: 1, amount: 1_330_000_000n, placedAtMs: 1_795_000_002_000, stepNo: 5 },
    { seq: 4, buyerNumber: 2, amount: 1_360_000_000n, placedAtMs: 1_795_000_002_000, stepNo: 6 },
  ];
  const hashes = chainBids(GENESIS, rows);
  const bids: LoggedBid[] = rows.map((row, i) => ({ ...row, hash: hashes[i]! }));
  return {
    genesisInput: LOT,
    genesis: GENESIS,
    bids,
    finalDigest: hashes.at(-1)!,
    result: { finalPrice: '1360000000', winnerBuyerNumber: '2' },
  };
}

/** The log with bid `seq` changed and every hash after it recomputed (a forger's best effort). */
function forged(seq: number, change: Partial<LoggedBid>) {
  const log = honestLog();
  const rows = log.bids.map((bid) => (bid.seq === seq ? { ...bid, ...change } : bid));
  const hashes = chainBids(GENESIS, rows);
  return {
    ...log,
    bids: rows.map((row, i) => ({ ...row, hash: hashes[i]! })),
    finalDigest: hashes.at(-1)!,
  };
}

describe('checkBidLog', () => {
  it('passes an honest log and answers its digest', () => {
    const log = honestLog();
    expect(checkBidLog(log)).toEqual({ ok: true, digest: log.finalDigest, bids: 4 });
  });

  it('passes a lot nobody bid on: the digest is the genesis', () => {
    expect(checkBidLog({ genesisInput: LOT, genesis: GENESIS, bids: [], finalDigest: GENESIS })).toEqual({
      ok: true,
      digest: GENESIS,
      bids: 0,
    });
  });

  const tampered = (edit: (log: ReturnType<typeof honestLog>) => void) => {
    const log = honestLog();
    edit(log);
    return log;
  };

  it.each([
    ['a changed start price', tampered((l) => (l.genesisInput = { ...LOT, startPrice: 1n })), 0, 'genesis'],
    [
      'a changed amount (hash kept)',
      tampered((l) => (l.bids[1] = { ...l.bids[1]!, amount: 1_300_000_000n })),
      2,
      'hash',
    ],
    ['a dropped bid', tampered((l) => l.bids.splice(1, 1)), 3, 'seq'],
    ['an unchained bid', tampered((l) => (l.bids[2] = { ...l.bids[2]!, hash: null })), 3, 'unchained'],
    ['another final digest', tampered((l) => (l.finalDigest = GENESIS)), 0, 'digest'],
    [
      'another winner',
      tampered((l) => (l.result = { finalPrice: '1360000000', winnerBuyerNumber: '1' })),
      4,
      'result',
    ],
    ['a time going back', forged(3, { placedAtMs: 1_795_000_000_999 }), 3, 'time'],
    ['a buyer outbidding themselves', forged(2, { buyerNumber: 1 }), 2, 'self_outbid'],
    ['a bid below the step', forged(2, { amount: 1_099_999_999n }), 2, 'step'],
    ['a duel rung below its steps', forged(3, { amount: 1_329_999_999n }), 3, 'step'],
    ['a step count going back', forged(4, { stepNo: 5 }), 4, 'step'],
  ])('names the entry where %s breaks the log', (_name, log, seq, fault) => {
    expect(checkBidLog(log)).toMatchObject({ ok: false, seq, fault });
  });

  it('uses the flat 2 % step of a flat lot', () => {
    const input = { ...LOT, stepMode: 'flat' as const };
    const genesis = genesisHash(input);
    const rows = [{ seq: 1, buyerNumber: 3, amount: 1_020_000_000n, placedAtMs: 1, stepNo: 1 }];
    const [hash] = chainBids(genesis, rows);
    const log = { genesisInput: input, genesis, bids: [{ ...rows[0]!, hash: hash! }], finalDigest: hash! };
    expect(checkBidLog(log)).toMatchObject({ ok: true });
    const low = { ...rows[0]!, amount: 1_019_999_999n };
    const [lowHash] = chainBids(genesis, [low]);
    expect(checkBidLog({ ...log, bids: [{ ...low, hash: lowHash! }], finalDigest: lowHash! })).toMatchObject({
      ok: false,
      seq: 1,
      fault: 'step',
    });
  });
});
