import { describe, expect, it } from 'vitest';
import { canBuy, canSell, isOperator, isRole, type Role } from './roles';

describe('roles', () => {
  it.each<[Role, boolean, boolean, boolean]>([
    ['buyer', true, false, false],
    ['customer', false, true, false],
    ['both', true, true, false],
    ['operator', false, false, true],
  ])('%s: buys %s, sells %s, operates %s', (role, buys, sells, operates) => {
    expect([canBuy(role), canSell(role), isOperator(role)]).toEqual([buys, sells, operates]);
  });

  it.each([
    ['buyer', true],
    ['guest', false],
    ['Buyer', false],
    ['', false],
    [undefined, false],
  ])('isRole(%s) is %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });
});
