import { describe, expect, it, vi } from 'vitest';
import { lazyWithTexts } from './lazy-with-texts';

// i18next itself is not wanted here: only which namespaces the part asks for, and when.
const { loadNamespaces } = vi.hoisted(() => ({ loadNamespaces: vi.fn(() => Promise.resolve()) }));
vi.mock('./i18n', () => ({ loadNamespaces }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function Part() {
  return null;
}

describe('lazyWithTexts', () => {
  it('fetches the code and its namespaces together, once however often it is preloaded', async () => {
    loadNamespaces.mockClear();
    const load = vi.fn(() => Promise.resolve(Part));
    const Lazy = lazyWithTexts(load, ['files', 'orders']);
    expect(load).not.toHaveBeenCalled();
    Lazy.preload();
    Lazy.preload();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadNamespaces).toHaveBeenCalledTimes(1);
    expect(loadNamespaces).toHaveBeenCalledWith(['files', 'orders']);
  });

  it('fetches again after a failed fetch (offline), instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Part);
    const Lazy = lazyWithTexts(load, ['files']);
    Lazy.preload();
    await settle();
    Lazy.preload();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
