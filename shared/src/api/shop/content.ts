/**
 * Contracts of the operator's content (issue 28, item 5): the six help pages (/info/{page}) and the
 * news, written in Markdown in each language and versioned, and the footer's contacts and social
 * links. Readers get HTML the server rendered and sanitised; they never get Markdown.
 *
 *   GET  dictionaries/page-content?slug=&lang=            a page in the reader's language
 *   GET  dictionaries/get-dynamic-list?lang=              help pages, news, footer: the shell's content
 *   GET  operator/content/pages?kind=                     the pages with each language's version
 *   POST operator/content/pages {slug}                    a new news item (its texts come as versions)
 *   GET  operator/content/pages/:slug/versions?lang=      the history of a page in a language
 *   POST operator/content/pages/:slug/versions {lang, title, body}   publish a new version
 *   POST operator/content/pages/:slug/versions/:id/restore           publish an old version again
 *   POST operator/content/preview {body}                  the HTML a body would publish
 *   GET  operator/content/footer                          the footer settings and their history
 *   POST operator/content/footer {...}                    publish new footer settings
 *   POST operator/content/footer/:id/restore              publish old footer settings again
 */
import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import type { ApiGroup } from '../call';
import { OPERATORS } from '../call';
import { multilineText, text } from '../text';
import { SOCIAL_NETWORKS } from '../../domain/content/social-networks';

export const CONTENT_KINDS = ['help', 'news'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The limits the database checks too (migration 20261127_2000). */
export const CONTENT_LIMITS = { slug: 80, title: 200, body: 60_000 } as const;

/** A public URL part: lower-case Latin words and digits joined by hyphens. */
export const contentSlugSchema = text()
  .max(CONTENT_LIMITS.slug)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'SLUG');

const languageSchema = z.enum(LANGUAGES);
const instant = z.string();

/** GET dictionaries/page-content: `lang` defaults to the reader's language (cookie, Accept-Language). */
export const pageContentQuerySchema = z.object({
  slug: contentSlugSchema,
  lang: languageSchema.optional(),
});

export const pageContentSchema = z.object({
  slug: z.string(),
  kind: z.enum(CONTENT_KINDS),
  /** The language the text is in: the one asked for, or the first of the fallback order that has it. */
  lang: languageSchema,
  title: z.string(),
  /** Sanitised HTML, safe to insert as it is. */
  html: z.string(),
  /** When the page first appeared (a news item's date). */
  published_at: instant,
  /** When this language's text was last published. */
  updated_at: instant,
});
export type PageContent = z.infer<typeof pageContentSchema>;

export const contentListItemSchema = z.object({
  slug: z.string(),
  kind: z.enum(CONTENT_KINDS),
  lang: languageSchema,
  title: z.string(),
  published_at: instant,
  updated_at: instant,
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;

export { SOCIAL_NETWORKS, type SocialNetwork } from '../../domain/content/social-networks';

/** Only https links leave the footer: no javascript:, no plain http. */
const httpsUrl = text()
  .max(300)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'URL');

/** The footer's settings as the operator writes them: the address in every language. */
export const footerSettingsSchema = z.object({
  phone: text()
    .trim()
    .regex(/^\+?[\d ()-]{7,20}$/, 'PHONE'),
  email: z.email().max(120),
  address: z.object({
    uz: text().trim().min(1).max(200),
    ru: text().trim().min(1).max(200),
    'uz-Cyrl': text().trim().min(1).max(200),
    en: text().trim().min(1).max(200),
  }),
  social: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl }))
    .max(SOCIAL_NETWORKS.length)
    .refine((links) => new Set(links.map((link) => link.network)).size === links.length, 'DUPLICATE'),
});
export type FooterSettings = z.infer<typeof footerSettingsSchema>;

/** The footer as a reader gets it: the address in the reader's language. */
export const footerContentSchema = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
});
export type FooterContent = z.infer<typeof footerContentSchema>;

/** GET dictionaries/get-dynamic-list: everything the shell shows from the content store, in one answer. */
export const dynamicListQuerySchema = z.object({ lang: languageSchema.optional() });
export const dynamicListSchema = z.object({
  help: z.array(contentListItemSchema),
  /** Newest first. */
  news: z.array(contentListItemSchema),
  footer: footerContentSchema,
});
export type DynamicList = z.infer<typeof dynamicListSchema>;

// The operator's calls.

