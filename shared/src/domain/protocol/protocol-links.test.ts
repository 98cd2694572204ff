import { describe, expect, it } from 'vitest';
import {
  protocolCheckPath,
  protocolCheckUrl,
  protocolFiles,
  protocolPdfFileName,
  protocolPdfPath,
} from './protocol-links';

describe('protocol links', () => {
  it.each([
    ['BN-2600000010', '/check-protocol?number=BN-2600000010'],
    ['BN-2600000010-2', '/check-protocol?number=BN-2600000010-2'],
    ['BN 1/2&x', '/check-protocol?number=BN%201%2F2%26x'],
  ])('check path of %s is %s', (number, path) => {
    expect(protocolCheckPath(number)).toBe(path);
  });

  it.each([
    ['http://localhost:3000', 'http://localhost:3000/check-protocol?number=BN-1'],
    ['https://kimoshdi.uz/', 'https://kimoshdi.uz/check-protocol?number=BN-1'],
    ['https://kimoshdi.uz//', 'https://kimoshdi.uz/check-protocol?number=BN-1'],
  ])('check URL on %s is %s', (origin, url) => {
    expect(protocolCheckUrl(origin, 'BN-1')).toBe(url);
  });

  it.each([
    [
      'BN-2600000010',
      'uz',
      '/api/shop/lot-protocols/pdf?number=BN-2600000010&lang=uz',
      'BN-2600000010-uz.pdf',
    ],
    [
      'BN-2600000010-2',
      'ru',
      '/api/shop/lot-protocols/pdf?number=BN-2600000010-2&lang=ru',
      'BN-2600000010-2-ru.pdf',
    ],
    ['BN "1"/x', 'ru', '/api/shop/lot-protocols/pdf?number=BN%20%221%22%2Fx&lang=ru', 'BN__1__x-ru.pdf'],
  ] as const)('PDF of %s in %s: %s named %s', (number, lang, path, name) => {
    expect(protocolPdfPath(number, lang)).toBe(path);
    expect(protocolPdfFileName(number, lang)).toBe(name);
  });

  it('lists the PDF in Uzbek and Russian', () => {
    expect(protocolFiles('BN-7')).toEqual([
      { name: 'BN-7-uz.pdf', url: '/api/shop/lot-protocols/pdf?number=BN-7&lang=uz' },
      { name: 'BN-7-ru.pdf', url: '/api/shop/lot-protocols/pdf?number=BN-7&lang=ru' },
    ]);
  });
});
