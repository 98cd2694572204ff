import { describe, expect, it } from 'vitest';
import { transactionStatus } from './transactions.repository';

describe('transactionStatus', () => {
  it.each([
    ['top_up', null, 'completed'],
    ['top_up', 'top_up_reversal', 'reversed'],
    ['deposit_block', null, 'pending'],
    ['deposit_block', 'deposit_release', 'returned'],
    ['deposit_block', 'deposit_forfeit', 'completed'],
    ['refund_request', null, 'pending'],
    ['refund_request', 'refund_approve', 'completed'],
    ['refund_request', 'refund_reject', 'returned'],
    ['refund_reject', null, 'completed'],
    ['deposit_release', null, 'completed'],
    ['payment', null, 'completed'],
    ['payment', 'payment_return', 'returned'],
    ['payment_return', null, 'completed'],
    ['penalty', null, 'completed'],
    ['top_up_reversal', null, 'completed'],
  ] as const)('%s settled by %s -> %s', (kind, settledBy, status) => {
    expect(transactionStatus(kind, settledBy)).toBe(status);
  });
});
