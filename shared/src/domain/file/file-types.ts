/**
 * The types an order's files may have, judged by their bytes (never by the name or the browser's
 * word). Photos: JPEG, PNG, WebP (what phones and cameras write; each is re-encoded to JPEG).
 * Documents: PDF, Word (docx), Excel (xlsx), and scans as JPEG or PNG.
 */
import type { FileKind } from './limits';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each allowed type and the extension its files are served with. */
export const TYPE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  [DOCX_MIME]: 'docx',
  [XLSX_MIME]: 'xlsx',
};

export const ALLOWED_TYPES: Record<FileKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  document: ['application/pdf', DOCX_MIME, XLSX_MIME, 'image/jpeg', 'image/png'],
};

export function isAllowedType(kind: FileKind, mime: string | undefined): boolean {
  return mime !== undefined && ALLOWED_TYPES[kind].includes(mime);
}

/** `jpg, png, webp`: for messages and the file picker's hint. */
export function allowedExtensions(kind: FileKind): string[] {
  return ALLOWED_TYPES[kind].map((mime) => TYPE_EXTENSIONS[mime] ?? '').filter(Boolean);
}

/** The file picker's `accept`: extensions and types (a hint only; the server judges the bytes). */
export function acceptAttribute(kind: FileKind): string {
  const extensions = allowedExtensions(kind).flatMap((ext) =>
    ext === 'jpg' ? ['.jpg', '.jpeg'] : [`.${ext}`],
  );
  return [...extensions, ...ALLOWED_TYPES[kind]].join(',');
}
