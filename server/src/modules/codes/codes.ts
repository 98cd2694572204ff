import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** The rules of one-time codes (registration now, password reset later). */
export const CODE_RULES = {
  length: 6,
  /** A code works for 3 minutes. */
  ttlSeconds: 180,
  /** A new code to the same destination only a minute after the last one. */
  resendAfterSeconds: 60,
  /** The fifth wrong try locks the code; a new one has to be asked for. */
  maxAttempts: 5,
} as const;

export const CODE_PATTERN = /^\d{6}$/;

/** Six random digits from the system's CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_RULES.length)
    .toString()
    .padStart(CODE_RULES.length, '0');
}

/**
 * One million codes can be tried offline in a moment, so a plain hash would hide nothing: the
 * stored value is an HMAC under a server secret, bound to where the code was sent.
 */
export function createCodeHasher(secret: string) {
  const key = createHash('sha256').update(`kimoshdi-id one-time codes\0${secret}`).digest();
  const hashCode = (destination: string, code: string) =>
    createHmac('sha256', key).update(`${destination}\0${code}`).digest('base64url');
  return {
    hashCode,
    matches(codeHash: string, destination: string, code: string): boolean {
      const expected = Buffer.from(codeHash);
      const actual = Buffer.from(hashCode(destination, code));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type CodeHasher = ReturnType<typeof createCodeHasher>;
