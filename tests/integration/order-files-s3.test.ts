/**
 * Order files kept in an S3 bucket (FILE_STORAGE=s3): the whole road of a photo, upload to
 * serving to deletion, against s3rver (a pure-JS S3 server from npm) through the AWS SDK.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderFilesSchema, orderImagesSchema } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { jpegWithExif, uploadForm } from '../support/files';
import { call, postJson } from '../support/http';
import { createCustomerOrder } from '../support/orders';
import { signIn } from '../support/session';
import { startTestServer } from '../support/test-server';

let s3: S3rver;
let s3Dir: string;
let server: Running;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'kim-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: 'kimoshdi-files', configs: [] }],
  });
  const { port } = await s3.run();
  server = await startTestServer({
    FILE_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'kimoshdi-files',
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  });
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

it('stores a photo in the bucket, serves it from there and deletes it there', async () => {
  const owner = await signIn(server, { role: 'customer' });
  const orderId = await createCustomerOrder(server.deps.db, owner.userId);
  const added = await call(server.url, '/api/shop/file/images/add', {
    method: 'POST',
    headers: owner.headers,
    body: uploadForm({ order_id: orderId }, [{ name: 'uy.jpg', bytes: await jpegWithExif(2000, 1000) }]),
  });
  expect(added.status).toBe(200);
  const [image] = orderImagesSchema.parse(added.body).items;
  const storage = server.deps.services.fileStorage;
  expect(await storage.exists(`${image?.id}/display`)).toBe(true);

  const served = await fetch(new URL(image?.thumb_url ?? '', server.url), { headers: owner.headers });
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  const thumb = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect([thumb.width, thumb.height]).toEqual([400, 200]);

  const deleted = await postJson(server.url, '/api/shop/file/delete', { file_id: image?.id }, owner.headers);
  expect(orderFilesSchema.parse(deleted.body).images).toEqual([]);
  expect(await storage.exists(`${image?.id}/display`)).toBe(false);
  expect(await storage.exists(`${image?.id}/thumb`)).toBe(false);
});
