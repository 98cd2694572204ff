import { describe, expect, it } from 'vitest';
import { createLsnHistory, parseLsn } from './replica-lag';

describe('a replica lag from WAL positions', () => {
  const history = () => {
    const h = createLsnHistory(10_000);
    h.record(1_000, 100n);
    h.record(2_000, 200n);
    h.record(3_000, 300n);
    return h;
  };

  it.each([
    ['caught up with the last sample', 300n, 3_050, 0],
    ['ahead of the last sample (written since)', 350n, 3_050, 0],
    ['missing only the last sample', 250n, 3_050, 50],
    ['missing the last two', 150n, 3_500, 1_500],
    ['behind every sample', 50n, 4_000, 3_000],
  ])('%s', (_name, replayed, now, lag) => {
    expect(history().lagMs(replayed, now)).toBe(lag);
  });

  it('an idle primary (no new WAL) keeps a current replica at 0, however long ago it wrote', () => {
    const h = createLsnHistory(10_000);
    for (let at = 0; at <= 60_000; at += 1_000) h.record(at, 500n);
    expect(h.lagMs(500n, 60_010)).toBe(0);
    // Behind all it keeps: at least the span kept (10 s), enough to be past any bound.
    expect(h.lagMs(499n, 60_010)).toBeGreaterThanOrEqual(10_000);
  });

  it('keeps one sample older than its span, so a replica far behind reads at least that far', () => {
    const h = createLsnHistory(2_000);
    for (let at = 0; at <= 10_000; at += 1_000) h.record(at, BigInt(at));
    expect(h.lagMs(0n, 10_000)).toBeGreaterThanOrEqual(2_000);
  });

  it.each([
    ['0/0', 0n],
    ['0/16B3748', 0x16b3748n],
    ['16/B374D848', (0x16n << 32n) + 0xb374d848n],
  ])('reads %s', (text, bytes) => {
    expect(parseLsn(text)).toBe(bytes);
  });
});
