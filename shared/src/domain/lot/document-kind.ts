/**
 * The platform's own documents a lot lists (the demo's notice, valuation, cadastre and technical
 * passport, the results protocol in each language), known by their address: their names are shown
 * in the interface's language, not as the file happens to be named (Uzbek). A document a customer
 * uploaded keeps the name they gave it.
 */
export const LOT_DOCUMENT_FILES = {
  notice: 'auction-notice.pdf',
  valuation: 'valuation-report.pdf',
  cadastre: 'cadastre.pdf',
  passport: 'technical-passport.pdf',
  protocol: 'protocol.pdf',
} as const;

export type LotDocumentKind = keyof typeof LOT_DOCUMENT_FILES | 'protocolUz' | 'protocolRu';

const STATIC_DIR = '/static/lot-docs/';
const PROTOCOL_PDF = '/api/shop/lot-protocols/pdf';

export function lotDocumentKind(url: string): LotDocumentKind | null {
  const [path = '', query = ''] = url.split('?', 2);
  if (path.startsWith(STATIC_DIR)) {
    const file = path.slice(STATIC_DIR.length);
    const found = Object.entries(LOT_DOCUMENT_FILES).find(([, name]) => name === file);
    return found ? (found[0] as LotDocumentKind) : null;
  }
  if (path === PROTOCOL_PDF) {
    const lang = /(?:^|&)lang=([a-z]+)(?:&|$)/.exec(query)?.[1];
    if (lang === 'uz') return 'protocolUz';
    if (lang === 'ru') return 'protocolRu';
  }
  return null;
}
