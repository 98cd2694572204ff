import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';

describe('formatAddress', () => {
  it.each([
    [
      'all parts, largest first',
      { region: 'Toshkent shahri', area: 'Chilonzor tumani', street: "Bunyodkor ko'chasi 12" },
      null,
      "Toshkent shahri, Chilonzor tumani, Bunyodkor ko'chasi 12",
    ],
    [
      'parts win over an old text',
      { region: 'город Ташкент', area: 'Чиланзарский район', street: 'ул. Бунёдкор 12' },
      'Eski manzil',
      'город Ташкент, Чиланзарский район, ул. Бунёдкор 12',
    ],
    [
      'a missing dictionary name is left out',
      { region: null, area: 'Chilonzor', street: '12-uy' },
      null,
      'Chilonzor, 12-uy',
    ],
    [
      'no parts: the old text',
      { region: null, area: null, street: null },
      'Chilonzor, 9-kvartal',
      'Chilonzor, 9-kvartal',
    ],
    ['no parts, blank old text: nothing', { region: null, area: null, street: '  ' }, '  ', null],
    ['nothing at all', { region: null, area: null, street: null }, null, null],
  ])('%s', (_name, parts, legacy, expected) => {
    expect(formatAddress(parts, legacy)).toBe(expected);
  });
});
