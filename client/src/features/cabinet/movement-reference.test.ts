import { describe, expect, it } from 'vitest';
import { movementReference } from './movement-reference';

describe('movementReference', () => {
  it.each([
    ['Lot 2600000005', { kind: 'lot', number: '2600000005' }],
    ['Lot 2600000005 x 2', { kind: 'lot', number: '2600000005', pieces: 2 }],
    ['payment-back 3', { kind: 'refund', id: '3' }],
    ['Payme KP00000012', { kind: 'text', text: 'Payme KP00000012' }],
    ['Click', { kind: 'text', text: 'Click' }],
    ['', { kind: 'none' }],
    ['  ', { kind: 'none' }],
    ['Lot', { kind: 'text', text: 'Lot' }],
    ['payment-back x', { kind: 'text', text: 'payment-back x' }],
  ])('reads %j', (description, expected) => {
    expect(movementReference(description)).toEqual(expected);
  });
});
