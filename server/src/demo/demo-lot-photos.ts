/**
 * The demo's lot photos as raster files (docs/decisions.md "Photos that sell"): the drawings under
 * server/static/lots are SVG, which link previews do not show and srcset has nothing to choose
 * from. Each drawing a demo lot names is drawn once into a JPEG, made into every served variant
 * by the upload's own code (modules/file photoVariants), stored, and written as a photo of the
 * order of the first lot on trade that shows it; every lot that named the drawing then names the
 * stored photo (`/files/<id>/display`, as lots made from uploads do). Idempotent: a second start
 * finds no lot naming a drawing. Drawn at 1024 px, the widest width a drawing needs, so the 1600
 * slot repeats it and the demo seeds in seconds.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileUrl } from '@kimoshdi/shared';
import { FIRST_PUBLIC_ORDER_STATUS } from '@kimoshdi/shared/domain/order/order-progress';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Deps } from '../deps';
import { insertFiles, photoVariants, storageKey, type PhotoVariants } from '../modules/file';

const DRAWINGS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../static/lots');
const DRAWING_URL = /^\/static\/lots\/([a-z]+-\d+)\.svg$/;
/** Drawings made at once: sharp works in its own threads, two keep a small machine's cores busy. */
const AT_ONCE = 2;

/** A drawing's variants, made once per process: the demo stores the same drawing under many ids. */
const made = new Map<string, Promise<{ variants: PhotoVariants; bytes: number }>>();

function drawn(drawing: string) {
  let variants = made.get(drawing);
  if (!variants) {
    variants = (async () => {
      const svg = await readFile(path.join(DRAWINGS, `${drawing}.svg`));
      const jpeg = await sharp(svg, { density: 256 })
        .resize(1024, 768, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90 })
        .toBuffer();
      return { variants: await photoVariants(jpeg), bytes: jpeg.length };
    })();
    // A failure is not kept: the next call tries again.
    variants.catch(() => made.delete(drawing));
    made.set(drawing, variants);
  }
  return variants;
}

/** A drawing as a stored photo: every variant under a new id, which it answers. */
export async function storeDrawing(
  deps: Pick<Deps, 'services'>,
  drawing: string,
): Promise<{ id: string; bytes: number }> {
  const { variants, bytes } = await drawn(drawing);
  const id = randomUUID();
  for (const [variant, image] of Object.entries(variants)) {
    await deps.services.fileStorage.put(storageKey(id, variant as keyof PhotoVariants), image.data, {
      contentType: image.mime,
      size: image.data.length,
    });
  }
  return { id, bytes };
}

export async function seedDemoLotPhotos(deps: Deps): Promise<{ drawings: number }> {
  // Each drawing still named, with the order of the first lot that shows it (one on trade first).
  const named = await sql<{ url: string; order_id: number }>`
    SELECT DISTINCT ON (p.url) p.url, l.order_id
    FROM lot_photos p JOIN lots l ON l.id = p.lot_id JOIN orders o ON o.id = l.order_id
    WHERE p.url LIKE '/static/lots/%.svg'
    ORDER BY p.url, (o.status >= ${FIRST_PUBLIC_ORDER_STATUS}) DESC, l.id`.execute(deps.db);
  const queue = named.rows.filter((row) => DRAWING_URL.test(row.url));
  const work = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const drawing = DRAWING_URL.exec(row.url)![1]!;
      const { id, bytes } = await storeDrawing(deps, drawing);
      const url = fileUrl(id, 'display');
      await deps.db.transaction().execute(async (trx) => {
        await insertFiles(trx, [
          {
            id,
            order_id: row!.order_id,
            kind: 'image',
            storage_key: id,
            name: `${drawing}.jpg`,
            mime: 'image/jpeg',
            size_bytes: bytes,
            visible_to_participants: false,
            photo_sizes: true,
          },
        ]);
        await trx.updateTable('lot_photos').set({ url }).where('url', '=', row!.url).execute();
        await trx.updateTable('lots').set({ main_photo: url }).where('main_photo', '=', row!.url).execute();
      });
    }
  };
  const drawings = queue.length;
  await Promise.all(Array.from({ length: AT_ONCE }, work));
  return { drawings };
}
