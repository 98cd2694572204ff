/**
 * Order files (api/shop/file/*, /files/<id>/<variant>): uploads at and past every limit, types
 * judged by the bytes, photos re-encoded clean, the owner's calls and the order's state, the main
 * photo, deletion, and what a refused upload leaves behind (nothing, on disk or in the database).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MB,
  orderDocumentsSchema,
  orderFilesSchema,
  orderImagesSchema,
  type OrderDocument,
  type OrderImage,
} from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { filesOfOrder } from '../../server/src/modules/file/files-of-order';
import { createTestLot } from '../support/catalogue';
import {
  docx,
  jpegOfSize,
  jpegWithExif,
  pdfOfSize,
  png,
  tinyPdf,
  uploadForm,
  webp,
  xlsx,
  type TestFile,
} from '../support/files';
import { call, mergeHeaders, postJson } from '../support/http';
import { createCustomerOrder, setOrderStatus } from '../support/orders';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

let server: Running;
let storageDir: string;
let uploadDir: string;
let owner: TestUser;
let stranger: TestUser;
let orderId: number;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'kim-files-'));
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'kim-uploads-'));
  server = await startTestServer({ FILE_STORAGE_DIR: storageDir, FILE_UPLOAD_DIR: uploadDir });
  owner = await signIn(server, { role: 'customer' });
  stranger = await signIn(server, { role: 'customer' });
});

afterAll(async () => {
  await server?.close();
  await rm(storageDir, { recursive: true, force: true });
  await rm(uploadDir, { recursive: true, force: true });
});

beforeEach(async () => {
  orderId = await createCustomerOrder(server.deps.db, owner.userId);
});

const db = () => server.deps.db;

function upload(
  kind: 'images' | 'documents',
  files: TestFile[],
  fields: Record<string, string | number> = {},
  user = owner,
) {
  return call(server.url, `/api/shop/file/${kind}/add`, {
    method: 'POST',
    headers: user.headers,
    body: uploadForm({ order_id: orderId, ...fields }, files),
  });
}

const post = (path: string, body: unknown, user = owner) =>
  postJson(server.url, `/api/shop/file/${path}`, body, user.headers);
const get = (path: string, user: TestUser | null = owner, headers: Record<string, string> = {}) =>
  call(server.url, path, { headers: mergeHeaders(user?.headers ?? {}, headers) });

async function images(): Promise<OrderImage[]> {
  const answer = await get(`/api/shop/file/images?order_id=${orderId}`);
  expect(answer.status).toBe(200);
  return orderImagesSchema.parse(answer.body).items;
}

async function documents(): Promise<OrderDocument[]> {
  const answer = await get(`/api/shop/file/documents?order_id=${orderId}`);
  expect(answer.status).toBe(200);
  return orderDocumentsSchema.parse(answer.body).items;
}

async function bytesOf(url: string, user: TestUser | null = owner): Promise<Buffer> {
  const response = await fetch(new URL(url, server.url), { headers: user?.headers ?? {} });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Every file under a folder, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function rowCount(): Promise<number> {
  const row = await db()
    .selectFrom('order_files')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The refusal left nothing: no row, no stored file, no temporary file. */
async function expectNothingLeft(before: { rows: number; stored: number }) {
  expect(await rowCount()).toBe(before.rows);
  expect((await filesUnder(storageDir)).length).toBe(before.stored);
  expect(await filesUnder(uploadDir)).toEqual([]);
}

async function snapshot() {
  return { rows: await rowCount(), stored: (await filesUnder(storageDir)).length };
}

const photo = async (name = 'uy.jpg'): Promise<TestFile> => ({ name, bytes: await jpegWithExif() });