export const contentPagesQuerySchema = z.object({ kind: z.enum(CONTENT_KINDS) });
export const contentSlugParamsSchema = z.object({ slug: contentSlugSchema });
export const contentVersionParamsSchema = z.object({
  slug: contentSlugSchema,
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const contentVersionsQuerySchema = z.object({ lang: languageSchema });
export const createNewsBodySchema = z.object({ slug: contentSlugSchema });
export const saveContentBodySchema = z.object({
  lang: languageSchema,
  title: text().trim().min(1).max(CONTENT_LIMITS.title),
  body: multilineText().max(CONTENT_LIMITS.body),
});
export type SaveContentBody = z.infer<typeof saveContentBodySchema>;
export const previewContentBodySchema = z.object({ body: multilineText().max(CONTENT_LIMITS.body) });
export const previewContentSchema = z.object({ html: z.string() });
export const footerVersionParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const operatorContentPageSchema = z.object({
  slug: z.string(),
  kind: z.enum(CONTENT_KINDS),
  created_at: instant,
  /** The published version in each language that has one. */
  languages: z.array(
    z.object({ lang: languageSchema, title: z.string(), version_id: z.number(), updated_at: instant }),
  ),
});
export type OperatorContentPage = z.infer<typeof operatorContentPageSchema>;

export const contentVersionSchema = z.object({
  id: z.number(),
  title: z.string(),
  author_name: z.string().nullable(),
  restored_from: z.number().nullable(),
  created_at: instant,
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const contentHistorySchema = z.object({
  slug: z.string(),
  kind: z.enum(CONTENT_KINDS),
  lang: languageSchema,
  /** The published version's text, null when the language has none yet. */
  current: z.object({ id: z.number(), title: z.string(), body: z.string(), html: z.string() }).nullable(),
  /** Newest first (the first is the published one). */
  versions: z.array(contentVersionSchema),
});
export type ContentHistory = z.infer<typeof contentHistorySchema>;

export const footerHistorySchema = z.object({
  current: footerSettingsSchema,
  versions: z.array(
    z.object({
      id: z.number(),
      author_name: z.string().nullable(),
      restored_from: z.number().nullable(),
      created_at: instant,
    }),
  ),
});
export type FooterHistory = z.infer<typeof footerHistorySchema>;

const CONTENT_EDIT =
  'Publishes at once: the newest version of a page in a language is the one readers get. Nothing is ever overwritten; a restore is a new version.';

export const contentApi = {
  tag: 'content',
  description:
    "The help pages (`/info/{page}`), the news and the footer's contacts, written by the operator in Markdown in every language. The server renders and sanitises the Markdown; readers get HTML.",
  calls: {
    'GET /api/shop/dictionaries/page-content': {
      summary: "A help page or news item in the reader's language, as sanitised HTML",
      description:
        'Without `lang`, the language of the request (cookie, then Accept-Language). A page missing in that language is answered in the first of uz, uz-Cyrl, ru, en that has it; `lang` says which.',
      auth: 'guest',
      query: pageContentQuerySchema,
      answer: pageContentSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/dictionaries/get-dynamic-list': {
      summary: "The help pages' and news titles and the footer's contacts and social links",
      auth: 'guest',
      query: dynamicListQuerySchema,
      answer: dynamicListSchema,
    },
    'GET /api/shop/operator/content/pages': {
      summary: "The help pages or the news, with each language's published version",
      auth: OPERATORS,
      query: contentPagesQuerySchema,
      answer: z.array(operatorContentPageSchema),
    },
    'POST /api/shop/operator/content/pages': {
      summary: 'A new news item; its texts are then published as versions',
      auth: OPERATORS,
      body: createNewsBodySchema,
      status: 201,
      answer: operatorContentPageSchema,
      errors: ['SLUG_TAKEN'],
    },
    'GET /api/shop/operator/content/pages/{slug}/versions': {
      summary: 'The published text of a page in a language and its history, newest first',
      auth: OPERATORS,
      params: contentSlugParamsSchema,
      query: contentVersionsQuerySchema,
      answer: contentHistorySchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/operator/content/pages/{slug}/versions': {
      summary: 'Publishes a new version of a page in a language',
      description: CONTENT_EDIT,
      auth: OPERATORS,
      params: contentSlugParamsSchema,
      body: saveContentBodySchema,
      status: 201,
      answer: contentHistorySchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/operator/content/pages/{slug}/versions/{id}/restore': {
      summary: 'Publishes an old version of a page again, as a new version',
      description: CONTENT_EDIT,
      auth: OPERATORS,
      params: contentVersionParamsSchema,
      status: 201,
      answer: contentHistorySchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/operator/content/preview': {
      summary: 'The sanitised HTML a Markdown body would publish (nothing is saved)',
      auth: OPERATORS,
      body: previewContentBodySchema,
      answer: previewContentSchema,
    },
    'GET /api/shop/operator/content/footer': {
      summary: "The footer's settings in force and their history, newest first",
      auth: OPERATORS,
      answer: footerHistorySchema,
    },
    'POST /api/shop/operator/content/footer': {
      summary: 'Publishes new footer settings (contacts, the address in every language, social links)',
      description: CONTENT_EDIT,
      auth: OPERATORS,
      body: footerSettingsSchema,
      status: 201,
      answer: footerHistorySchema,
    },
    'POST /api/shop/operator/content/footer/{id}/restore': {
      summary: 'Publishes old footer settings again, as a new version',
      description: CONTENT_EDIT,
      auth: OPERATORS,
      params: footerVersionParamsSchema,
      status: 201,
      answer: footerHistorySchema,
      errors: ['NOT_FOUND'],
    },
  },
} satisfies ApiGroup;
