import { describe, expect, it } from 'vitest';
import { sellerOfOrder, type LotOrder } from './lot-seller';
import { ORDER_TYPE } from './order-kind';

describe('the seller of a lot', () => {
  it.each<[string, LotOrder, ReturnType<typeof sellerOfOrder>]>([
    [
      "a person's personal order pays its customer",
      { ownerType: 'individual', orderType: ORDER_TYPE.PERSONAL, customerUserId: '7' },
      { seller: { kind: 'user', userId: '7' }, stateOrder: false },
    ],
    [
      "a company's personal order pays its customer",
      { ownerType: 'legal', orderType: ORDER_TYPE.PERSONAL, customerUserId: '8' },
      { seller: { kind: 'user', userId: '8' }, stateOrder: false },
    ],
    [
      "the state's property pays the platform",
      { ownerType: 'state', orderType: ORDER_TYPE.PERSONAL, customerUserId: '9' },
      { seller: { kind: 'platform' }, stateOrder: true },
    ],
    [
      'an order for the benefit of the state pays the platform',
      { ownerType: 'individual', orderType: ORDER_TYPE.STATE_BENEFIT, customerUserId: '9' },
      { seller: { kind: 'platform' }, stateOrder: true },
    ],
    [
      'an order without a customer account pays the platform',
      { ownerType: 'individual', orderType: ORDER_TYPE.PERSONAL, customerUserId: null },
      { seller: { kind: 'platform' }, stateOrder: false },
    ],
  ])('%s', (_case, order, expected) => {
    expect(sellerOfOrder(order)).toEqual(expected);
  });
});
