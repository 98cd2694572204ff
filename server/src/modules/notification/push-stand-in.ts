/**
 * The push service's stand-in of development and the demo (issue 27), at /dev/push/<device>: what
 * a browser's push service (FCM, Mozilla's autopush, Apple's) does for a real device, for a device
 * that is a name. Its keys are derived from the name, so the stand-in can decrypt what it is sent
 * (aes128gcm, RFC 8291) and show each push at /dev/push as the browser would; they are public like
 * this file, so nothing real is ever encrypted to them.
 *
 * The demo buyer has one such device, so the won lot's notices go through the real web push path
 * (VAPID-signed, encrypted, posted, recorded in the outbox) on a machine without internet.
 */
import { createECDH, createHash, type ECDH } from 'node:crypto';
import ece from 'http_ece';
import { absoluteUrl } from './notice-links';

export const STAND_IN_PUSH_PATH = '/dev/push';

/** A stand-in device's name: what its endpoint ends with. */
export const STAND_IN_DEVICE = /^[a-z0-9-]{1,40}$/;

function derived(name: string, what: string): Buffer {
  return createHash('sha256').update(`kimoshdi-push-stand-in:${what}:${name}`).digest();
}

function keyPair(name: string): ECDH {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(derived(name, 'p256dh'));
  return ecdh;
}

/** The subscription a browser would give for the stand-in device `name`. */
export function standInSubscription(name: string): {
  endpoint: string;
  keys: { p256dh: string; auth: string };
} {
  return {
    endpoint: absoluteUrl(`${STAND_IN_PUSH_PATH}/${name}`),
    keys: {
      p256dh: keyPair(name).getPublicKey('base64url'),
      auth: derived(name, 'auth').subarray(0, 16).toString('base64url'),
    },
  };
}

/** What the device's browser would read of a push it was sent (the payload's JSON as text). */
export function readStandInPush(name: string, body: Buffer): string {
  const plain = ece.decrypt(body, {
    version: 'aes128gcm',
    privateKey: keyPair(name),
    authSecret: derived(name, 'auth').subarray(0, 16).toString('base64url'),
  });
  return plain.toString('utf8');
}
