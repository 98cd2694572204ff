import { describe, expect, it } from 'vitest';
import { meanSizes, SizeSampler } from './message-sizes';

describe('SizeSampler', () => {
  it('measures the first message of a kind and every n-th after it, in UTF-8 bytes', () => {
    const sampler = new SizeSampler(3);
    // '{"a":"x"}' is 9 bytes; '{"a":"ё"}' 10 (ё is two bytes in UTF-8).
    const messages = [{ a: 'x' }, { a: 'yy' }, { a: 'zzz' }, { a: 'ё' }, { a: 'x' }, { a: 'x' }, { a: 'x' }];
    for (const message of messages) sampler.sample('refusal', message);
    expect(sampler.toJSON()).toEqual({ refusal: { seen: 7, sampled: 3, bytes: 9 + 10 + 9 } });
  });

  it('keeps each kind apart', () => {
    const sampler = new SizeSampler(1);
    sampler.sample('accepted_ack', { ok: true });
    sampler.sample('bids_message', [1, 2, 3]);
    sampler.sample('bids_message', [1]);
    expect(sampler.toJSON()).toEqual({
      accepted_ack: { seen: 1, sampled: 1, bytes: 11 },
      bids_message: { seen: 2, sampled: 2, bytes: 7 + 3 },
    });
  });

  it('answers a copy, not its running tallies', () => {
    const sampler = new SizeSampler(1);
    sampler.sample('k', 1);
    const before = sampler.toJSON();
    sampler.sample('k', 1);
    expect(before).toEqual({ k: { seen: 1, sampled: 1, bytes: 1 } });
  });
});

describe('meanSizes', () => {
  it('sums the processes and answers the mean of the measured ones', () => {
    expect(
      meanSizes([
        { refusal: { seen: 100, sampled: 2, bytes: 400 }, accepted_ack: { seen: 3, sampled: 1, bytes: 700 } },
        { refusal: { seen: 50, sampled: 1, bytes: 203 } },
      ]),
    ).toEqual({
      accepted_ack: { messages: 3, mean_bytes: 700 },
      refusal: { messages: 150, mean_bytes: 201 },
    });
  });

  it('is empty for no messages', () => {
    expect(meanSizes([])).toEqual({});
    expect(meanSizes([{}, {}])).toEqual({});
  });
});
