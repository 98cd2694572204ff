import { describe, expect, it } from 'vitest';
import { acceptAttribute, allowedExtensions, DOCX_MIME, isAllowedType, XLSX_MIME } from './file-types';

describe('isAllowedType', () => {
  it.each([
    ['image', 'image/jpeg', true],
    ['image', 'image/png', true],
    ['image', 'image/webp', true],
    ['image', 'application/pdf', false],
    ['image', 'image/gif', false],
    ['image', 'image/svg+xml', false],
    ['image', undefined, false],
    ['document', 'application/pdf', true],
    ['document', DOCX_MIME, true],
    ['document', XLSX_MIME, true],
    ['document', 'image/jpeg', true],
    ['document', 'image/webp', false],
    ['document', 'application/zip', false],
    ['document', 'text/html', false],
  ] as const)('%s %s -> %s', (kind, mime, expected) => {
    expect(isAllowedType(kind, mime)).toBe(expected);
  });
});

describe('the picker hints', () => {
  it('lists the extensions of each kind', () => {
    expect(allowedExtensions('image')).toEqual(['jpg', 'png', 'webp']);
    expect(allowedExtensions('document')).toEqual(['pdf', 'docx', 'xlsx', 'jpg', 'png']);
  });

  it('offers .jpeg beside .jpg', () => {
    expect(acceptAttribute('image').split(',')).toEqual(
      expect.arrayContaining(['.jpg', '.jpeg', '.png', '.webp', 'image/jpeg']),
    );
  });
});
