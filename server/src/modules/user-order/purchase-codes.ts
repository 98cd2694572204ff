/**
 * The codes that confirm a purchase and its cancel: Kimoshdi ID's codes (modules/identity: six
 * digits, 3 minutes, 5 tries, the HMAC under its secret) in its `id_codes` table, under the
 * purposes `buy_lot` and `cancel_purchase` and a flow of the user's own. The payload binds the code
 * to what it confirms (the lot and the copies, or the purchase): only the user's newest code of a
 * purpose counts, and only for what it was sent for; anything else is CODE_NOT_FOUND.
 *
 * One code goes to the phone (SMS) and the e-mail at once; it is stored once, keyed to the phone
 * when there is one. A new code a minute after the last one of the same purpose; 5 codes an hour
 * per user (buying and cancelling together).
 */
import type { CodeSent } from '@kimoshdi/shared';
import { maskEmail, maskPhone } from '@kimoshdi/shared/domain/user-order/code-dialog';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB, JsonObject } from '../../db/schema.generated';
import { AppError } from '../../lib/app-error';
import type { Redis } from '../../redis/connection';
import {
  verifyCode,
  CODE_RULES,
  createCodeHasher,
  generateCode,
  insertCode,
  latestCodeForFlow,
  type StoredCode,
} from '../codes';
import { createLimiter, type Limit } from '../../lib/limiter';
import { sendEmail, sendSms } from '../outbox';
import { personOf } from './user-order.repository';

export type PurchaseCodePurpose = 'buy_lot' | 'cancel_purchase';

export const PURCHASE_CODE_LIMITS = {
  codesPerUser: { points: 5, duration: 60 * 60 },
} satisfies Record<string, Limit>;

export type PurchaseCodeLimits = typeof PURCHASE_CODE_LIMITS;

export interface PurchaseCodesDeps {
  db: Database;
  redis: Redis;
  redisPrefix: string;
  /** Kimoshdi ID's secret: one code table, one key. */
  codeSecret: string;
  limits?: PurchaseCodeLimits;
}

/** What a code says, in the buyer's language. */
export interface CodeTexts {
  sms: string;
  subject: string;
  body: string;
}

const flowOf = (purpose: PurchaseCodePurpose, userId: string) =>
  `user-order:${purpose === 'buy_lot' ? 'buy' : 'cancel'}:${userId}`;

export function createPurchaseCodes({
  db,
  redis,
  redisPrefix,
  codeSecret,
  limits = PURCHASE_CODE_LIMITS,
}: PurchaseCodesDeps) {
  const hasher = createCodeHasher(codeSecret);
  const perUser = createLimiter(redis, `${redisPrefix}rl:user-order:codes`, limits.codesPerUser);

  return {
    /**
     * Sends a new code for `binding` to the user's phone and e-mail. NO_CONTACT without either;
     * RATE_LIMITED (retry_after_s) within a minute of the last code of the purpose, or past 5 an hour.
     */
    async send(
      userId: string,
      purpose: PurchaseCodePurpose,
      binding: JsonObject,
      texts: (code: string, minutes: number) => CodeTexts,
    ): Promise<CodeSent> {
      const person = await personOf(db, userId);
      const phone = person?.phone ?? null;
      const email = person?.email ?? null;
      const destination = phone ?? email;
      if (!destination) throw new AppError('NO_CONTACT');
      const flow = flowOf(purpose, userId);
      const last = await latestCodeForFlow(db, flow, purpose);
      const wait = last ? Math.ceil(CODE_RULES.resendAfterSeconds - last.ageSeconds) : 0;
      if (wait > 0) throw new AppError('RATE_LIMITED', { retry_after_s: wait });
      await perUser.consume(userId);

      const code = generateCode();
      const written = texts(code, Math.round(CODE_RULES.ttlSeconds / 60));
      await db.transaction().execute(async (trx) => {
        await insertCode(trx, {
          purpose,
          channel: phone ? 'sms' : 'email',
          destination,
          flow,
          codeHash: hasher.hashCode(destination, code),
          payload: { userId, ...binding },
          ttlSeconds: CODE_RULES.ttlSeconds,
        });
        if (phone) await sendSms(trx, phone, written.sms);
        if (email) await sendEmail(trx, email, written.subject, written.body);
      });
      const sentTo = [
        ...(phone ? [{ channel: 'sms' as const, to: maskPhone(phone) }] : []),
        ...(email ? [{ channel: 'email' as const, to: maskEmail(email) }] : []),
      ];
      return {
        channels: sentTo.map((s) => s.channel),
        sent_to: sentTo,
        resend_in_s: CODE_RULES.resendAfterSeconds,
        expires_in_s: CODE_RULES.ttlSeconds,
      };
    },

    /**
     * Checks `code` against the user's newest code of the purpose and, when it matches and was sent
     * for what `fits` accepts, marks it used and runs `use` in the same transaction (a refusal
     * inside rolls the use of the code back with everything else). CODE_NOT_FOUND when no such
     * code waits; CODE_INVALID (left), CODE_LOCKED, CODE_EXPIRED as Kimoshdi ID's codes.
     * `use` must not throw NOT_FOUND: it would read as CODE_NOT_FOUND.
     */
    async verify<R>(
      userId: string,
      purpose: PurchaseCodePurpose,
      code: string,
      fits: (payload: JsonObject) => boolean,
      use: (trx: Transaction<DB>) => Promise<R>,
    ): Promise<R> {
      const read = (stored: StoredCode) =>
        stored.payload && stored.payload.userId === userId && fits(stored.payload) ? stored : undefined;
      try {
        return await verifyCode(db, { flow: flowOf(purpose, userId), purpose, code, hasher, read }, (trx) =>
          use(trx),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('CODE_NOT_FOUND');
        throw error;
      }
    },
  };
}

export type PurchaseCodes = ReturnType<typeof createPurchaseCodes>;
