import { describe, expect, it } from 'vitest';
import { createKeys } from './keys';

/** What Redis Cluster hashes: the text of the first `{...}` when it is not empty, else the whole key. */
function hashed(key: string): string {
  const open = key.indexOf('{');
  if (open < 0) return key;
  const close = key.indexOf('}', open + 1);
  if (close < 0 || close === open + 1) return key;
  return key.slice(open + 1, close);
}

describe('Redis key names in a cluster', () => {
  const keys = createKeys('kim:', { cluster: true });

  it.each([1, 42, 987_654])(
    "puts every key of lot %i (its scripts' KEYS) and its rebuild lock in one slot",
    (lotId) => {
      const lot = keys.lot(lotId);
      const ofLot = [...Object.values(lot), `${lot.rate}user-1`, keys.lotRebuildLock(lotId)];
      expect(new Set(ofLot.map(hashed))).toEqual(new Set([String(lotId)]));
    },
  );

  it('gives BullMQ one hash tag in a cluster and keeps the old names on one Redis', () => {
    expect(hashed(`${keys.bullPrefix}:auction:wait`)).toBe('bull');
    expect(createKeys('kim:').bullPrefix).toBe('kim:bull');
  });

  it('lets no other key carry a tag that would pull it into a lot slot', () => {
    const alone = [
      keys.visitorsDay('2026-11-22'),
      keys.authFlow('state'),
      keys.liveLots,
      keys.demoBots.enabled,
      keys.demoBots.lock,
      keys.workerHeartbeat,
      keys.socketIo,
      keys.bidRate,
    ];
    for (const key of alone) expect(hashed(key)).toBe(key);
  });
});
