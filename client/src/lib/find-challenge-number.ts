/**
 * The proof-of-work challenge's search (ALTCHA's protocol, as the Kimoshdi ID pages' script): the
 * number n up to `maxnumber` whose SHA-256 of `salt + n` is `challenge`, with WebCrypto.
 */
import type { Captcha } from '@kimoshdi/shared/api/shop/captcha';

/** Digests computed at once: WebCrypto answers each asynchronously, so a batch keeps it busy. */
const BATCH = 500;

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The number that solves the challenge, or undefined when none up to maxnumber does. */
export async function findNumber(captcha: Captcha): Promise<number | undefined> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= captcha.maxnumber; start += BATCH) {
    const end = Math.min(start + BATCH - 1, captcha.maxnumber);
    const digests = await Promise.all(
      Array.from({ length: end - start + 1 }, (_, i) =>
        crypto.subtle.digest('SHA-256', encoder.encode(`${captcha.salt}${start + i}`)),
      ),
    );
    const found = digests.findIndex((digest) => hex(digest) === captcha.challenge);
    if (found >= 0) return start + found;
  }
  return undefined;
}
