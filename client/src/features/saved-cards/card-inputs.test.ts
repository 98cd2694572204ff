import { describe, expect, it } from 'vitest';
import { groupCardExpiry, newRequestId } from './card-inputs';

describe('groupCardExpiry', () => {
  it.each([
    ['0', '0'],
    ['03', '03'],
    ['032', '03/2'],
    ['0329', '03/29'],
    ['03/299', '03/29'],
    ['ab03cd29', '03/29'],
  ])('%s -> %s', (typed, shown) => {
    expect(groupCardExpiry(typed)).toBe(shown);
  });
});

describe('newRequestId', () => {
  it('is a UUID v4, new each time', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
