import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusesOfTab } from '@kimoshdi/shared';

// The per-tab partial indexes repeat each tab's statuses in SQL: if lot-tabs.ts changes and the
// migration does not, the list still answers right but falls back to sorting whole tabs.
const migration = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../../migrations', name), 'utf8');
const SQL = migration('20261122_0310_catalogue_speed.sql') + migration('20261122_0800_lot_sort.sql');

describe('the lot list tab indexes', () => {
  const statusesOfIndex = (name: string) => {
    const match = new RegExp(
      `CREATE INDEX ${name} ON lots \\([^)]*\\) WHERE lot_status IN \\(([\\d, ]+)\\)`,
    ).exec(SQL);
    return match?.[1]?.split(',').map((s) => Number(s.trim()));
  };

  it.each([
    ['lots_tab_new_idx', 1],
    ['lots_tab_completed_idx', 2],
    ['lots_tab_current_idx', 4],
    // The sorts' indexes (0800).
    ['lots_tab_new_ends_idx', 1],
    ['lots_tab_new_price_idx', 1],
    ['lots_tab_completed_published_idx', 2],
    ['lots_tab_completed_price_idx', 2],
    ['lots_tab_current_published_idx', 4],
    ['lots_tab_current_price_idx', 4],
  ] as const)('%s holds exactly the statuses of tab %i', (name, tab) => {
    expect(statusesOfIndex(name)).toEqual([...(statusesOfTab(tab) ?? [])].sort((a, b) => a - b));
  });
});
