import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_STATUSES } from '@kimoshdi/shared/api/shop/check';
import { PROTOCOL_PDF_LANGUAGES } from '@kimoshdi/shared/domain/protocol/protocol-links';
import { loadLocale, sourceFiles } from '../../../../tests/support/locale-files';
import { PROTOCOL_FILTERS } from './protocol-filter';

/**
 * The protocols namespace (pages, PDF, cabinet message): the same keys in every hand-written
 * language, no empty text, every key the pages ask for, and a text for every status and filter.
 */
const load = (language: string) => loadLocale(language, 'protocols');
const uz = load('uz');
const routes = join(import.meta.dirname, '../../app/routes/profile');

describe('protocols namespace', () => {
  it.each(['ru', 'en'])('%s has exactly the keys of uz', (language) => {
    expect([...load(language).keys()].sort()).toEqual([...uz.keys()].sort());
  });

  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('%s has no empty texts', (language) => {
    for (const [key, value] of load(language)) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
    }
  });

  it('has every key the pages use', () => {
    const used = new Set<string>();
    const files = [
      ...sourceFiles(import.meta.dirname),
      ...sourceFiles(routes).filter((file) => file.includes('protocols')),
      join(import.meta.dirname, '../cabinet/cabinet-menu.ts'),
    ];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/'protocols:([\w.-]+)'/g)) used.add(match[1] ?? '');
      if (!text.includes("useTranslation('protocols')")) continue;
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
    }
    expect([...used].filter((key) => !uz.has(key))).toEqual([]);
    expect(used.size).toBeGreaterThan(30);
  });

  it('labels every status, filter, language and PDF field', () => {
    const needed = [
      ...PROTOCOL_STATUSES.map((status) => `statuses.${status}`),
      ...PROTOCOL_FILTERS.map((filter) => `operator.empty.${filter}`),
      ...PROTOCOL_PDF_LANGUAGES.map((lang) => `languages.${lang}`),
      'cancelled.cabinet.title',
      'cancelled.cabinet.content',
      'pdf.title',
      'pdf.digest',
    ];
    expect(needed.filter((key) => !uz.has(key))).toEqual([]);
  });
});
