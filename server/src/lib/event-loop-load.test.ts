import { describe, expect, it } from 'vitest';
import { yieldWhileBusy } from './event-loop-load';

describe('yieldWhileBusy', () => {
  // Each step: whether the loop is busy, the clock, and whether the work waits then.
  const cases: { name: string; steps: [boolean, number, boolean][] }[] = [
    {
      name: 'a calm loop never holds',
      steps: [
        [false, 0, false],
        [false, 5_000, false],
      ],
    },
    {
      name: 'a busy loop holds up to the bound, then lets the work go while it stays busy',
      steps: [
        [true, 0, true],
        [true, 9_999, true],
        [true, 10_000, false],
        [true, 25_000, false],
      ],
    },
    {
      name: 'a calm moment starts the bound again',
      steps: [
        [true, 0, true],
        [true, 10_000, false],
        [false, 11_000, false],
        [true, 12_000, true],
        [true, 21_999, true],
        [true, 22_000, false],
      ],
    },
  ];
  it.each(cases)('$name', ({ steps }) => {
    let busy = false;
    const yielding = yieldWhileBusy({ busy: () => busy }, 10_000);
    for (const [isBusy, now, holds] of steps) {
      busy = isBusy;
      expect(yielding.holds(now), `at ${now} ms`).toBe(holds);
    }
  });
});
