import { describe, expect, it } from 'vitest';
import { decodePng, drawIcon, encodePng, iconIsUpToDate } from './generate-apple-touch-icon';

describe('the committed apple-touch-icon.png', () => {
  it('is what the generator draws (run npx tsx scripts/generate-apple-touch-icon.ts)', async () => {
    expect(await iconIsUpToDate()).toBe(true);
  });
});

describe('drawIcon', () => {
  it('paints the blue background in the corners and the white K inside its stem', () => {
    const size = 64;
    const pixels = drawIcon(size);
    const at = (x: number, y: number) => [...pixels.subarray((y * size + x) * 3, (y * size + x) * 3 + 3)];
    expect(at(0, 0)).toEqual([0x1f, 0x5f, 0xbf]);
    expect(at(63, 63)).toEqual([0x1f, 0x5f, 0xbf]);
    expect(at(21, 40)).toEqual([0xff, 0xff, 0xff]);
  });
});

describe('encodePng', () => {
  it('round-trips through decodePng', () => {
    const pixels = drawIcon(20);
    expect(decodePng(encodePng(pixels, 20))).toEqual({ width: 20, height: 20, pixels });
  });
});
