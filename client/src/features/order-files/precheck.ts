/**
 * The limits checked in the browser before a byte is sent, with the rule the server applies
 * (shared checkAddition), worded by the same error texts: a person who picks a 30 MB scan is told
 * at once, not after the upload. The server still checks everything.
 */
import { checkAddition, megabytes, type FileKind } from '@kimoshdi/shared';

export interface ListedFile {
  size: number;
}

/** What a list holds: the count and the bytes the limits count. */
export function usage(items: readonly ListedFile[]): { count: number; bytes: number } {
  return { count: items.length, bytes: items.reduce((sum, item) => sum + item.size, 0) };
}

/** null when the files fit; else the error text's key (errors namespace) and its parameters. */
export function precheck(
  kind: FileKind,
  items: readonly ListedFile[],
  files: readonly { name: string; size: number }[],
): { key: string; params: Record<string, string | number> } | null {
  const result = checkAddition(
    kind,
    usage(items),
    files.map((file) => ({ name: file.name, bytes: file.size })),
  );
  if (result.ok) return null;
  const { limit, name = '' } = result.data;
  return {
    key: `errors:${result.code}`,
    params: { limit: result.code === 'TOO_MANY_FILES' ? limit : megabytes(limit), name },
  };
}
