// 1024-based, as the upload limits are (limits.ts); not imported from there, which would bring the
// limits' table to every page that shows a size.
const KB = 1024;
const MB = KB * KB;

export type FileSizeUnit = 'B' | 'kB' | 'MB';

/** The units as the interface writes them (Russian writes КБ, МБ); the international ones by default. */
export type FileSizeUnitNames = Record<FileSizeUnit, string>;

const INTERNATIONAL: FileSizeUnitNames = { B: 'B', kB: 'kB', MB: 'MB' };

/**
 * A file's size as a person reads it, in the unit that fits: bytes below a kilobyte, whole
 * kilobytes below a megabyte, megabytes with one decimal (whole from 10 MB up). A small PDF is
 * "34 kB", never "0.0 MB". The decimal is a point in every language, as money's is (money/format.ts).
 */
export function formatFileSize(bytes: number, units: FileSizeUnitNames = INTERNATIONAL): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < KB) return `${Math.round(bytes)} ${units.B}`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < KB) return `${kilobytes} ${units.kB}`;
  const megabytes = bytes / MB;
  const shown = megabytes >= 10 ? String(Math.round(megabytes)) : megabytes.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units.MB}`;
}
