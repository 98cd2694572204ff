/**
 * The rows of the operator's content (migration 20261127_2000): pages, their versions per language
 * (the newest is published) and the footer's settings versions. Every function takes db or a
 * transaction.
 */
import type { ContentKind, Language } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface PageRow {
  id: number;
  kind: ContentKind;
  slug: string;
  created_at: Date;
}

export interface VersionRow {
  id: string;
  page_id: number;
  lang: Language;
  title: string;
  body: string;
  created_at: Date;
}

export interface VersionListRow {
  id: string;
  title: string;
  author_name: string | null;
  restored_from: string | null;
  created_at: Date;
}

export async function pageBySlug(db: Db, slug: string): Promise<PageRow | undefined> {
  const row = await db
    .selectFrom('content_pages')
    .select(['id', 'kind', 'slug', 'created_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row as PageRow | undefined;
}

/** Locks the page row, so versions saved at once by two operators are numbered one after the other. */
export async function lockPage(db: Db, pageId: number): Promise<void> {
  await db.selectFrom('content_pages').select('id').where('id', '=', pageId).forUpdate().execute();
}

export async function pagesOfKind(db: Db, kind: ContentKind): Promise<PageRow[]> {
  const rows = await db
    .selectFrom('content_pages')
    .select(['id', 'kind', 'slug', 'created_at'])
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return rows as PageRow[];
}

export async function insertPage(
  db: Db,
  page: { kind: ContentKind; slug: string; createdBy: string },
): Promise<PageRow | undefined> {
  const row = await db
    .insertInto('content_pages')
    .values({ kind: page.kind, slug: page.slug, created_by: page.createdBy })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning(['id', 'kind', 'slug', 'created_at'])
    .executeTakeFirst();
  return row as PageRow | undefined;
}

/** The published version of every language of the given pages: the newest row of each. */
export async function publishedVersions(db: Db, pageIds: number[]): Promise<VersionRow[]> {
  if (pageIds.length === 0) return [];
  const rows = await db
    .selectFrom('content_versions')
    .distinctOn(['page_id', 'lang'])
    .select(['id', 'page_id', 'lang', 'title', 'body', 'created_at'])
    .where('page_id', 'in', pageIds)
    .orderBy('page_id')
    .orderBy('lang')
    .orderBy('id', 'desc')
    .execute();
  return rows as VersionRow[];
}

/** The published versions' titles and dates only: lists need no bodies. */
export async function publishedTitles(db: Db, pageIds: number[]): Promise<Omit<VersionRow, 'body'>[]> {
  if (pageIds.length === 0) return [];
  const rows = await db
    .selectFrom('content_versions')
    .distinctOn(['page_id', 'lang'])
    .select(['id', 'page_id', 'lang', 'title', 'created_at'])
    .where('page_id', 'in', pageIds)
    .orderBy('page_id')
    .orderBy('lang')
    .orderBy('id', 'desc')
    .execute();
  return rows as Omit<VersionRow, 'body'>[];
}

/** When each page first had a version: a news item's date. */
export async function firstPublished(db: Db, pageIds: number[]): Promise<Map<number, Date>> {
  if (pageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('content_versions')
    .select(['page_id', (eb) => eb.fn.min('created_at').as('at')])
    .where('page_id', 'in', pageIds)
    .groupBy('page_id')
    .execute();
  return new Map(rows.map((row) => [row.page_id, new Date(row.at as unknown as string)]));
}

export async function versionHistory(db: Db, pageId: number, lang: Language): Promise<VersionListRow[]> {
  const rows = await db
    .selectFrom('content_versions as v')
    .leftJoin('users as u', 'u.id', 'v.author_id')
    .select(['v.id', 'v.title', 'u.full_name as author_name', 'v.restored_from', 'v.created_at'])
    .where('v.page_id', '=', pageId)
    .where('v.lang', '=', lang)
    .orderBy('v.id', 'desc')
    .limit(200)
    .execute();
  return rows as VersionListRow[];
}

export async function versionOfPage(
  db: Db,
  pageId: number,
  versionId: number,
): Promise<VersionRow | undefined> {
  const row = await db
    .selectFrom('content_versions')
    .select(['id', 'page_id', 'lang', 'title', 'body', 'created_at'])
    .where('page_id', '=', pageId)
    .where('id', '=', String(versionId))
    .executeTakeFirst();
  return row as VersionRow | undefined;
}

export async function insertVersion(
  db: Db,
  version: {
    pageId: number;
    lang: Language;
    title: string;
    body: string;
    authorId: string;
    restoredFrom?: string;
  },
): Promise<void> {
  await db
    .insertInto('content_versions')
    .values({
      page_id: version.pageId,
      lang: version.lang,
      title: version.title,
      body: version.body,
      author_id: version.authorId,
      restored_from: version.restoredFrom ?? null,
    })
    .execute();
}

export interface SettingsRow {
  id: string;
  settings: unknown;
  author_name: string | null;
  restored_from: string | null;
  created_at: Date;
}

/** The footer settings' versions, newest first (the first is in force). */
export async function settingsHistory(db: Db, limit = 100): Promise<SettingsRow[]> {
  const rows = await db
    .selectFrom('site_settings_versions as s')
    .leftJoin('users as u', 'u.id', 's.author_id')
    .select(['s.id', 's.settings', 'u.full_name as author_name', 's.restored_from', 's.created_at'])
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows as SettingsRow[];
}

export async function settingsVersion(db: Db, id: number): Promise<{ settings: unknown } | undefined> {
  return db
    .selectFrom('site_settings_versions')
    .select('settings')
    .where('id', '=', String(id))
    .executeTakeFirst();
}

export async function insertSettings(
  db: Db,
  version: { settings: unknown; authorId: string; restoredFrom?: string },
): Promise<void> {
  await db
    .insertInto('site_settings_versions')
    .values({
      settings: sql`${JSON.stringify(version.settings)}::jsonb`,
      author_id: version.authorId,
      restored_from: version.restoredFrom ?? null,
    })
    .execute();
}
