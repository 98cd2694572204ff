import { describe, expect, it } from 'vitest';
import { keepsScrollPosition } from './scroll-policy';

describe('keepsScrollPosition', () => {
  it.each([
    ['/home', false],
    ['/profile', false],
    ['/profile/messages', true],
    ['/profile/orders', true],
    ['/profile/orders/order-info/5', true],
    ['/lot-list', true],
    ['/lot-view/1', false],
    ['/info/bid-lot', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(keepsScrollPosition(pathname)).toBe(expected);
  });
});
