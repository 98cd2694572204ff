import { afterEach, describe, expect, it, vi } from 'vitest';

// The user store reads its cookie at start: there is no document here.
vi.mock('./cookies', () => ({ readCookie: () => undefined, removeCookie: () => undefined }));

const { forgetAll, READ_CACHE_MS, READ_CACHE_SIZE, recall, remember } = await import('./read-cache');
const { useUserStore } = await import('./user-store');

describe('read cache', () => {
  afterEach(() => {
    forgetAll();
    useUserStore.setState({ user: null });
  });

  it('gives back what was remembered under the same key', () => {
    remember('shop-lots/lot-list?i=4&page=2', { items: [1] }, 1_000);
    expect(recall('shop-lots/lot-list?i=4&page=2', 2_000)).toEqual({ items: [1] });
    expect(recall('shop-lots/lot-list?i=4&page=1', 2_000)).toBeUndefined();
  });

  it('forgets an answer once it is too old to show', () => {
    remember('a', 1, 0);
    expect(recall('a', READ_CACHE_MS)).toBe(1);
    expect(recall('a', READ_CACHE_MS + 1)).toBeUndefined();
    expect(recall('a', 0)).toBeUndefined();
  });

  it('keeps only the most recently written answers', () => {
    for (let n = 0; n <= READ_CACHE_SIZE; n += 1) remember(`page=${n}`, n, 0);
    expect(recall('page=0', 0)).toBeUndefined();
    expect(recall('page=1', 0)).toBe(1);
    remember('page=1', 'again', 0);
    remember('page=extra', 'x', 0);
    expect(recall('page=1', 0)).toBe('again');
    expect(recall('page=2', 0)).toBeUndefined();
  });

  it('forgets everything when the person signs in or out', () => {
    remember('a', 1);
    useUserStore.setState({ user: { name: 'Ali', user_name: 'ali', percentage: 100 } });
    expect(recall('a')).toBeUndefined();
    remember('a', 2);
    useUserStore.setState({ user: { name: 'Ali V.', user_name: 'ali', percentage: 100 } });
    expect(recall('a')).toBe(2);
    useUserStore.setState({ user: null });
    expect(recall('a')).toBeUndefined();
  });
});
