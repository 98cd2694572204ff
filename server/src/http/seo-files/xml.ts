/**
 * The sitemaps' XML (https://www.sitemaps.org/protocol.html), written as text: the documents are
 * flat lists, and every value goes through escapeXml, so no address can break the document.
 */

/** Characters XML 1.0 does not allow at all (escaping cannot carry them): dropped. */
// eslint-disable-next-line no-control-regex -- the characters XML forbids are what is removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Anything escapeXml would change: most addresses have none, and are returned as they are. */
// eslint-disable-next-line no-control-regex -- as NOT_XML, plus the characters escaped
const NEEDS_ESCAPE = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** W3C Datetime in UTC, to the second (what the protocol's lastmod takes). */
export function w3cDate(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

export interface SitemapEntry {
  /** The absolute address (escaped here). */
  loc: string;
  lastmod?: Date;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>\n`;
}

/** A <urlset> of pages. Built as one array joined once: 50 000 entries take milliseconds. */
export function urlsetXml(entries: Iterable<SitemapEntry>): string {
  const parts = [XML_DECLARATION, `<urlset xmlns="${NAMESPACE}">\n`];
  for (const entry of entries) parts.push(entryXml('url', entry));
  parts.push('</urlset>\n');
  return parts.join('');
}

/** A <sitemapindex> of sitemap files. */
export function sitemapIndexXml(entries: Iterable<SitemapEntry>): string {
  const parts = [XML_DECLARATION, `<sitemapindex xmlns="${NAMESPACE}">\n`];
  for (const entry of entries) parts.push(entryXml('sitemap', entry));
  parts.push('</sitemapindex>\n');
  return parts.join('');
}
