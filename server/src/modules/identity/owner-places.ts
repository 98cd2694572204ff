/**
 * Where an account's owner signs in from (issue 24): so that nobody else's wrong passwords keep
 * the owner out, a browser that signed in gets a device token (an HMAC of the account id under the
 * server secret, kept in a cookie), and the address it signed in from is remembered for 90 days.
 * Either one marks the next sign-in as the owner's own: no challenge, no wait for others' failures.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Redis } from '../../redis/connection';

const KNOWN_ADDRESS_SECONDS = 90 * 24 * 60 * 60;
/** The most addresses remembered per account (a phone moves between many). */
const KNOWN_ADDRESS_LIMIT = 50;

export function createOwnerPlaces({
  redis,
  redisPrefix,
  secret,
}: {
  redis: Redis;
  redisPrefix: string;
  secret: string;
}) {
  const key = createHash('sha256').update(`kimoshdi-id device tokens\0${secret}`).digest();
  const mac = (accountId: string) => createHmac('sha256', key).update(accountId).digest('base64url');
  const addressesKey = (accountId: string) => `${redisPrefix}id:known-ips:${accountId}`;

  return {
    /** The device token of an account: `<account id>.<mac>`. */
    deviceToken(accountId: string): string {
      return `${accountId}.${mac(accountId)}`;
    },

    /** True when the device token is the account's, or the address signed in to it before. */
    async isOwnersPlace(accountId: string, ip: string, device?: string): Promise<boolean> {
      if (device) {
        const expected = Buffer.from(`${accountId}.${mac(accountId)}`);
        const given = Buffer.from(device);
        if (expected.length === given.length && timingSafeEqual(expected, given)) return true;
      }
      try {
        return (await redis.zscore(addressesKey(accountId), ip)) !== null;
      } catch {
        return false;
      }
    },

    /** Remembers a successful sign-in's address; the oldest fall off past the limit. */
    async remember(accountId: string, ip: string): Promise<void> {
      const target = addressesKey(accountId);
      try {
        await redis
          .multi()
          .zadd(target, Date.now(), ip)
          .zremrangebyrank(target, 0, -KNOWN_ADDRESS_LIMIT - 1)
          .expire(target, KNOWN_ADDRESS_SECONDS)
          .exec();
      } catch {
        // Redis away: the device token still marks the owner's browser.
      }
    },
  };
}
