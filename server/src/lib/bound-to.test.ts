import { describe, expect, it } from 'vitest';
import { boundTo } from './bound-to';

describe('a service bound to its context', () => {
  it('calls each function with the context first and the caller arguments after', async () => {
    const context = { rate: 3 };
    const service = boundTo(context, {
      times: (c: typeof context, n: number) => c.rate * n,
      later: async (c: typeof context, a: number, b: number) => c.rate + a + b,
    });
    expect(service.times(2)).toBe(6);
    await expect(service.later(1, 2)).resolves.toBe(6);
  });
});
