import { describe, expect, it } from 'vitest';
import { orderEditable } from './order-editable';

describe('orderEditable', () => {
  it.each([
    [1, true],
    [2, false],
    [3, false],
    [4, false],
    [5, false],
    [6, false],
  ])('status %i -> %s', (status, expected) => {
    expect(orderEditable(status)).toBe(expected);
  });
});
