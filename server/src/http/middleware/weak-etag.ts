import { hash } from 'node:crypto';

/**
 * Express's weak ETag, the same value (`W/"<length in hex>-<27 characters of the body's SHA-1 in
 * base64>"`, as the `etag` package makes it), from one call: Express's own copied every string
 * body into a buffer first and hashed it through a Hash object, a few per cent of a small JSON
 * answer's CPU under load. A test checks the values are Express's.
 */
export function weakEtag(body: string | Buffer, encoding?: BufferEncoding): string {
  const data =
    typeof body === 'string' && encoding && encoding !== 'utf8' && encoding !== 'utf-8'
      ? Buffer.from(body, encoding)
      : body;
  const length = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  return `W/"${length.toString(16)}-${hash('sha1', data, 'base64').slice(0, 27)}"`;
}
