/**
 * The name of an export file: the list, its filter and the Tashkent time it was made, so two
 * downloads of different filters never overwrite each other. `ascii` is the `filename` every
 * browser reads; `utf8` (the list's title in the reader's language) goes in `filename*`.
 */
import { TASHKENT_OFFSET_MS } from '../time/tashkent';
import type { ExportFormat, ExportList } from './export-lists';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-27_17-05` in Tashkent: sorts by time, no character a file system refuses. */
export function fileStamp(at: Date): string {
  const t = new Date(at.getTime() + TASHKENT_OFFSET_MS);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}_` +
    `${pad(t.getUTCHours())}-${pad(t.getUTCMinutes())}`
  );
}

/** Letters, digits and dashes only: whatever a filter value holds cannot break the header. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** A title for `filename*`: any letter, but none of the characters Windows refuses in a name. */
function title(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export interface ExportFileName {
  ascii: string;
  utf8: string;
}

export function exportFileName(input: {
  list: ExportList;
  /** The list's title in the reader's language. */
  title: string;
  /** The filter as the page set it, e.g. `{status: 'pending'}`; empty values are left out. */
  filter: Readonly<Record<string, string | undefined>>;
  format: ExportFormat;
  at: Date;
}): ExportFileName {
  const parts = Object.entries(input.filter)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${slug(key)}-${slug(value)}`)
    .filter((part) => part !== '-');
  const stamp = fileStamp(input.at);
  const ascii = ['kimoshdi', input.list, ...parts, stamp].join('_');
  const utf8 = [title(input.title) || input.list, ...parts, stamp].join('_');
  return { ascii: `${ascii}.${input.format}`, utf8: `${utf8}.${input.format}` };
}

/** RFC 6266 / 5987: `attachment; filename="…"; filename*=UTF-8''…`. */
export function contentDisposition(name: ExportFileName): string {
  const ascii = name.ascii.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name.utf8).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