describe('photos', () => {
  it('stores photos of each kind; the first is main; the list shows them oldest first', async () => {
    const answer = await upload('images', [
      await photo('oldi.jpg'),
      { name: 'yon.png', bytes: await png() },
      { name: 'orqa.webp', bytes: await webp() },
    ]);
    expect(answer.status).toBe(200);
    const items = orderImagesSchema.parse(answer.body).items;
    expect(items.map((item) => [item.name, item.is_main])).toEqual([
      ['oldi.jpg', true],
      ['yon.jpg', false],
      ['orqa.jpg', false],
    ]);
    expect(await images()).toEqual(items);
    expect(items[0]?.url).toBe(`/files/${items[0]?.id}/display`);
  });

  it('serves a clean re-encoded JPEG: orientation applied, EXIF and GPS gone, at most 1600 and 400 px', async () => {
    // Orientation 6: the camera was turned; the served picture is upright (portrait).
    await upload('images', [{ name: 'big.jpg', bytes: await jpegWithExif(3000, 2000, 6) }]);
    const [image] = await images();
    const display = await sharp(await bytesOf(image?.url ?? '')).metadata();
    expect([display.format, display.width, display.height]).toEqual(['jpeg', 1067, 1600]);
    expect(display.exif).toBeUndefined();
    expect(display.orientation).toBeUndefined();
    const thumb = await sharp(await bytesOf(image?.thumb_url ?? '')).metadata();
    expect([thumb.width, thumb.height]).toEqual([267, 400]);
    const raw = await bytesOf(image?.url ?? '');
    expect(raw.includes('TestCam')).toBe(false);
    expect(raw.includes('Secret Model')).toBe(false);
  });

  it('makes a polyglot harmless: the script after the JPEG and the zip inside the PNG are not served', async () => {
    const script = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const zipTail = Buffer.from('PK\u0003\u0004 hidden archive entry');
    const answer = await upload('images', [
      { name: 'poly.jpg', bytes: Buffer.concat([await jpegWithExif(), script]) },
      { name: 'poly.png', bytes: Buffer.concat([await png(), zipTail]) },
    ]);
    expect(answer.status).toBe(200);
    for (const image of await images()) {
      const served = await bytesOf(image.url);
      expect(served.includes('<script>')).toBe(false);
      expect(served.includes('PK\u0003\u0004')).toBe(false);
      // The JPEG ends at its end-of-image marker: nothing trails it.
      expect(served.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
      expect((await sharp(served).metadata()).format).toBe('jpeg');
    }
  });

  it('takes 20 photos and refuses the 21st with the limit in data', async () => {
    const twenty = await Promise.all(Array.from({ length: 20 }, (_, i) => jpegOfSize(10_000 + i)));
    expect(
      (
        await upload(
          'images',
          twenty.map((bytes, i) => ({ name: `p${i}.jpg`, bytes })),
        )
      ).status,
    ).toBe(200);
    const before = await snapshot();
    const refused = await upload('images', [await photo()]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ERROR: { code: 'TOO_MANY_FILES', data: { limit: 20 } } });
    await expectNothingLeft(before);
    expect(await images()).toHaveLength(20);
  });

  it('refuses 21 photos sent at once and keeps none of them', async () => {
    const before = await snapshot();
    const many = await Promise.all(Array.from({ length: 21 }, (_, i) => jpegOfSize(5_000 + i)));
    const refused = await upload(
      'images',
      many.map((bytes, i) => ({ name: `p${i}.jpg`, bytes })),
    );
    expect(refused.status).toBe(409);
    await expectNothingLeft(before);
  });

  it('takes photos of exactly 20 MB together and refuses one byte more', async () => {
    const before = await snapshot();
    const tooMuch = await upload('images', [
      { name: 'a.jpg', bytes: await jpegOfSize(10 * MB) },
      { name: 'b.jpg', bytes: await jpegOfSize(10 * MB + 1) },
    ]);
    expect(tooMuch.status).toBe(413);
    expect(tooMuch.body).toMatchObject({
      ERROR: { code: 'FILES_TOTAL_TOO_LARGE', data: { limit: 20 * MB, name: 'b.jpg' } },
    });
    await expectNothingLeft(before);

    const exact = await upload('images', [
      { name: 'a.jpg', bytes: await jpegOfSize(10 * MB) },
      { name: 'b.jpg', bytes: await jpegOfSize(10 * MB) },
    ]);
    expect(exact.status).toBe(200);
    const after = await snapshot();
    const more = await upload('images', [{ name: 'c.jpg', bytes: await jpegOfSize(1_000) }]);
    expect(more.status).toBe(413);
    expect(more.body).toMatchObject({ ERROR: { code: 'FILES_TOTAL_TOO_LARGE' } });
    await expectNothingLeft(after);
  });

  it('judges by the bytes: a PDF named .jpg is refused as a photo, a PNG named .pdf is taken', async () => {
    const before = await snapshot();
    const refused = await call(server.url, '/api/shop/file/images/add', {
      method: 'POST',
      headers: mergeHeaders(owner.headers, { 'accept-language': 'en' }),
      body: uploadForm({ order_id: orderId }, [{ name: 'rasm.jpg', bytes: tinyPdf(), type: 'image/jpeg' }]),
    });
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({
      ERROR: {
        code: 'FILE_TYPE_NOT_ALLOWED',
        message: '“rasm.jpg” is not of an allowed type. Allowed: jpg, png, webp.',
        data: { name: 'rasm.jpg' },
      },
    });
    await expectNothingLeft(before);
    const taken = await upload('images', [{ name: 'scan.pdf', bytes: await png(), type: 'application/pdf' }]);
    expect(taken.status).toBe(200);
    expect(orderImagesSchema.parse(taken.body).items[0]?.name).toBe('scan.jpg');
  });

  it('refuses bytes that claim a picture and are not one', async () => {
    const before = await snapshot();
    const broken = Buffer.concat([(await jpegWithExif()).subarray(0, 200)]);
    const refused = await upload('images', [{ name: 'broken.jpg', bytes: broken }]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ERROR: { code: 'FILE_UNREADABLE', data: { name: 'broken.jpg' } } });
    await expectNothingLeft(before);
  });

  it('marks another photo main, and a deleted main photo passes the mark to the oldest left', async () => {
    await upload('images', [await photo('1.jpg'), await photo('2.jpg'), await photo('3.jpg')]);
    const [first, second, third] = await images();
    const marked = await post('images/mark-as-main', { file_id: third?.id });
    expect(marked.status).toBe(200);
    expect(orderImagesSchema.parse(marked.body).items.map((item) => item.is_main)).toEqual([
      false,
      false,
      true,
    ]);

    const deleted = await post('delete', { file_id: third?.id });
    expect(deleted.status).toBe(200);
    const after = orderFilesSchema.parse(deleted.body);
    expect(after.images.map((item) => [item.id, item.is_main])).toEqual([
      [first?.id, true],
      [second?.id, false],
    ]);
    expect((await get(third?.url ?? '')).status).toBe(404);
    expect(await server.deps.services.fileStorage.exists(`${third?.id}/display`)).toBe(false);
    expect(await server.deps.services.fileStorage.exists(`${third?.id}/thumb`)).toBe(false);
  });
});

