/** Reading the operator's content: what readers get (HTML) and what the operator's editor shows. */
import {
  contentLanguageOrder,
  footerSettingsSchema,
  type ContentHistory,
  type ContentKind,
  type ContentListItem,
  type DynamicList,
  type FooterContent,
  type FooterHistory,
  type FooterSettings,
  type Language,
  type OperatorContentPage,
  type PageContent,
} from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  firstPublished,
  pageBySlug,
  pagesOfKind,
  publishedTitles,
  publishedVersions,
  settingsHistory,
  versionHistory,
  type PageRow,
} from './content.repository';
import { renderedVersion, renderMarkdown } from './render-markdown';

const iso = (at: Date | string) => new Date(at).toISOString();

/** The first language of the reader's fallback order that the page has. */
function pick<T extends { lang: Language }>(versions: T[], lang: Language): T | undefined {
  for (const wanted of contentLanguageOrder(lang)) {
    const found = versions.find((version) => version.lang === wanted);
    if (found) return found;
  }
  return undefined;
}

/** GET dictionaries/page-content: the page in the reader's language, else the fallback's. */
export async function pageContent(db: Db, slug: string, lang: Language): Promise<PageContent> {
  const page = await pageBySlug(db, slug);
  const versions = page ? await publishedVersions(db, [page.id]) : [];
  const version = pick(versions, lang);
  if (!page || !version) throw new AppError('NOT_FOUND');
  const first = await firstPublished(db, [page.id]);
  return {
    slug: page.slug,
    kind: page.kind,
    lang: version.lang,
    title: version.title,
    html: renderedVersion(version.id, version.body),
    published_at: iso(first.get(page.id) ?? version.created_at),
    updated_at: iso(version.created_at),
  };
}

async function listOf(db: Db, kind: ContentKind, lang: Language): Promise<ContentListItem[]> {
  const pages = await pagesOfKind(db, kind);
  const ids = pages.map((page) => page.id);
  const [titles, first] = await Promise.all([publishedTitles(db, ids), firstPublished(db, ids)]);
  const items: ContentListItem[] = [];
  for (const page of pages) {
    const version = pick(
      titles.filter((title) => title.page_id === page.id),
      lang,
    );
    // A news item with no text yet is the operator's draft address: readers do not see it.
    if (!version) continue;
    items.push({
      slug: page.slug,
      kind: page.kind,
      lang: version.lang,
      title: version.title,
      published_at: iso(first.get(page.id) ?? version.created_at),
      updated_at: iso(version.created_at),
    });
  }
  if (kind === 'news') items.sort((a, b) => b.published_at.localeCompare(a.published_at));
  return items;
}

export async function footerSettings(db: Db): Promise<FooterSettings> {
  const [latest] = await settingsHistory(db, 1);
  const parsed = footerSettingsSchema.safeParse(latest?.settings);
  if (!parsed.success) throw new Error('the footer settings in force do not match their schema');
  return parsed.data;
}

function footerFor(settings: FooterSettings, lang: Language): FooterContent {
  return {
    phone: settings.phone,
    email: settings.email,
    address: settings.address[lang] || settings.address.uz,
    social: settings.social,
  };
}

/** GET dictionaries/get-dynamic-list: the help pages' and news titles and the footer, for one language. */
export async function dynamicList(db: Db, lang: Language): Promise<DynamicList> {
  const [help, news, settings] = await Promise.all([
    listOf(db, 'help', lang),
    listOf(db, 'news', lang),
    footerSettings(db),
  ]);
  return { help, news, footer: footerFor(settings, lang) };
}

function operatorPage(
  page: PageRow,
  versions: { page_id: number; lang: Language; title: string; id: string; created_at: Date }[],
): OperatorContentPage {
  return {
    slug: page.slug,
    kind: page.kind,
    created_at: iso(page.created_at),
    languages: versions
      .filter((version) => version.page_id === page.id)
      .map((version) => ({
        lang: version.lang,
        title: version.title,
        version_id: Number(version.id),
        updated_at: iso(version.created_at),
      })),
  };
}

/** GET operator/content/pages?kind=: every page of a kind with its published version per language. */
export async function operatorPages(db: Db, kind: ContentKind): Promise<OperatorContentPage[]> {
  const pages = await pagesOfKind(db, kind);
  const titles = await publishedTitles(
    db,
    pages.map((page) => page.id),
  );
  return pages.map((page) => operatorPage(page, titles));
}

export async function operatorPageOf(db: Db, page: PageRow): Promise<OperatorContentPage> {
  return operatorPage(page, await publishedTitles(db, [page.id]));
}

/** GET operator/content/pages/:slug/versions?lang=: the published text and the history, newest first. */
export async function contentHistory(db: Db, slug: string, lang: Language): Promise<ContentHistory> {
  const page = await pageBySlug(db, slug);
  if (!page) throw new AppError('NOT_FOUND');
  const [published] = (await publishedVersions(db, [page.id])).filter((version) => version.lang === lang);
  const versions = await versionHistory(db, page.id, lang);
  return {
    slug: page.slug,
    kind: page.kind,
    lang,
    current: published
      ? {
          id: Number(published.id),
          title: published.title,
          body: published.body,
          html: renderedVersion(published.id, published.body),
        }
      : null,
    versions: versions.map((version) => ({
      id: Number(version.id),
      title: version.title,
      author_name: version.author_name,
      restored_from: version.restored_from === null ? null : Number(version.restored_from),
      created_at: iso(version.created_at),
    })),
  };
}

/** POST operator/content/preview: what the body would publish; nothing is stored or cached. */
export function previewContent(_db: Db, body: string): { html: string } {
  return { html: renderMarkdown(body) };
}

/** GET operator/content/footer: the settings in force and the history. */
export async function footerHistory(db: Db): Promise<FooterHistory> {
  const rows = await settingsHistory(db);
  const current = footerSettingsSchema.parse(rows[0]?.settings);
  return {
    current,
    versions: rows.map((row) => ({
      id: Number(row.id),
      author_name: row.author_name,
      restored_from: row.restored_from === null ? null : Number(row.restored_from),
      created_at: iso(row.created_at),
    })),
  };
}
