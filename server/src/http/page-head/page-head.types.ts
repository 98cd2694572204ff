import type { Language } from '@kimoshdi/shared';
import type { PhotoPreload } from '@kimoshdi/shared/domain/file/photo-sizes';

/**
 * What the page shows first, fetched by the browser while the scripts still load (head-tags.ts):
 * its first API read (the same address and credentials the client's call uses, so the call takes
 * the preloaded answer) and its largest picture.
 */
export type PagePreload = { as: 'fetch'; href: string } | ({ as: 'image' } & PhotoPreload);

/** What a page's head says about it; rendered to tags by head-tags.ts. */
export interface PageHead {
  title: string;
  description: string;
  /** Path and query of the page in the default language (no `lang`): canonical and alternates. */
  canonicalPath: string;
  /** Open Graph's type. */
  type: 'website' | 'product' | 'article';
  /** An absolute address of the page's own picture (a lot's main photo). */
  image?: string;
  /** Structured data, each a JSON-LD object. */
  jsonLd?: object[];
  /** Pages of one person (the cabinet, forms): not for search results. */
  noindex?: boolean;
  preloads?: PagePreload[];
}

/** The page's head and the status it is sent with. */
export interface PageAnswer {
  status: number;
  head: PageHead;
}

/** What every head builder knows about the request. */
export interface HeadContext {
  lang: Language;
  /** The address named the language (`?lang=`, an hreflang alternate's address): the page's canonical is that address. */
  addressed?: boolean;
  /** The site's address without a trailing slash (PUBLIC_URL, else the request's). */
  origin: string;
}