describe('documents', () => {
  it('takes PDF, docx, xlsx and scans, hidden by default or visible when asked', async () => {
    const hidden = await upload('documents', [
      { name: 'guvohnoma.pdf', bytes: tinyPdf() },
      { name: 'shartnoma.docx', bytes: docx() },
      { name: 'hisob.xlsx', bytes: xlsx() },
    ]);
    expect(hidden.status).toBe(200);
    const visible = await upload('documents', [{ name: 'skan.png', bytes: await png() }], {
      visible: 'true',
    });
    expect(visible.status).toBe(200);
    expect((await documents()).map((doc) => [doc.name, doc.mime, doc.visible])).toEqual([
      ['guvohnoma.pdf', 'application/pdf', false],
      ['shartnoma.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
      ['hisob.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
      ['skan.png', 'image/png', true],
    ]);
  });

  it("takes a document of exactly 10 MB and refuses 10 MB and a byte, in the caller's language", async () => {
    expect((await upload('documents', [{ name: 'big.pdf', bytes: pdfOfSize(10 * MB) }])).status).toBe(200);
    const before = await snapshot();
    const refused = await call(server.url, '/api/shop/file/documents/add', {
      method: 'POST',
      headers: mergeHeaders(owner.headers, { 'accept-language': 'ru' }),
      body: uploadForm({ order_id: orderId }, [{ name: 'bigger.pdf', bytes: pdfOfSize(10 * MB + 1) }]),
    });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      ERROR: {
        code: 'FILE_TOO_LARGE',
        message: 'Файл «bigger.pdf» слишком большой: один файл не должен превышать 10 МБ.',
        data: { limit: 10 * MB, name: 'bigger.pdf' },
      },
    });
    await expectNothingLeft(before);
  });

  it('takes documents of 20 MB together and refuses more', async () => {
    expect(
      (
        await upload('documents', [
          { name: 'a.pdf', bytes: pdfOfSize(10 * MB) },
          { name: 'b.pdf', bytes: pdfOfSize(10 * MB) },
        ])
      ).status,
    ).toBe(200);
    const before = await snapshot();
    const refused = await upload('documents', [{ name: 'c.pdf', bytes: tinyPdf() }]);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      ERROR: { code: 'FILES_TOTAL_TOO_LARGE', data: { limit: 20 * MB } },
    });
    await expectNothingLeft(before);
  });

  it('takes 20 documents and refuses the 21st', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({ name: `d${i}.pdf`, bytes: tinyPdf(`doc ${i}`) }));
    expect((await upload('documents', twenty)).status).toBe(200);
    const before = await snapshot();
    const refused = await upload('documents', [{ name: 'd20.pdf', bytes: tinyPdf() }]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ERROR: { code: 'TOO_MANY_FILES', data: { limit: 20 } } });
    await expectNothingLeft(before);
  });

  it('refuses what is neither: HTML named .pdf, a plain zip', async () => {
    const before = await snapshot();
    for (const file of [
      { name: 'x.pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'x.docx', bytes: Buffer.from('PK\u0003\u0004not really a zip at all') },
    ]) {
      const refused = await upload('documents', [file]);
      expect(refused.status).toBe(415);
    }
    await expectNothingLeft(before);
  });

  it("switches a document's visibility", async () => {
    await upload('documents', [{ name: 'a.pdf', bytes: tinyPdf() }]);
    const [doc] = await documents();
    const answer = await post('documents/set-visible', { file_id: doc?.id, visible: true });
    expect(answer.status).toBe(200);
    expect(orderDocumentsSchema.parse(answer.body).items[0]?.visible).toBe(true);
  });
});

