/**
 * Photos in widths (shared/src/domain/file/photo-sizes.ts, modules/file): an upload stores every
 * width as AVIF, WebP and JPEG beside display and thumb, never wider than the original, each
 * served with its own type and the photos' cache; deleting the photo removes them all. A photo
 * older than the widths is served its display JPEG in their place until the backfill job makes
 * them, once. The demo's drawings become such photos. On a database of its own: the backfill takes
 * every photo of the database it runs on, the demo's photos every lot's drawing.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderImagesSchema, type OrderImage } from '@kimoshdi/shared';
import {
  PHOTO_MIME,
  PHOTO_WIDTHS,
  SIZED_PHOTO_VARIANTS,
  formatOfVariant,
} from '@kimoshdi/shared/domain/file/photo-sizes';
import type { Running } from '../../server/src/boot';
import { seedDemoLotPhotos } from '../../server/src/demo/demo-lot-photos';
import { makeMissingPhotoSizes, storageKey } from '../../server/src/modules/file';
import { createTestLot } from '../support/catalogue';
import { jpegWithExif, uploadForm } from '../support/files';
import { call, postJson } from '../support/http';
import { createCustomerOrder, setOrderStatus } from '../support/orders';
import { signIn, type TestUser } from '../support/session';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

const databaseName = ownDatabaseName('photosizes');
let server: Running;
let storageDir: string;
let owner: TestUser;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-photo-sizes-'));
  server = await startServerOnOwnDatabase(databaseName, 'photosizes:', {
    FILE_STORAGE_DIR: storageDir,
    FILE_UPLOAD_DIR: path.join(storageDir, 'uploads'),
    // No worker: its photo-sizes job would race the runs this file makes itself.
    RUN_WORKER: 'false',
  });
  owner = await signIn(server, { role: 'customer' });
});

afterAll(async () => {
  await server?.close();
  await dropOwnDatabase(databaseName);
  await rm(storageDir, { recursive: true, force: true });
});

const db = () => server.deps.db;
const storage = () => server.deps.services.fileStorage;
const backfill = () => makeMissingPhotoSizes({ db: db(), storage: storage(), logger: server.deps.logger });

/** A new order with one photo of the given size; answers the order and the photo. */
async function uploadedPhoto(width: number, height: number): Promise<{ orderId: number; image: OrderImage }> {
  const orderId = await createCustomerOrder(db(), owner.userId);
  const answer = await call(server.url, '/api/shop/file/images/add', {
    method: 'POST',
    headers: owner.headers,
    body: uploadForm({ order_id: orderId }, [{ name: 'uy.jpg', bytes: await jpegWithExif(width, height) }]),
  });
  expect(answer.status).toBe(200);
  const [image] = orderImagesSchema.parse(answer.body).items;
  return { orderId, image: image! };
}

