// http_ece (the encryption web-push uses, RFC 8188 and RFC 8291) ships no types: the part the push
// service stand-ins use to read what they are sent.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface EceParams {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's key pair: the browser's p256dh. */
    privateKey?: ECDH;
    /** The browser's auth secret (base64url, or its bytes). */
    authSecret?: string | Buffer;
    key?: Buffer;
    salt?: string | Buffer;
    dh?: string | Buffer;
    keyid?: string;
    rs?: number;
  }

  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
  export function encrypt(buffer: Buffer, params: EceParams): Buffer;

  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt };
  export default ece;
}
