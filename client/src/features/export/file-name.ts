/**
 * The file name a Content-Disposition header gives: `filename*` (RFC 5987, UTF-8, the reader's
 * language) when present and readable, else the ASCII `filename`, else the fallback. Path parts
 * are dropped: a name never picks a folder.
 */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return baseName(decodeURIComponent(extended[1].trim())) || fallback;
    } catch {
      // A broken escape: the plain name below still names the file.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;\s]+)/i.exec(header);
  return (plain?.[1] && baseName(plain[1])) || fallback;
}

const baseName = (name: string) => name.split(/[/\\]/).pop()?.trim() ?? '';
