/**
 * Photos uploaded before the widths existed get them here (docs/decisions.md "Photos that sell"):
 * a maintenance job (jobs/worker.ts) takes the photos whose row says their width variants are not
 * stored, makes them from the stored display JPEG (the upload itself is not kept) and marks the
 * row. Idempotent and resumable: a photo is marked only once all its variants are stored, a run
 * stops after a bounded number of photos and the next one goes on, and a photo done twice (two
 * workers at once) is stored twice under the same keys. Once all are done a run is one short read.
 */
import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { markPhotoSizesStored, photosLackingSizes } from './file.repository';
import { sizedPhotoVariants } from './image-variants';
import { storageKey, type FileStorage } from './storage/file-storage';

const BATCH = 50;
/** Photos a run makes at most (a few seconds each on a small server); the next run goes on. */
const MAX_PER_RUN = 500;

export interface PhotoSizesRun {
  /** Photos given their width variants. */
  made: number;
  /** Photos whose display JPEG is missing or unreadable: marked, nothing to make them from. */
  skipped: number;
}

export async function makeMissingPhotoSizes(
  deps: { db: Db; storage: FileStorage; logger: Logger },
  { maxPerRun = MAX_PER_RUN, batch = BATCH }: { maxPerRun?: number; batch?: number } = {},
): Promise<PhotoSizesRun> {
  const { db, storage, logger } = deps;
  const run: PhotoSizesRun = { made: 0, skipped: 0 };
  let after: { createdAt: Date; id: string } | undefined;
  while (run.made + run.skipped < maxPerRun) {
    const rows = await photosLackingSizes(db, Math.min(batch, maxPerRun - run.made - run.skipped), after);
    for (const row of rows) {
      after = { createdAt: row.created_at, id: row.id };
      const display = await storage.get(storageKey(row.storage_key, 'display'));
      let variants: Awaited<ReturnType<typeof sizedPhotoVariants>> | undefined;
      try {
        variants = display ? await sizedPhotoVariants(await buffer(display)) : undefined;
      } catch (error) {
        logger.warn({ err: error, fileId: row.id }, 'a stored photo could not be decoded for its widths');
      }
      if (!variants) {
        // Marked all the same: a photo without readable bytes would otherwise be tried every run.
        logger.warn({ fileId: row.id }, 'a photo has no readable display JPEG; its widths are not made');
        run.skipped += 1;
      } else {
        for (const [variant, image] of Object.entries(variants)) {
          await storage.put(storageKey(row.storage_key, variant as keyof typeof variants), image.data, {
            contentType: image.mime,
            size: image.data.length,
          });
        }
        run.made += 1;
      }
      await markPhotoSizesStored(db, row.id);
    }
    if (rows.length < batch) break;
  }
  return run;
}
