import { describe, expect, it } from 'vitest';
import { displacedLeaders } from './outbid-notice';

describe('displacedLeaders', () => {
  it.each([
    ['a bid takes the lead', ['a', 'b'], ['a']],
    ['an auto-bid duel the first keeps', ['a', 'b', 'a', 'b', 'a'], ['b']],
    ['a bid past an auto-bid maximum', ['a', 'b', 'a', 'c'], ['a', 'b']],
    ['the first bid of a lot', ['a'], []],
    ['nothing', [], []],
  ])('%s', (_name, bidders, expected) => {
    expect(displacedLeaders(bidders)).toEqual(expected);
  });
});
