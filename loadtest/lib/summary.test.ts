import { describe, expect, it } from 'vitest';
import { buildSummary, loadAverageNow, SUMMARY_FIELDS } from './summary';

const CHECKS = ['acked_lost', 'seq_gaps', 'consistent'];

describe('SUMMARY_FIELDS', () => {
  // The names issue 25 gives, so a rename shows here and not in someone's script reading reports.
  it.each([
    [
      'bid-storm-socket',
      [
        'ack_p99_ms',
        'attempts_per_s',
        'bare_attempts_per_s',
        'cpu_us_per_attempt',
        'bare_cpu_us_per_attempt',
        ...CHECKS,
      ],
    ],
    [
      'fanout',
      [
        'latency_p99_ms',
        'bare_latency_p99_ms',
        'two_processes_latency_p99_ms',
        'max_lag_ms',
        'cpu_us_per_delivery',
        'bare_cpu_us_per_delivery',
        ...CHECKS,
      ],
    ],
    ['bid-storm-http', ['ratio', ...CHECKS]],
    ['lot-list', ['ratio', 'shop_trivial_route_ratio']],
    ['closing-spike', ['sold_s', ...CHECKS]],
    [
      'many-lots',
      [
        'ack_p99_ms',
        'bare_ack_p99_ms',
        'delivery_p99_ms',
        'bare_delivery_p99_ms',
        'lots_per_core',
        ...CHECKS,
      ],
    ],
    ['group-commit', CHECKS],
    ['soak', CHECKS],
    ['one-click-race', []],
    ['first-load', []],
  ] as const)('%s: %j', (scenario, fields) => {
    expect(SUMMARY_FIELDS[scenario]).toEqual(fields);
  });
});

describe('buildSummary', () => {
  it('keeps the fields in their order and adds the load average last', () => {
    const summary = buildSummary('closing-spike', 0.31, {
      consistent: true,
      seq_gaps: 0,
      sold_s: 18.9,
      acked_lost: 0,
    });
    expect(Object.entries(summary)).toEqual([
      ['sold_s', 18.9],
      ['acked_lost', 0],
      ['seq_gaps', 0],
      ['consistent', true],
      ['load_average', 0.31],
    ]);
  });

  it('takes null for what was not measured', () => {
    expect(buildSummary('lot-list', 2, { ratio: 0.45, shop_trivial_route_ratio: null })).toEqual({
      ratio: 0.45,
      shop_trivial_route_ratio: null,
      load_average: 2,
    });
  });

  it('makes a summary of the load average alone for a scenario without fields', () => {
    expect(buildSummary('first-load', 1.5, {})).toEqual({ load_average: 1.5 });
  });

  // The type forbids these; a report built from computed objects could still carry them.
  const values = (extra: Record<string, unknown>) =>
    ({ ratio: 0.5, shop_trivial_route_ratio: 0.3, ...extra }) as {
      ratio: number;
      shop_trivial_route_ratio: number;
    };
  it.each([
    ['a missing field', { ratio: 0.5 }, /missing shop_trivial_route_ratio/],
    ['an unknown field', values({ targets_met: false }), /unknown targets_met/],
    ['a flag as a value', values({ ratio: true }), /ratio is true, not a measured value/],
    ['text as a value', values({ ratio: '0.5' }), /ratio is 0.5, not a measured value/],
    ['NaN as a value', values({ ratio: Number.NaN }), /ratio is NaN/],
  ])('refuses %s', (_name, given, message) => {
    expect(() => buildSummary('lot-list', 0, given as never)).toThrow(message);
  });

  it.each([Number.NaN, -1])('refuses a load average of %s', (load) => {
    expect(() => buildSummary('first-load', load, {})).toThrow(/load average/);
  });
});

describe('loadAverageNow', () => {
  it('is a number to two decimals, at least 0', () => {
    const load = loadAverageNow();
    expect(load).toBeGreaterThanOrEqual(0);
    expect(Math.round(load * 100) / 100).toBe(load);
  });
});
