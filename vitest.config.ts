import { defineConfig } from 'vitest/config';

// Four projects: `unit` (pure code next to its source), `integration` (real PostgreSQL and Redis,
// each run in a fresh database and key prefix made by tests/support/global-setup.ts), `browser`
// (Debian's Chromium driven by playwright-core against a real server) and `faults` (the fault
// suite, docs/faults.md: servers in child processes, a Redis of its own, a proxy before PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
            'client/build/**/*.test.ts',
            'client/service-worker/**/*.test.ts',
            'scripts/**/*.test.ts',
            'loadtest/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share the run's database and key prefix (counters, rate limits): one at a time.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A page's first load (scripts, then its calls) takes up to two seconds on a busy
          // two-core machine; polling what it shows must outwait that, not expect.poll's 1 s.
          expect: { poll: { timeout: 10_000 } },
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Storms and stopped processes: one file at a time, each bounded in time.
          fileParallelism: false,
        },
      },
    ],
  },
});