describe('whose order, and its state', () => {
  it("answers 404 for another customer's order and file, and changes nothing", async () => {
    await upload('images', [await photo()]);
    const [image] = await images();
    const before = await snapshot();
    expect((await upload('images', [await photo()], {}, stranger)).status).toBe(404);
    expect((await get(`/api/shop/file/images?order_id=${orderId}`, stranger)).status).toBe(404);
    expect((await get(`/api/shop/file/documents?order_id=${orderId}`, stranger)).status).toBe(404);
    expect((await post('images/mark-as-main', { file_id: image?.id }, stranger)).status).toBe(404);
    expect((await post('delete', { file_id: image?.id }, stranger)).status).toBe(404);
    expect((await get(image?.url ?? '', stranger)).status).toBe(404);
    await expectNothingLeft(before);
  });

  it('asks for a session and a customer account', async () => {
    const guest = await guestHeaders(server);
    const asGuest = await call(server.url, '/api/shop/file/images/add', {
      method: 'POST',
      headers: guest,
      body: uploadForm({ order_id: orderId }, [await photo()]),
    });
    expect(asGuest.status).toBe(401);
    const buyer = await signIn(server, { role: 'buyer' });
    expect((await get(`/api/shop/file/images?order_id=${orderId}`, buyer)).status).toBe(403);
  });

  it('refuses every change once the order is no longer being formed, and still lists', async () => {
    await upload('images', [await photo('1.jpg'), await photo('2.jpg')]);
    await upload('documents', [{ name: 'a.pdf', bytes: tinyPdf() }]);
    const [, second] = await images();
    const [doc] = await documents();
    await setOrderStatus(db(), orderId, 2);
    const before = await snapshot();
    const refusals = [
      await upload('images', [await photo()]),
      await upload('documents', [{ name: 'b.pdf', bytes: tinyPdf() }]),
      await post('images/mark-as-main', { file_id: second?.id }),
      await post('documents/set-visible', { file_id: doc?.id, visible: true }),
      await post('delete', { file_id: second?.id }),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ ERROR: { code: 'ORDER_WRONG_STATE' } });
    }
    await expectNothingLeft(before);
    expect((await images()).map((image) => image.is_main)).toEqual([true, false]);
  });

  it('refuses bad input with a 4xx: no order id, files before it, no files, another field, not multipart', async () => {
    const before = await snapshot();
    const noOrder = new FormData();
    noOrder.append('files', new Blob([new Uint8Array(await jpegWithExif())]), 'a.jpg');
    const filesFirst = new FormData();
    filesFirst.append('files', new Blob([new Uint8Array(await jpegWithExif())]), 'a.jpg');
    filesFirst.append('order_id', String(orderId));
    const otherField = new FormData();
    otherField.append('order_id', String(orderId));
    otherField.append('photo', new Blob([new Uint8Array(await jpegWithExif())]), 'a.jpg');
    for (const body of [noOrder, filesFirst, uploadForm({ order_id: orderId }, []), otherField]) {
      const answer = await call(server.url, '/api/shop/file/images/add', {
        method: 'POST',
        headers: owner.headers,
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ERROR: { code: 'VALIDATION' } });
    }
    const json = await post('images/add', { order_id: orderId });
    expect(json.status).toBe(400);
    expect((await post('delete', { file_id: 'not-a-uuid' })).status).toBe(400);
    await expectNothingLeft(before);
  });

  it('refuses a request larger than any upload before reading it', async () => {
    const before = await snapshot();
    const refused = await upload('documents', [
      { name: 'a.pdf', bytes: pdfOfSize(10 * MB) },
      { name: 'b.pdf', bytes: pdfOfSize(10 * MB) },
      { name: 'c.pdf', bytes: pdfOfSize(2 * MB) },
    ]);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ ERROR: { code: 'PAYLOAD_TOO_LARGE' } });
    await expectNothingLeft(before);
  });

  it('keeps the limits when two uploads race', async () => {
    const nineteen = await Promise.all(Array.from({ length: 19 }, (_, i) => jpegOfSize(3_000 + i)));
    await upload(
      'images',
      nineteen.map((bytes, i) => ({ name: `p${i}.jpg`, bytes })),
    );
    const answers = await Promise.all([
      upload('images', [await photo('x.jpg')]),
      upload('images', [await photo('y.jpg')]),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await images()).toHaveLength(20);
    expect(await filesUnder(uploadDir)).toEqual([]);
  });
});

