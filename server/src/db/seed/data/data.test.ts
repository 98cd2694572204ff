import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lotStatusColor } from '@kimoshdi/shared/domain/lot/lot-status';
import { transliterate } from '@kimoshdi/shared/domain/i18n/transliterate';
import { BANKS } from './banks';
import { CATEGORIES } from './categories';
import { ORDER_TYPES, PAYMENT_TYPES, TRADE_TYPES } from './code-lists';
import { PAYMENT_PROVIDERS } from './payment-providers';
import { AREAS, REGIONS, areaKindOf, type LocalizedName } from './regions';
import { LOT_STATUSES, ORDER_STATUSES } from './statuses';

const STATIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../static');

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

function expectNames(name: LocalizedName, where: string) {
  for (const [lang, value] of Object.entries(name)) {
    expect(value.trim(), `${where} ${lang}`).not.toBe('');
    expect(value, `${where} ${lang}`).toBe(value.trim());
  }
  expect(name.uz, `${where} uz is Latin`).toMatch(/^[A-Za-z' -]+$/);
  expect(name.ru, `${where} ru is Cyrillic`).toMatch(/[А-Яа-яЁё]/);
  expect(name.en, `${where} en is Latin`).toMatch(/^[A-Za-z' ,-]+$/);
}

describe('regions and areas', () => {
  it('has the 14 top-level units with 4-digit SOATO codes as ids', () => {
    expect(REGIONS).toHaveLength(14);
    for (const region of REGIONS) {
      expect(region.soato).toMatch(/^17\d\d$/);
      expect(region.id).toBe(Number(region.soato));
    }
    expect(REGIONS.find((r) => r.soato === '1726')?.name.uz).toBe('Toshkent shahri');
    expect(REGIONS.find((r) => r.soato === '1735')?.name.en).toBe('Republic of Karakalpakstan');
  });

  it('gives every area a 7-digit code under its region, used as its id', () => {
    const regionIds = new Set(REGIONS.map((r) => r.id));
    for (const area of AREAS) {
      expect(area.soato, area.name.uz).toMatch(/^17\d{5}$/);
      expect(area.id).toBe(Number(area.soato));
      expect(regionIds.has(area.regionId), area.name.uz).toBe(true);
      expect(area.soato.startsWith(String(area.regionId)), area.name.uz).toBe(true);
    }
  });

  it('has unique ids, codes and names', () => {
    expect(unique(REGIONS.map((r) => r.id))).toBe(true);
    expect(unique(AREAS.map((a) => a.id))).toBe(true);
    expect(unique([...REGIONS.map((r) => r.soato), ...AREAS.map((a) => a.soato)])).toBe(true);
    for (const region of REGIONS) {
      const areas = AREAS.filter((a) => a.regionId === region.id);
      expect(unique(areas.map((a) => a.name.uz)), region.name.uz).toBe(true);
      expect(unique(areas.map((a) => a.name.ru)), region.name.uz).toBe(true);
      expect(unique(areas.map((a) => a.name.en)), region.name.uz).toBe(true);
    }
  });

  it('gives every region areas, ordered from 1', () => {
    for (const region of REGIONS) {
      const areas = AREAS.filter((a) => a.regionId === region.id);
      expect(areas.length, region.name.uz).toBeGreaterThanOrEqual(11);
      expect(areas.map((a) => a.sortOrder)).toEqual(areas.map((_, i) => i + 1));
    }
    expect(REGIONS.map((r) => r.sortOrder)).toEqual(REGIONS.map((_, i) => i + 1));
  });

  it('has about 200 areas, the known ones among them', () => {
    expect(AREAS.length).toBeGreaterThanOrEqual(195);
    expect(AREAS.length).toBeLessThanOrEqual(215);
    expect(AREAS.find((a) => a.soato === '1726266')?.name).toEqual({
      uz: 'Yunusobod tumani',
      ru: 'Юнусабадский район',
      en: 'Yunusabad District',
    });
    expect(AREAS.filter((a) => a.regionId === 1726)).toHaveLength(12);
  });

  it('reads the kind from the code and names it the same way', () => {
    for (const area of AREAS) {
      expect(area.kind).toBe(areaKindOf(area.soato));
      if (area.kind === 'city') {
        expect(area.name.uz, area.soato).toMatch(/ shahri$/);
        expect(area.name.ru, area.soato).toMatch(/^город /);
        expect(area.name.en, area.soato).toMatch(/ City$/);
      } else {
        expect(area.name.uz, area.soato).toMatch(/ tumani$/);
        expect(area.name.ru, area.soato).toMatch(/ район$/);
        expect(area.name.en, area.soato).toMatch(/ District$/);
      }
    }
  });

  it('has non-empty names in every language', () => {
    for (const region of REGIONS) expectNames(region.name, region.soato);
    for (const area of AREAS) expectNames(area.name, area.soato);
  });

  it('transliterates region and area names into Cyrillic with no Latin left', () => {
    for (const { name } of [...REGIONS, ...AREAS]) {
      expect(transliterate(name.uz), name.uz).toMatch(/^[А-Яа-яЁёЎўҚқҒғҲҳЪъ -]+$/);
    }
    expect(transliterate("Farg'ona viloyati")).toBe('Фарғона вилояти');
    expect(transliterate("Qoraqalpog'iston Respublikasi")).toBe('Қорақалпоғистон Республикаси');
  });
});

describe('categories', () => {
  it('has unique ids and codes, parents that exist and come first', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(12);
    expect(unique(CATEGORIES.map((c) => c.id))).toBe(true);
    expect(unique(CATEGORIES.map((c) => c.code))).toBe(true);
    CATEGORIES.forEach((category, index) => {
      expect(category.code).toMatch(/^[a-z][a-z_]*$/);
      expect(category.sortOrder).toBe(index + 1);
      if (category.parentId !== null) {
        const parentIndex = CATEGORIES.findIndex((c) => c.id === category.parentId);
        expect(parentIndex, category.code).toBeGreaterThanOrEqual(0);
        expect(parentIndex, category.code).toBeLessThan(index);
        expect(CATEGORIES[parentIndex]?.parentId, 'two levels at most').toBeNull();
      }
      expectNames(category.name, category.code);
    });
  });

  it('has an icon file for every category: a 24x24 stroke drawing in currentColor', () => {
    for (const category of CATEGORIES) {
      const file = path.join(STATIC_DIR, 'categories', category.icon);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
      expect(svg).toContain('stroke="currentColor"');
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });
});

describe('statuses and code lists', () => {
  it('has lot statuses 1 to 17 with the colour of the spec', () => {
    expect(LOT_STATUSES.map((s) => s.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const status of LOT_STATUSES) {
      expect(status.color).toBe(lotStatusColor(status.id));
      expectNamesLoose(status.name, status.code);
    }
    expect(unique(LOT_STATUSES.map((s) => s.code))).toBe(true);
  });

  it('has order statuses 1 to 7 (7: every lot withdrawn from trade)', () => {
    expect(ORDER_STATUSES.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(unique(ORDER_STATUSES.map((s) => s.code))).toBe(true);
    for (const status of ORDER_STATUSES) expectNamesLoose(status.name, status.code);
  });

  it.each([
    ['trade types', TRADE_TYPES, ['auction', 'fixed_price']],
    ['order types', ORDER_TYPES, ['personal', 'state_benefit']],
    ['payment types', PAYMENT_TYPES, ['full', 'by_parts']],
  ] as const)('%s are 1 and 2', (_label, list, codes) => {
    expect(list.map((item) => item.id)).toEqual([1, 2]);
    expect(list.map((item) => item.code)).toEqual(codes);
    for (const item of list) expectNamesLoose(item.name, item.code);
  });
});

describe('payment providers', () => {
  it('has the seven providers with https addresses and unique ids', () => {
    expect(PAYMENT_PROVIDERS.map((p) => p.code)).toEqual([
      'click',
      'payme',
      'uzum',
      'paynet',
      'upay',
      'uzcard',
      'humo',
    ]);
    expect(unique(PAYMENT_PROVIDERS.map((p) => p.id))).toBe(true);
    for (const provider of PAYMENT_PROVIDERS) {
      expect(new URL(provider.url).protocol, provider.code).toBe('https:');
      expect(provider.name.trim()).not.toBe('');
    }
  });

  it('has a logo file for every provider', () => {
    for (const provider of PAYMENT_PROVIDERS) {
      const file = path.join(STATIC_DIR, 'payments', provider.logo);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg /);
      expect(svg).toContain(`>${provider.name}</text>`);
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });
});

/** Names of statuses and code lists: free text (punctuation allowed), but never empty. */
function expectNamesLoose(name: LocalizedName, where: string) {
  for (const [lang, value] of Object.entries(name)) {
    expect(value.trim(), `${where} ${lang}`).not.toBe('');
  }
  expect(name.ru, `${where} ru`).toMatch(/[А-Яа-яЁё]/);
}

describe('banks', () => {
  it('has unique 5-digit MFO codes and names in every language', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(10);
    expect(unique(BANKS.map((bank) => bank.mfo))).toBe(true);
    for (const bank of BANKS) {
      expect(bank.mfo).toMatch(/^\d{5}$/);
      for (const [lang, value] of Object.entries(bank.name))
        expect(value.trim(), `${bank.mfo} ${lang}`).not.toBe('');
      expect(bank.name.ru, `${bank.mfo} ru is Cyrillic`).toMatch(/[А-Яа-яЁё]/);
    }
  });
});