async function fetchVariant(id: string, variant: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(`/files/${id}/${variant}`, server.url), { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function storedKeysOf(id: string): Promise<string[]> {
  const dir = path.join(storageDir, id);
  return (await readdir(dir).catch(() => [] as string[])).sort();
}

const sharpFormat = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;

describe('an upload', () => {
  it('stores every width in every format, served with its type and the public cache once on trade', async () => {
    const { orderId, image } = await uploadedPhoto(2000, 1500);
    expect(await storedKeysOf(image.id)).toEqual(['display', 'thumb', ...SIZED_PHOTO_VARIANTS].sort());
    await setOrderStatus(db(), orderId, 3);
    for (const variant of SIZED_PHOTO_VARIANTS) {
      const { response, bytes } = await fetchVariant(image.id, variant);
      const format = formatOfVariant(variant)!;
      expect(response.status, variant).toBe(200);
      expect(response.headers.get('content-type')).toBe(PHOTO_MIME[format]);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(sharpFormat[format]);
      expect(meta.width).toBe(Number(/^w(\d+)/.exec(variant)![1]));
      expect(meta.height).toBe((meta.width! * 3) / 4);
    }
    const webp = await fetchVariant(image.id, 'w640-webp');
    expect(webp.response.headers.get('content-disposition')).toContain('uy.webp');
    // The addresses lots, exports and link previews already name keep answering as before.
    const display = await fetchVariant(image.id, 'display');
    expect(display.response.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(display.bytes).metadata()).width).toBe(1600);
    expect((await sharp((await fetchVariant(image.id, 'thumb')).bytes).metadata()).width).toBe(400);
    expect((await fetchVariant(image.id, 'w500-webp')).response.status).toBe(404);
  });

  it('never enlarges: a slot wider than the photo holds the photo at its own width', async () => {
    const { image } = await uploadedPhoto(500, 300);
    const widths = await Promise.all(
      PHOTO_WIDTHS.map(async (width) => {
        const { bytes } = await fetchVariant(image.id, `w${width}-avif`, owner.headers);
        return (await sharp(bytes).metadata()).width;
      }),
    );
    expect(widths).toEqual([320, 500, 500, 500]);
  });

  it('removes every variant with the photo', async () => {
    const { image } = await uploadedPhoto(800, 600);
    expect(await storedKeysOf(image.id)).toHaveLength(14);
    const answer = await postJson(server.url, '/api/shop/file/delete', { file_id: image.id }, owner.headers);
    expect(answer.status).toBe(200);
    expect(await storedKeysOf(image.id)).toEqual([]);
  });
});

describe('the backfill of older photos', () => {
  /** A photo as an upload before the widths left it: display and thumb only, its row unmarked. */
  async function olderPhoto(width: number, height: number): Promise<OrderImage> {
    const { orderId, image } = await uploadedPhoto(width, height);
    await setOrderStatus(db(), orderId, 3);
    for (const variant of SIZED_PHOTO_VARIANTS) await storage().delete(storageKey(image.id, variant));
    await db().updateTable('order_files').set({ photo_sizes: false }).where('id', '=', image.id).execute();
    return image;
  }

  it('serves the display JPEG in their place, then makes them once', async () => {
    const older = await olderPhoto(1200, 900);
    const broken = await olderPhoto(640, 480);
    await storage().delete(storageKey(broken.id, 'display'));

    const standIn = await fetchVariant(older.id, 'w640-webp');
    expect(standIn.response.status).toBe(200);
    expect(standIn.response.headers.get('content-type')).toBe('image/jpeg');
    // Not kept a year by anyone: the real WebP replaces it once made.
    expect(standIn.response.headers.get('cache-control')).toBe('private, no-cache');
    expect((await sharp(standIn.bytes).metadata()).width).toBe(1200);

    // The photos uploaded by the tests above already have theirs: only these two are due.
    expect(await backfill()).toEqual({ made: 1, skipped: 1 });
    expect(await storedKeysOf(older.id)).toEqual(['display', 'thumb', ...SIZED_PHOTO_VARIANTS].sort());
    const made = await fetchVariant(older.id, 'w640-webp');
    expect(made.response.headers.get('content-type')).toBe('image/webp');
    expect(made.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(made.bytes).metadata()).width).toBe(640);
    expect((await sharp((await fetchVariant(older.id, 'w1600-jpeg')).bytes).metadata()).width).toBe(1200);
    const rows = await db()
      .selectFrom('order_files')
      .select(['id', 'photo_sizes'])
      .where('id', 'in', [older.id, broken.id])
      .execute();
    expect(rows.every((row) => row.photo_sizes)).toBe(true);

    // Done is done: a second run finds nothing, and a photo without its bytes is not tried again.
    expect(await backfill()).toEqual({ made: 0, skipped: 0 });
  });

  it('goes on where a bounded run stopped', async () => {
    const photos = [await olderPhoto(400, 300), await olderPhoto(400, 300), await olderPhoto(400, 300)];
    const run = (maxPerRun: number) =>
      makeMissingPhotoSizes(
        { db: db(), storage: storage(), logger: server.deps.logger },
        { maxPerRun, batch: 1 },
      );
    expect(await run(2)).toEqual({ made: 2, skipped: 0 });
    expect(await run(2)).toEqual({ made: 1, skipped: 0 });
    for (const photo of photos) expect(await storedKeysOf(photo.id)).toHaveLength(14);
  });
});

describe("the demo's lot photos", () => {
  it('turn every drawing the lots name into a stored photo with all its variants, once', async () => {
    // Two lots as the demo catalogue writes them: drawings from server/static/lots by address.
    const drawings = ['/static/lots/car-1.svg', '/static/lots/car-2.svg'];
    const lots = [
      await createTestLot(db(), { photos: drawings }),
      await createTestLot(db(), { photos: [...drawings].reverse() }),
    ];
    expect(await seedDemoLotPhotos(server.deps)).toEqual({ drawings: 2 });
    const photos = await db()
      .selectFrom('lot_photos')
      .select(['lot_id', 'url'])
      .where(
        'lot_id',
        'in',
        lots.map((lot) => lot.id),
      )
      .orderBy('lot_id')
      .orderBy('sort_order')
      .execute();
    expect(photos).toHaveLength(4);
    for (const photo of photos) expect(photo.url).toMatch(/^\/files\/[0-9a-f-]{36}\/display$/);
    // Both lots show the same two stored photos, each lot in its own order.
    expect(photos[0]?.url).toBe(photos[3]?.url);
    const main = await db()
      .selectFrom('lots')
      .select('main_photo')
      .where('id', '=', lots[0]!.id)
      .executeTakeFirstOrThrow();
    expect(main.main_photo).toBe(photos[0]?.url);
    const id = photos[0]!.url.split('/')[2]!;
    const { response, bytes } = await fetchVariant(id, 'w640-webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(bytes).metadata()).width).toBe(640);
    expect(await storedKeysOf(id)).toHaveLength(14);
    expect(await seedDemoLotPhotos(server.deps)).toEqual({ drawings: 0 });
    // Made with all their widths at once: the backfill has nothing to do for them.
    expect(await backfill()).toEqual({ made: 0, skipped: 0 });
  });
});
