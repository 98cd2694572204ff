/**
 * Publishing the operator's content. Every change is a new version row (who, when, restored from
 * which): the newest is in force at once, nothing is overwritten, and the rows are the audit trail.
 */
import {
  footerSettingsSchema,
  type ContentHistory,
  type FooterHistory,
  type FooterSettings,
  type Language,
  type OperatorContentPage,
} from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { contentHistory, footerHistory, footerSettings, operatorPageOf } from './content.queries';
import {
  insertPage,
  insertSettings,
  insertVersion,
  lockPage,
  pageBySlug,
  publishedVersions,
  settingsVersion,
  versionOfPage,
} from './content.repository';

/** POST operator/content/pages: a news item's address; its texts come as versions. */
export async function createNews(
  db: Database,
  input: { operatorId: string; slug: string },
): Promise<OperatorContentPage> {
  const page = await insertPage(db, { kind: 'news', slug: input.slug, createdBy: input.operatorId });
  if (!page) throw new AppError('SLUG_TAKEN');
  return operatorPageOf(db, page);
}

/**
 * POST operator/content/pages/:slug/versions: publishes the text in a language. The same title and
 * body as the published version (a second click, a resend) publish nothing new.
 */
export async function saveContentVersion(
  db: Database,
  input: {
    operatorId: string;
    slug: string;
    lang: Language;
    title: string;
    body: string;
    restoredFrom?: string;
  },
): Promise<ContentHistory> {
  await db.transaction().execute(async (trx) => {
    const page = await pageBySlug(trx, input.slug);
    if (!page) throw new AppError('NOT_FOUND');
    await lockPage(trx, page.id);
    const [published] = (await publishedVersions(trx, [page.id])).filter(
      (version) => version.lang === input.lang,
    );
    if (published && published.title === input.title && published.body === input.body) return;
    await insertVersion(trx, {
      pageId: page.id,
      lang: input.lang,
      title: input.title,
      body: input.body,
      authorId: input.operatorId,
      ...(input.restoredFrom ? { restoredFrom: input.restoredFrom } : {}),
    });
  });
  return contentHistory(db, input.slug, input.lang);
}

/** POST operator/content/pages/:slug/versions/:id/restore: an old version published again, as a new one. */
export async function restoreContentVersion(
  db: Database,
  input: { operatorId: string; slug: string; versionId: number },
): Promise<ContentHistory> {
  const page = await pageBySlug(db, input.slug);
  const version = page ? await versionOfPage(db, page.id, input.versionId) : undefined;
  if (!version) throw new AppError('NOT_FOUND');
  return saveContentVersion(db, {
    operatorId: input.operatorId,
    slug: input.slug,
    lang: version.lang,
    title: version.title,
    body: version.body,
    restoredFrom: version.id,
  });
}

function sameSettings(a: FooterSettings, b: FooterSettings): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** POST operator/content/footer: new footer settings in force at once (unchanged ones add nothing). */
export async function saveFooter(
  db: Database,
  input: { operatorId: string; settings: FooterSettings; restoredFrom?: string },
): Promise<FooterHistory> {
  const current = await footerSettings(db);
  if (!sameSettings(current, input.settings)) {
    await insertSettings(db, {
      settings: input.settings,
      authorId: input.operatorId,
      ...(input.restoredFrom ? { restoredFrom: input.restoredFrom } : {}),
    });
  }
  return footerHistory(db);
}

/** POST operator/content/footer/:id/restore: old settings in force again, as a new version. */
export async function restoreFooter(
  db: Database,
  input: { operatorId: string; versionId: number },
): Promise<FooterHistory> {
  const version = await settingsVersion(db, input.versionId);
  if (!version) throw new AppError('NOT_FOUND');
  const settings = footerSettingsSchema.parse(version.settings);
  return saveFooter(db, { operatorId: input.operatorId, settings, restoredFrom: String(input.versionId) });
}
