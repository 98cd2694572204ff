import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLocale, sourceFiles } from '../../../../tests/support/locale-files';
import { LOT_CARD_TABS, OWNER_TYPES } from '@kimoshdi/shared/api/shop/lot-card';
import { LOT_OUTCOMES } from '@kimoshdi/shared/domain/lot/lot-outcome';
import { PROTOCOL_STATUSES } from '@kimoshdi/shared/api/shop/check';
import { LOT_TABS } from '@kimoshdi/shared/domain/lot/lot-tabs';

/**
 * The catalogue namespace: the same keys in every hand-written language, no empty text, every key
 * the catalogue asks for literally, and a text for every value it labels.
 */
const routesDir = join(import.meta.dirname, '../../app/routes');

const load = (language: string) => loadLocale(language, 'catalogue');

const uz = load('uz');

describe('catalogue namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('%s has exactly the keys of uz', (language) => {
    expect([...load(language).keys()].sort()).toEqual([...uz.keys()].sort());
  });

  it.each(['uz', 'ru', 'en'])('%s has no empty texts', (language) => {
    for (const [key, value] of load(language)) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
    }
  });

  it('has every key the catalogue uses literally', () => {
    const used = new Set<string>();
    const files = [
      ...sourceFiles(import.meta.dirname),
      ...sourceFiles(routesDir).filter((file) => readFileSync(file, 'utf8').includes("'catalogue'")),
    ];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
    }
    expect([...used].filter((key) => !uz.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThan(60);
  });

  it('labels every value the catalogue shows', () => {
    const needed = [
      ...LOT_TABS.map((tab) => `tabs.${tab}`),
      ...LOT_CARD_TABS.map((tab) => `lotTabs.${tab}`),
      ...OWNER_TYPES.map((type) => `customer.ownerTypes.${type}`),
      ...LOT_OUTCOMES.map((outcome) => `result.outcomes.${outcome}`),
      ...PROTOCOL_STATUSES.map((status) => `protocol.statuses.${status}`),
      ...['number', 'id'].map((mode) => `protocol.modes.${mode}`),
    ];
    expect(needed.filter((key) => !uz.has(key))).toEqual([]);
  });
});