describe('serving', () => {
  it('serves a photo inline with its type, nosniff, a sandbox and a private cache to its owner', async () => {
    await upload('images', [await photo('Uy surati №1.png')]);
    const [image] = await images();
    const answer = await fetch(new URL(image?.url ?? '', server.url), { headers: owner.headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.headers.get('content-disposition')).toBe(
      `inline; filename="Uy surati _1.jpg"; filename*=UTF-8''Uy%20surati%20%E2%84%961.jpg`,
    );
    // Revalidated each time, so a reader who loses access loses it at once (not after a year).
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    const etag = answer.headers.get('etag') ?? '';
    const again = await get(image?.url ?? '', owner, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // Not public while the order is formed: a guest is told it does not exist.
    expect((await get(image?.url ?? '', null)).status).toBe(404);
    expect((await get(`/files/${image?.id}/file`)).status).toBe(404);
    expect((await get('/files/not-an-id/display')).status).toBe(404);
  });

  it('serves a photo of an order put on trade to everyone, cached publicly', async () => {
    await upload('images', [await photo()]);
    const [image] = await images();
    await setOrderStatus(db(), orderId, 3);
    const answer = await get(image?.url ?? '', null);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("serves documents as attachments; a visible one to the lot's applicants, a hidden one to no one else", async () => {
    await upload('documents', [{ name: 'ochiq.pdf', bytes: tinyPdf() }], { visible: 'true' });
    await upload('documents', [{ name: 'yopiq.pdf', bytes: tinyPdf() }]);
    const [open, hidden] = await documents();
    await setOrderStatus(db(), orderId, 3);
    const lot = await createTestLot(db(), { orderId });
    const applicant = await signIn(server, { role: 'buyer' });
    const operator = await signIn(server, { role: 'operator' });
    const passer = await signIn(server, { role: 'buyer' });
    await db()
      .insertInto('applications')
      .values({
        lot_id: lot.id,
        user_id: applicant.userId,
        buyer_number: 1,
        deposit_amount: '0',
        deposit_key: `files-${lot.id}`,
      })
      .execute();

    const asOwner = await fetch(new URL(open?.url ?? '', server.url), { headers: owner.headers });
    expect(asOwner.headers.get('content-type')).toBe('application/pdf');
    expect(asOwner.headers.get('content-disposition')).toBe('attachment; filename=ochiq.pdf');
    expect(Buffer.from(await asOwner.arrayBuffer())).toEqual(tinyPdf());

    expect((await get(open?.url ?? '', applicant)).status).toBe(200);
    expect((await get(open?.url ?? '', operator)).status).toBe(200);
    expect((await get(open?.url ?? '', passer)).status).toBe(404);
    expect((await get(open?.url ?? '', null)).status).toBe(404);
    expect((await get(hidden?.url ?? '', applicant)).status).toBe(404);
    expect((await get(hidden?.url ?? '', operator)).status).toBe(200);
  });

  it('revalidates a private document on every read: 304 while readable, refused once access is revoked', async () => {
    await upload('documents', [{ name: 'shartnoma.pdf', bytes: tinyPdf() }], { visible: 'true' });
    const [document] = await documents();
    await setOrderStatus(db(), orderId, 3);
    const lot = await createTestLot(db(), { orderId });
    const applicant = await signIn(server, { role: 'buyer' });
    const application = await db()
      .insertInto('applications')
      .values({
        lot_id: lot.id,
        user_id: applicant.userId,
        buyer_number: 1,
        deposit_amount: '0',
        deposit_key: `files-revoked-${lot.id}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = document?.url ?? '';

    const first = await fetch(new URL(url, server.url), { headers: applicant.headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toContain('Cookie');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get(url, applicant, { 'if-none-match': etag });
    expect(again.status).toBe(304);

    // The application gone, the browser's revalidation of its cached copy is refused.
    await db().deleteFrom('applications').where('id', '=', application.id).execute();
    expect((await get(url, applicant, { 'if-none-match': etag })).status).toBe(404);
  });

  it('keeps the long public cache for photos of an order on trade', async () => {
    await upload('images', [await photo()]);
    const [image] = await images();
    await setOrderStatus(db(), orderId, 3);
    const answer = await get(image?.url ?? '', owner);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("gives the lots-to-be the order's files (filesOfOrder)", async () => {
    await upload('images', [await photo('1.jpg'), await photo('2.jpg')]);
    await upload('documents', [{ name: 'a.pdf', bytes: tinyPdf() }], { visible: 'true' });
    const [first, second] = await images();
    const forLots = await filesOfOrder(db(), orderId);
    expect(forLots.photos).toEqual([
      { url: first?.url, thumbUrl: first?.thumb_url, isMain: true, sortOrder: 0 },
      { url: second?.url, thumbUrl: second?.thumb_url, isMain: false, sortOrder: 1 },
    ]);
    expect(forLots.documents).toEqual([
      {
        name: 'a.pdf',
        url: (await documents())[0]?.url,
        sizeBytes: tinyPdf().length,
        sortOrder: 0,
        visibleToParticipants: true,
      },
    ]);
  });
});
