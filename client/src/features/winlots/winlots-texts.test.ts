import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_PART_STATES, WINLOT_ROLES, WINLOT_STATES } from '@kimoshdi/shared';
import { loadLocale, sourceFiles } from '../../../../tests/support/locale-files';

/**
 * The winlots namespace (the two cabinet pages and the won lot's cabinet messages): the same keys
 * in every hand-written language, no empty text, every key the pages and the server ask for.
 */
const root = join(import.meta.dirname, '../../../..');
const sources = [
  ...sourceFiles(import.meta.dirname),
  join(root, 'client/src/app/routes/profile/winlots.tsx'),
  join(root, 'client/src/app/routes/profile/winner-payments.tsx'),
  join(root, 'client/src/features/cabinet/cabinet-menu.ts'),
];
const load = (language: string) => loadLocale(language, 'winlots');
const uz = load('uz');

describe('winlots namespace', () => {
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
      for (const match of text.matchAll(/\bt\(\s*'(?:winlots:)?([a-zA-Z][\w.-]*)'/g))
        used.add(match[1] ?? '');
      for (const match of text.matchAll(/'winlots:([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
    }
    expect([...used].filter((key) => !uz.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThan(30);
  });

  it('labels every state and role, and words every message the server writes', () => {
    const server = readFileSync(join(root, 'server/src/modules/winlot/winlot-messages.ts'), 'utf8');
    const kinds = [...server.matchAll(/kind: '([a-zA-Z]+)'/g)].map((m) => m[1] ?? '');
    expect(kinds.length).toBeGreaterThan(10);
    const needed = [
      ...WINLOT_STATES.map((state) => `page.states.${state}`),
      ...WINLOT_ROLES.map((role) => `page.roles.${role}`),
      ...PAYMENT_PART_STATES.map((state) => `payments.partStates.${state}`),
      ...kinds.flatMap((kind) => [`messages.${kind}.title`, `messages.${kind}.content`]),
    ];
    expect(needed.filter((key) => !uz.has(key))).toEqual([]);
  });
});
