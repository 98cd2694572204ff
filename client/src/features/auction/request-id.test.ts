import { describe, expect, it } from 'vitest';
import { requestIdSchema } from '@kimoshdi/shared';
import { newRequestId, requestFor } from './request-id';

describe('request ids', () => {
  it('keeps the pending id when the same amount is retried, and makes a new one otherwise', () => {
    let n = 0;
    const make = () => `request-${++n}`;
    const first = requestFor(null, '12500000', make);
    expect(first).toEqual({ key: '12500000', requestId: 'request-1' });
    expect(requestFor(first, '12500000', make)).toBe(first);
    expect(requestFor(first, '12600000', make)).toEqual({ key: '12600000', requestId: 'request-2' });
  });

  it('makes ids the server accepts, different each time', () => {
    const a = newRequestId();
    expect(requestIdSchema.safeParse(a).success).toBe(true);
    expect(newRequestId()).not.toBe(a);
  });
});
