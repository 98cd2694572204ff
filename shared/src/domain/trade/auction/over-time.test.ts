import { describe, expect, it } from 'vitest';
import { endsAfterBid } from './over-time';

const NOW = 1_800_000_000_000;
const W = 300_000;

describe('endsAfterBid', () => {
  it.each([
    ['far from the end', NOW + 3_600_000, W, NOW + 3_600_000],
    ['exactly the window before the end', NOW + W, W, NOW + W],
    ['one ms inside the window', NOW + W - 1, W, NOW + W],
    ['in the last second', NOW + 1_000, W, NOW + W],
    ['window 0 (off)', NOW + 1_000, 0, NOW + 1_000],
  ])('%s', (_name, ends, window, expected) => {
    expect(endsAfterBid(ends, NOW, window)).toBe(expected);
  });
});
