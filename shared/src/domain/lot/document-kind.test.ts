import { describe, expect, it } from 'vitest';
import { lotDocumentKind } from './document-kind';

describe('lotDocumentKind', () => {
  it.each([
    ['/static/lot-docs/auction-notice.pdf', 'notice'],
    ['/static/lot-docs/valuation-report.pdf', 'valuation'],
    ['/static/lot-docs/cadastre.pdf', 'cadastre'],
    ['/static/lot-docs/technical-passport.pdf', 'passport'],
    ['/static/lot-docs/protocol.pdf', 'protocol'],
    ['/api/shop/lot-protocols/pdf?number=BN-2600000010&lang=uz', 'protocolUz'],
    ['/api/shop/lot-protocols/pdf?number=BN-2600000010&lang=ru', 'protocolRu'],
    ['/api/shop/lot-protocols/pdf?number=BN-2600000010', null],
    ['/static/lot-docs/other.pdf', null],
    ['/files/12/file', null],
    ['https://example.uz/static/lot-docs/cadastre.pdf', null],
  ])('%s -> %s', (url, kind) => {
    expect(lotDocumentKind(url)).toBe(kind);
  });
});
