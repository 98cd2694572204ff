/**
 * Where orders' files keep their bytes, behind one interface: the local disk for `npm start` and
 * the tests, an S3-compatible bucket in production (FILE_STORAGE). Keys are `<file id>/<variant>`,
 * made by the file module only (lowercase letters, digits, dashes and one slash).
 */
import type { FileVariant } from '@kimoshdi/shared';
import type { Readable } from 'node:stream';

export interface StoredObjectMeta {
  contentType: string;
  /** Bytes of the body: S3 needs it to stream a body it cannot measure. */
  size: number;
}

export interface FileStorage {
  /** Stores the body whole under the key, or not at all (a reader never sees half a file). */
  put(key: string, body: Readable | Buffer, meta: StoredObjectMeta): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[a-z0-9-]{1,64}\/[a-z0-9-]{1,32}$/;

/** Refuses a key the file module would not make (a path like `../x` must never reach a disk). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** Where a file's variant is kept: `<file id>/<variant>` (the key assertStorageKey accepts). */
export function storageKey(storageRoot: string, variant: FileVariant): string {
  return `${storageRoot}/${variant}`;
}
