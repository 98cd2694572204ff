/**
 * Where a results protocol can be read: the public check page (what its QR code opens) and its PDF
 * in each language it is printed in. The links are stored on the protocol (`files`) as paths, so
 * the same row serves any address the platform is reached at; the QR code carries the absolute
 * address, made from the platform's public address.
 */
export const PROTOCOL_PDF_LANGUAGES = ['uz', 'ru'] as const;
export type ProtocolPdfLanguage = (typeof PROTOCOL_PDF_LANGUAGES)[number];

/** The check page with the number filled in: the page shows the answer at once. */
export function protocolCheckPath(number: string): string {
  return `/check-protocol?number=${encodeURIComponent(number)}`;
}

/** The absolute address of the check page, for the QR code (`origin` without a trailing slash). */
export function protocolCheckUrl(origin: string, number: string): string {
  return `${origin.replace(/\/+$/, '')}${protocolCheckPath(number)}`;
}

export function protocolPdfPath(number: string, lang: ProtocolPdfLanguage): string {
  return `/api/shop/lot-protocols/pdf?number=${encodeURIComponent(number)}&lang=${lang}`;
}

/** `BN-2600000010-uz.pdf`: the number is letters, digits and dashes, safe in a file name. */
export function protocolPdfFileName(number: string, lang: ProtocolPdfLanguage): string {
  return `${number.replace(/[^\w-]/g, '_')}-${lang}.pdf`;
}

/** The `files` of a protocol: its PDF in every language, as [{name, url}]. */
export function protocolFiles(number: string): { name: string; url: string }[] {
  return PROTOCOL_PDF_LANGUAGES.map((lang) => ({
    name: protocolPdfFileName(number, lang),
    url: protocolPdfPath(number, lang),
  }));
}
