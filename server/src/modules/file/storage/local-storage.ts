/**
 * The file storage on the local disk (FILE_STORAGE=local, FILE_STORAGE_DIR): one file per key.
 * A put writes a temporary file in the same directory tree and renames it into place, so a
 * reader or a crash never leaves half a file under a key.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './file-storage';

/** Temporary files of puts in progress, inside the storage directory so the rename stays on one disk. */
const PARTIAL_DIR = '.partial';

export function createLocalStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

  return {
    async put(key, body) {
      const target = fileOf(key);
      const partial = path.join(root, PARTIAL_DIR, randomUUID());
      await mkdir(path.dirname(partial), { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
        else await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        // Opened before it is handed out, so a missing file is null rather than a stream error later.
        const handle = createReadStream(file);
        await new Promise<void>((resolve, reject) => {
          handle.once('open', () => resolve());
          handle.once('error', reject);
        });
        return handle as Readable;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // The file id's folder goes with its last variant.
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}
