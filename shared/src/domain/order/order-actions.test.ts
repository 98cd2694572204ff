import { describe, expect, it } from 'vitest';
import { orderActions } from './order-actions';

describe('orderActions', () => {
  it.each([
    [1, { send: true, edit: true, delete: true, cancel: false, duplicate: true }],
    [2, { send: false, edit: false, delete: false, cancel: true, duplicate: true }],
    [3, { send: false, edit: false, delete: false, cancel: false, duplicate: true }],
    [4, { send: false, edit: false, delete: false, cancel: false, duplicate: true }],
    [5, { send: false, edit: false, delete: false, cancel: false, duplicate: true }],
    [6, { send: false, edit: false, delete: false, cancel: false, duplicate: true }],
  ])('status %i', (status, expected) => {
    expect(orderActions(status)).toEqual(expected);
  });
});

describe('a rejected order', () => {
  it('may only be copied', () => {
    expect(orderActions(2, true)).toEqual({
      send: false,
      edit: false,
      delete: false,
      cancel: false,
      duplicate: true,
    });
  });
});
