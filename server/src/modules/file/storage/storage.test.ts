/**
 * One contract for both storages: the local disk, and S3 as s3rver (a pure-JS S3 server from npm)
 * answers it, through the same AWS SDK calls production makes.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

let localDir: string;
let s3Dir: string;
let s3: S3rver;
const storages: Record<string, FileStorage> = {};

beforeAll(async () => {
  localDir = await mkdtemp(path.join(os.tmpdir(), 'kim-storage-'));
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'kim-s3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: 'kim', configs: [] }],
  });
  const { port } = await s3.run();
  storages.local = createLocalStorage(localDir);
  storages.s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'kim',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});

afterAll(async () => {
  await s3?.close();
  await rm(localDir, { recursive: true, force: true });
  await rm(s3Dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (name) => {
  const storage = () => storages[name] as FileStorage;
  const meta = (size: number) => ({ contentType: 'text/plain', size });

  it('stores a buffer and a stream, reads them back, and deletes them', async () => {
    await storage().put('a1/display', Buffer.from('rasm'), meta(4));
    await storage().put('a1/thumb', Readable.from([Buffer.from('kich'), Buffer.from('ik')]), meta(6));
    expect(await storage().exists('a1/display')).toBe(true);
    expect(await text((await storage().get('a1/display')) as Readable)).toBe('rasm');
    expect(await text((await storage().get('a1/thumb')) as Readable)).toBe('kichik');
    await storage().delete('a1/display');
    await storage().delete('a1/thumb');
    expect(await storage().exists('a1/display')).toBe(false);
    expect(await storage().get('a1/thumb')).toBeNull();
  });

  it('treats a missing key as absent, and deleting it as done', async () => {
    expect(await storage().get('nothing/here')).toBeNull();
    expect(await storage().exists('nothing/here')).toBe(false);
    await expect(storage().delete('nothing/here')).resolves.toBeUndefined();
  });

  it('refuses keys it would not make', async () => {
    await expect(storage().put('../escape/file', Buffer.from('x'), meta(1))).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage().get('a/b/c')).rejects.toThrow(/invalid storage key/);
  });
});

describe('local storage', () => {
  it('leaves nothing behind when the body fails halfway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half'));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(
      storages.local?.put('b2/file', failing, { contentType: 'text/plain', size: 8 }),
    ).rejects.toThrow(/went away/);
    expect(await storages.local?.exists('b2/file')).toBe(false);
    expect(await readdir(path.join(localDir, '.partial'))).toEqual([]);
  });
});
