/**
 * Whether files may be added to an order: the count, each file's size and the total against
 * FILE_LIMITS. The server calls it on every chunk of a streamed upload (the file being read has
 * its bytes so far), the client before it sends the files the person chose.
 */
import { FILE_LIMITS, type FileKind } from './limits';

/** What the order already holds of one kind. */
export interface FileTotals {
  count: number;
  bytes: number;
}

export interface IncomingFile {
  name: string;
  bytes: number;
}

export type FileLimitCode = 'TOO_MANY_FILES' | 'FILE_TOO_LARGE' | 'FILES_TOTAL_TOO_LARGE';

export type FileLimitCheck =
  | { ok: true }
  | {
      ok: false;
      code: FileLimitCode;
      /** limit: files or bytes; name: the file that broke it (not for the count). */
      data: { limit: number; name?: string };
    };

export function checkAddition(
  kind: FileKind,
  existing: FileTotals,
  incoming: readonly IncomingFile[],
): FileLimitCheck {
  const limits = FILE_LIMITS[kind];
  if (existing.count + incoming.length > limits.maxFiles) {
    return { ok: false, code: 'TOO_MANY_FILES', data: { limit: limits.maxFiles } };
  }
  let total = existing.bytes;
  for (const file of incoming) {
    if (file.bytes > limits.maxFileBytes) {
      return { ok: false, code: 'FILE_TOO_LARGE', data: { limit: limits.maxFileBytes, name: file.name } };
    }
    total += file.bytes;
    if (total > limits.maxTotalBytes) {
      return {
        ok: false,
        code: 'FILES_TOTAL_TOO_LARGE',
        data: { limit: limits.maxTotalBytes, name: file.name },
      };
    }
  }
  return { ok: true };
}
