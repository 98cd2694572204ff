import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.hoisted(() => vi.fn());
vi.mock('./api-client', () => ({
  api: { get },
  apiUrl: (path: string, query?: Record<string, unknown>) =>
    `${path}?${new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)])).toString()}`,
}));

const { EARLY_ANSWER_MS, getEarly, takeArrived, takeEarly } = await import('./early-get');

describe('answers fetched early', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    get.mockImplementation((path: string) => Promise.resolve({ path }));
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
    get.mockReset();
  });

  it('are taken once, by the same path and query, and asked for once', async () => {
    getEarly('shop-lots/lot-list', { i: 4, page: 1 });
    getEarly('shop-lots/lot-list', { i: 4, page: 1 });
    expect(get).toHaveBeenCalledTimes(1);
    expect(takeEarly('shop-lots/lot-list', { i: 4, page: 2 })).toBeUndefined();
    await expect(takeEarly('shop-lots/lot-list', { i: 4, page: 1 })).resolves.toEqual({
      path: 'shop-lots/lot-list',
    });
    expect(takeEarly('shop-lots/lot-list', { i: 4, page: 1 })).toBeUndefined();
  });

  it('are dropped when their screen does not come in time', () => {
    getEarly('shop-lots/lot-list', { i: 4 });
    vi.advanceTimersByTime(EARLY_ANSWER_MS);
    expect(takeEarly('shop-lots/lot-list', { i: 4 })).toBeUndefined();
  });

  it('hand a failure to the screen that takes them, and leave none unhandled when not taken', async () => {
    get.mockImplementation(() => Promise.reject(new Error('offline')));
    getEarly('a');
    getEarly('b');
    await expect(takeEarly('a')).rejects.toThrow('offline');
    vi.advanceTimersByTime(EARLY_ANSWER_MS);
    expect(takeEarly('b')).toBeUndefined();
  });

  it('hand over the data itself once it has arrived, and only once', async () => {
    getEarly('shop-lots/lot-list', { i: 4 });
    expect(takeArrived('shop-lots/lot-list', { i: 4 })).toBeUndefined();
    await Promise.resolve();
    await Promise.resolve();
    expect(takeArrived('shop-lots/lot-list', { i: 5 })).toBeUndefined();
    expect(takeArrived('shop-lots/lot-list', { i: 4 })).toEqual({ path: 'shop-lots/lot-list' });
    expect(takeArrived('shop-lots/lot-list', { i: 4 })).toBeUndefined();
    expect(takeEarly('shop-lots/lot-list', { i: 4 })).toBeUndefined();
  });
});
