/** The sitemap's lot files for http/seo-files: which files there are, and one file's lots. */
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { boundTo } from '../../lib/bound-to';
import { sitemapRange, SITEMAP_URL_LIMIT, type SitemapLotKind } from './sitemap-ranges';
import { sitemapFiles, sitemapLots } from './sitemap.repository';

/** The largest lot id (lots.id is an integer): no file starts beyond it. */
const MAX_LOT_ID = 2 ** 31 - 1;

export interface SitemapFileEntry {
  n: number;
  lastmod: Date;
}

export interface SitemapLotEntry {
  id: number;
  lastmod: Date;
}

/** The files of the kind that hold a lot, in order, each with its newest change. */
export async function sitemapFileList(
  db: Db,
  kind: SitemapLotKind,
  limit = SITEMAP_URL_LIMIT,
): Promise<SitemapFileEntry[]> {
  const rows = await sitemapFiles(db, kind, limit);
  return rows.map((row) => ({ n: Number(row.n), lastmod: new Date(row.lastmod) }));
}

/**
 * File n's lots, in id order. A file that holds none today (every lot of its range withdrawn, or
 * not yet reached) is an empty list, not an error: a crawler may still hold its address.
 */
export async function sitemapFileLots(
  db: Db,
  kind: SitemapLotKind,
  n: number,
  limit = SITEMAP_URL_LIMIT,
): Promise<SitemapLotEntry[]> {
  const range = sitemapRange(n, limit);
  if (range.fromId > MAX_LOT_ID) throw new AppError('NOT_FOUND');
  const rows = await sitemapLots(db, kind, range.fromId, Math.min(range.toId, MAX_LOT_ID));
  return rows.map((row) => ({ id: row.id, lastmod: new Date(row.lastmod) }));
}

/** The sitemap's reads bound to the database once in deps.ts (lib/bound-to.ts). */
export function createSitemapService(db: Db) {
  return boundTo(db, { files: sitemapFileList, lots: sitemapFileLots });
}

export type SitemapService = ReturnType<typeof createSitemapService>;
