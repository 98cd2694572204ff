import { describe, expect, it } from 'vitest';
import { measureOffset } from './server-time';

describe('measureOffset', () => {
  it.each([
    // server epoch, sent, received, expected offset
    [1_000, 1_000, 1_000, 0],
    [10_050, 0, 100, 10_000],
    [0, 10_000, 10_200, -10_100],
    [5_000, 4_000, 4_001, 1_000],
  ])('server %i, sent %i, received %i -> %i', (server, sent, received, expected) => {
    expect(measureOffset(server, sent, received)).toBe(expected);
  });
});
