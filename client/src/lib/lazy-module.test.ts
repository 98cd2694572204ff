import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('imports once however often it is loaded or preloaded', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const checks = lazyModule(importer);
    expect(checks.loaded()).toBeUndefined();
    checks.preload();
    checks.preload();
    expect(await checks.load()).toEqual({ answer: 42 });
    expect(checks.loaded()).toEqual({ answer: 42 });
    expect(await checks.load()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('imports again after a failed import', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const checks = lazyModule(importer);
    checks.preload();
    await expect(checks.load()).rejects.toThrow('Failed to fetch');
    expect(checks.loaded()).toBeUndefined();
    expect(await checks.load()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
