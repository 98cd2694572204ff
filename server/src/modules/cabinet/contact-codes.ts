/**
 * A new phone or e-mail for a signed-in user, confirmed with a one-time code: the same codes,
 * rules, limits and texts as Kimoshdi ID's registration (modules/identity), kept in its `id_codes`
 * table under the purpose `confirm_contact` and a flow of the user's own, so a code can only ever
 * be entered by the user it was sent for, and only for the contact it was sent to.
 */
import type { Language } from '@kimoshdi/shared';
import type { ContactCodeSent } from '@kimoshdi/shared/api/shop/profile';
import { loginValue, type Login } from '@kimoshdi/shared/domain/identity/login';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Challenges, FreeUses } from '../../lib/challenge';
import { translate } from '../../lib/i18n';
import type { Redis } from '../../redis/connection';
import {
  verifyCode,
  CODE_RULES,
  createCodeHasher,
  createCodeLimiters,
  generateCode,
  insertCode,
  latestCodeForDestination,
  type StoredCode,
} from '../codes';
import { IDENTITY_LIMITS, type IdentityLimits } from '../identity';
import { createLimiter } from '../../lib/limiter';
import { sendEmail, sendSms } from '../outbox';
import { contactHeldByOther, setContact } from './profile.repository';

interface ContactCodesDeps {
  db: Database;
  redis: Redis;
  redisPrefix: string;
  /** Keys the HMAC of stored codes (Kimoshdi ID's secret: one code table, one key). */
  codeSecret: string;
  limits?: IdentityLimits;
  /**
   * The proof-of-work challenge after the free codes of the hour of a user or an address (issue
   * 24), like Kimoshdi ID's sign-up. Without it: no challenge.
   */
  challenge?: { challenges: Challenges; freeUses: FreeUses };
}

const PURPOSE = 'confirm_contact';
const flowOf = (userId: string) => `profile-contact:${userId}`;
const columnOf = (login: Login) => (login.kind === 'phone' ? 'phone' : 'email');

export function createContactCodes({
  db,
  redis,
  redisPrefix,
  codeSecret,
  limits = IDENTITY_LIMITS,
  challenge,
}: ContactCodesDeps) {
  // The same counters as Kimoshdi ID's: a destination or an address is limited across both.
  const limiters = createCodeLimiters(redis, redisPrefix, limits);
  const perUser = createLimiter(redis, `${redisPrefix}rl:cabinet:contact-codes`, limits.contactCodesPerUser);
  const hasher = createCodeHasher(codeSecret);

  return {
    /**
     * Sends a code to the contact. ALREADY_REGISTERED when another user has it; RATE_LIMITED
     * within a minute of the last code to it, or past the hourly limits (5 codes a user).
     */
    async send(
      userId: string,
      login: Login,
      context: { lang: Language; ip: string; altcha?: string },
    ): Promise<ContactCodeSent> {
      const destination = loginValue(login);
      if (await contactHeldByOther(db, userId, columnOf(login), destination)) {
        throw new AppError('ALREADY_REGISTERED');
      }
      const last = await latestCodeForDestination(db, destination);
      const wait = last ? Math.ceil(CODE_RULES.resendAfterSeconds - last.ageSeconds) : 0;
      if (wait > 0) throw new AppError('RATE_LIMITED', { retry_after_s: wait });
      // Before anything counts: a refused request sends nothing and spends none of the budgets.
      const users = [`user:${userId}`, `ip:${context.ip}`];
      if (challenge && (await challenge.freeUses.exhausted(...users))) {
        await challenge.challenges.demand(context.altcha);
      }
      await perUser.consume(userId);
      await limiters.countAsker(context.ip);
      await limiters.countSending(destination);
      await challenge?.freeUses.count(...users);

      const code = generateCode();
      const minutes = Math.round(CODE_RULES.ttlSeconds / 60);
      const channel = login.kind === 'phone' ? 'sms' : 'email';
      await db.transaction().execute(async (trx) => {
        await insertCode(trx, {
          purpose: PURPOSE,
          channel,
          destination,
          flow: flowOf(userId),
          codeHash: hasher.hashCode(destination, code),
          payload: { userId },
          ttlSeconds: CODE_RULES.ttlSeconds,
        });
        const { lang } = context;
        if (channel === 'sms') {
          await sendSms(trx, destination, translate(lang, 'id:code_message.sms', { code, minutes }));
        } else {
          await sendEmail(
            trx,
            destination,
            translate(lang, 'id:code_message.email_subject', { code }),
            translate(lang, 'id:code_message.email_body', { code, minutes }),
          );
        }
      });
      return { channel, destination, resend_in_s: CODE_RULES.resendAfterSeconds };
    },

    /**
     * Makes the contact the user's when the code is the one last sent to it for this user.
     * NOT_FOUND when no such code waits; CODE_INVALID (with `left` tries), CODE_LOCKED on the fifth
     * wrong try, CODE_EXPIRED after 3 minutes; ALREADY_REGISTERED when someone took it meanwhile.
     */
    async confirm(userId: string, login: Login, code: string, ip: string): Promise<void> {
      await limiters.codeChecksPerIp.consume(ip);
      const destination = loginValue(login);
      const read = (stored: StoredCode) => (stored.destination === destination ? stored : undefined);
      await verifyCode(db, { flow: flowOf(userId), purpose: PURPOSE, code, hasher, read }, (trx) =>
        setContact(trx, userId, columnOf(login), destination),
      );
    },
  };
}

export type ContactCodes = ReturnType<typeof createContactCodes>;
