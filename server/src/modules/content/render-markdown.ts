/**
 * The operator's Markdown as HTML a reader's browser may insert as it is: marked renders it (raw
 * HTML in the Markdown included), then sanitize-html keeps only a strict allow-list. Whatever the
 * operator's account or a stolen session writes, no script, handler, frame or style reaches a page.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** A link to our own pages stays in the tab; any other opens a new one without access to ours. */
function isOwnPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'del',
    's',
    'code',
    'pre',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: [{ name: 'align', multiple: false, values: ['left', 'center', 'right'] }],
    td: [{ name: 'align', multiple: false, values: ['left', 'center', 'right'] }],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Images only from the site's own paths: no tracking pixels, no mixed content.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page's title is its h1; a heading written as # in the body becomes the next level.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const kept: sanitizeHtml.Attributes = { href };
      if (attribs.title) kept.title = attribs.title;
      if (!isOwnPath(href) && !href.startsWith('#')) {
        kept.target = '_blank';
        kept.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: kept };
    },
  },
  // An image whose source was not one of our paths lost its src above: drop the tag itself.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnPath(frame.attribs.src ?? ''),
};

/** Sanitised HTML of a Markdown body. Pure and synchronous: the same body, the same HTML. */
export function renderMarkdown(body: string): string {
  const html = marked.parse(body, { async: false });
  return sanitizeHtml(html, OPTIONS);
}

const CACHE_LIMIT = 2000;
const rendered = new Map<string, string>();

/**
 * The HTML of a stored version, rendered once per process: a version never changes, so its id is
 * a safe key. The oldest entry goes when the cache is full (help pages and news are few).
 */
export function renderedVersion(versionId: string | number, body: string): string {
  const key = String(versionId);
  const hit = rendered.get(key);
  if (hit !== undefined) return hit;
  const html = renderMarkdown(body);
  if (rendered.size >= CACHE_LIMIT) {
    const oldest = rendered.keys().next().value;
    if (oldest !== undefined) rendered.delete(oldest);
  }
  rendered.set(key, html);
  return html;
}
