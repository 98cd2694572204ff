import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_FIELD_ERRORS, ORDER_STEPS } from '@kimoshdi/shared';
import { loadLocale, sourceFiles } from '../../../../tests/support/locale-files';
import { ORDER_TABS } from './components/order-paths';

/**
 * The orders namespace (the list, the form, an order's pages, its cabinet messages): the same keys
 * in every hand-written language, no empty text, every key the pages and the server ask for.
 */
const root = join(import.meta.dirname, '../../../..');
const sources = [
  ...sourceFiles(import.meta.dirname),
  join(root, 'client/src/app/routes/order-create.tsx'),
  join(root, 'client/src/app/routes/profile/orders.tsx'),
  join(root, 'client/src/app/routes/profile/order-page.tsx'),
  join(root, 'client/src/app/shell/create-order-link.tsx'),
  join(root, 'client/src/features/cabinet/cabinet-menu.ts'),
];
const load = (language: string) => loadLocale(language, 'orders');
const uz = load('uz');

describe('orders namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('%s has exactly the keys of uz', (language) => {
    expect([...load(language).keys()].sort()).toEqual([...uz.keys()].sort());
  });

  it.each(['uz', 'ru', 'en'])('%s has no empty texts', (language) => {
    for (const [key, value] of load(language)) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
    }
  });

  it('has every key the pages use literally', () => {
    const used = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes("'orders'") && !text.includes("'orders:")) continue;
      for (const match of text.matchAll(/\bt\(\s*'(?:orders:)?([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
      for (const match of text.matchAll(/'orders:([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
    }
    expect([...used].filter((key) => !uz.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThan(60);
  });

  it('words every step, tab, field error and message the server writes', () => {
    const needed = [
      ...ORDER_STEPS.map((step) => `steps.${step}`),
      'steps.review',
      ...ORDER_TABS.map((tab) => `tabs.${tab}`),
      ...Object.values(ORDER_FIELD_ERRORS).map((code) => `validation.${code}`),
      ...['LATIN_ONLY', 'COORDINATES_INVALID', 'COORDINATES_REQUIRED', 'COORDINATES_OUTSIDE'].map(
        (code) => `validation.${code}`,
      ),
      ...['created', 'sent', 'cancelled', 'returned', 'duplicated', 'approved', 'rejected'].map(
        (action) => `flows.${action}`,
      ),
    ];
    const server = readFileSync(join(root, 'server/src/modules/order/order-messages.ts'), 'utf8');
    for (const kind of server.matchAll(/kind: '([a-zA-Z]+)'/g)) {
      needed.push(`messages.${kind[1]}.title`, `messages.${kind[1]}.content`);
    }
    expect(needed.filter((key) => !uz.has(key))).toEqual([]);
  });
});
