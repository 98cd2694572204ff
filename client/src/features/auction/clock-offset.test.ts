import { describe, expect, it } from 'vitest';
import { bestSample, clockSample } from './clock-offset';

describe('clock offset', () => {
  it('takes the midpoint of the round trip', () => {
    expect(clockSample(10_500, 1000, 1200)).toEqual({ offset: 9400, roundTrip: 200 });
  });

  it('keeps the sample with the smallest round trip (the first of equals)', () => {
    const samples = [clockSample(5000, 0, 300), clockSample(5100, 400, 440), clockSample(5600, 900, 940)];
    expect(bestSample(samples)).toEqual({ offset: 4680, roundTrip: 40 });
  });

  it('has nothing to say without samples, and ignores a clock that went backwards', () => {
    expect(bestSample([])).toBeNull();
    expect(bestSample([{ offset: 1, roundTrip: -5 }])).toBeNull();
  });
});
