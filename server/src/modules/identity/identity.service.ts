import type { Language } from '@kimoshdi/shared';
import { loginValue, parseLogin, type Login } from '@kimoshdi/shared/domain/identity/login';
import { loginDelaySeconds } from '@kimoshdi/shared/domain/identity/login-delay';
import { isStrongPassword } from '@kimoshdi/shared/domain/identity/password';
import { parseTaxId, type TaxId } from '@kimoshdi/shared/domain/identity/tax-id';
import type { Database } from '../../db/database';
import type { JsonObject } from '../../db/schema.generated';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { Logger } from '../../lib/logger';
import type { Redis } from '../../redis/connection';
import { sendEmail, sendSms } from '../outbox';
import { ID_ROLES, type IdRole } from '@kimoshdi/shared/domain/user/roles';
import {
  findAccountByLogin,
  findTakenIdentifier,
  insertAccount,
  type IdAccount,
} from './accounts.repository';
import { codeLimitRefusals } from '../../lib/metrics';
import type { Challenge, Challenges } from '../../lib/challenge';
import {
  CODE_RULES,
  createCodeHasher,
  createCodeLimiters,
  generateCode,
  insertCode,
  latestCodeForDestination,
  latestCodeForFlow,
  verifyCode,
  type StoredCode,
} from '../codes';
import { createLimiter } from '../../lib/limiter';
import { IDENTITY_LIMITS, type IdentityLimits } from './identity.limits';
import { createOwnerPlaces } from './owner-places';
import { burnPasswordCheck, hashPassword, passwordMatches } from './passwords';

/** A registration as the form gives it, already normalised and validated. */
export interface RegistrationInput {
  login: Login;
  fullName: string;
  taxId: TaxId;
  role: IdRole;
  password: string;
}

/** What the code page shows about the code a flow is waiting for. */
export interface PendingCode {
  channel: 'sms' | 'email';
  destination: string;
  /** 0 when a new code may be sent now. */
  resendInSeconds: number;
  expired: boolean;
  locked: boolean;
}

/**
 * Who is asking: the sign-in flow (interaction uid), its language, the client address and, when
 * the form carried one, the solution of the proof-of-work challenge.
 */
export interface FlowContext {
  flow: string;
  lang: Language;
  ip: string;
  challenge?: string;
}

/** The registration kept with its code until the code is entered. */
interface PendingRegistration extends JsonObject {
  login: string;
  fullName: string;
  taxId: string;
  role: IdRole;
  passwordHash: string;
}

interface IdentityDeps {
  db: Database;
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
  /** Keys the HMAC of stored codes. */
  codeSecret: string;
  limits?: IdentityLimits;
  /** Checks the proof-of-work challenge; without it no challenge is ever asked. */
  challenges?: Challenges;
  /** Codes an address may ask for in an hour before each further one needs the challenge. */
  challengeAfterCodes?: number;
}

function toPendingCode(code: StoredCode): PendingCode {
  return {
    channel: code.channel,
    destination: code.destination,
    resendInSeconds: Math.max(0, Math.ceil(CODE_RULES.resendAfterSeconds - code.ageSeconds)),
    expired: code.expiresInSeconds <= 0,
    locked: code.locked,
  };
}

/**
 * Kimoshdi ID's accounts: login with a password, and registration confirmed by a 6-digit code sent
 * to the phone or e-mail being registered. Every way to guess (passwords, codes) and every way to
 * make the platform send messages is limited.
 */
export function createIdentityService({
  db,
  redis,
  redisPrefix,
  logger,
  codeSecret,
  limits = IDENTITY_LIMITS,
  challenges,
  challengeAfterCodes = 1,
}: IdentityDeps) {
  const prefix = `${redisPrefix}rl:id`;
  const limiters = {
    loginFailuresPerLogin: createLimiter(redis, `${prefix}:login`, limits.loginFailuresPerLogin),
    loginFailuresPerIp: createLimiter(redis, `${prefix}:login-ip`, limits.loginFailuresPerIp),
    loginFailuresPerLoginIp: createLimiter(redis, `${prefix}:login-pair`, limits.loginFailuresPerLoginIp),
    // Only ever blocked (for the growing delays), never consumed.
    loginWait: createLimiter(redis, `${prefix}:login-wait`, { points: 1, duration: 1 }),
    ...createCodeLimiters(redis, redisPrefix, limits),
  };
  const hasher = createCodeHasher(codeSecret);
  const owner = createOwnerPlaces({ redis, redisPrefix, secret: codeSecret });

  /** True when the address has asked for its free codes of the hour: the next needs the challenge. */
  async function needsChallenge(ip: string): Promise<boolean> {
    return challenges !== undefined && (await limiters.codesPerIp.used(ip)) >= challengeAfterCodes;
  }

  /**
   * Counts a request that may send a code from an address; past its free codes the request must
   * carry a solved challenge (CHALLENGE_REQUIRED without one, CHALLENGE_FAILED for a forged,
   * expired or replayed one), checked before anything is counted.
   */
  async function admitAsker({ ip, challenge }: FlowContext): Promise<void> {
    if (challenges && (await needsChallenge(ip))) {
      if (!challenge) {
        codeLimitRefusals.inc({ limit: 'challenge' });
        throw new AppError('CHALLENGE_REQUIRED');
      }
      if (!(await challenges.verify(challenge))) {
        codeLimitRefusals.inc({ limit: 'challenge' });
        logger.warn({ ip }, 'a code request came with a forged, expired or replayed challenge');
        throw new AppError('CHALLENGE_FAILED');
      }
    }
    await limiters.countAsker(ip);
  }

  /** Refuses a new code within a minute of the last one to the destination, then counts it. */
  async function allowSending(destination: string): Promise<void> {
    const last = await latestCodeForDestination(db, destination);
    const wait = last ? toPendingCode(last).resendInSeconds : 0;
    if (wait > 0) throw new AppError('RATE_LIMITED', { retry_after_s: wait });
    try {
      await limiters.countSending(destination);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CODE_SENDING_PAUSED') {
        logger.warn(
          { destination: destination.slice(0, 9) },
          'code sending paused: a range or hourly budget is spent',
        );
      }
      throw error;
    }
  }

  /** Stores a fresh code for the registration and sends it, both in one transaction. */
  async function sendRegistrationCode(
    login: Login,
    payload: PendingRegistration,
    { flow, lang }: FlowContext,
  ): Promise<PendingCode> {
    const destination = loginValue(login);
    const channel = login.kind === 'phone' ? 'sms' : 'email';
    const code = generateCode();
    const minutes = Math.round(CODE_RULES.ttlSeconds / 60);
    await db.transaction().execute(async (trx) => {
      await insertCode(trx, {
        purpose: 'register',
        channel,
        destination,
        flow,
        codeHash: hasher.hashCode(destination, code),
        payload,
        ttlSeconds: CODE_RULES.ttlSeconds,
      });
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
    logger.info({ flow, channel }, 'registration code sent');
    return {
      channel,
      destination,
      resendInSeconds: CODE_RULES.resendAfterSeconds,
      expired: false,
      locked: false,
    };
  }

  function registrationOf(code: StoredCode): PendingRegistration | undefined {
    const payload = code.payload;
    const complete = payload && typeof payload.login === 'string' && typeof payload.passwordHash === 'string';
    return complete ? (payload as PendingRegistration) : undefined;
  }

  return {
    /** A fresh challenge for a form that may send a code, when the address's next code needs one. */
    async challengeFor(ip: string): Promise<Challenge | undefined> {
      return challenges && (await needsChallenge(ip)) ? challenges.create() : undefined;
    },

    /**
     * The account of a login and password, and the device token that marks this browser as the
     * owner's from now on. INVALID_CREDENTIALS never says which part was wrong, and an unknown
     * login costs the same time as a wrong password.
     *
     * No failure locks anyone out (issue 24). One address failing on one login waits longer after
     * each failure past the fourth (RATE_LIMITED with retry_after_s: 1, 2, 4 ... 300 s); once a
     * login has failed 5 times in 15 minutes from anywhere, a stranger must also solve the
     * challenge (CHALLENGE_REQUIRED, CHALLENGE_FAILED). The owner's own places (a browser holding
     * the device token of a past sign-in, or an address that signed in before) skip the challenge
     * and are not slowed by anyone else's failures. 100 failures an hour stop one address.
     */
    async login(
      input: { login: string; password: string },
      who: { ip: string; device?: string; challenge?: string },
    ): Promise<{ account: IdAccount; device: string }> {
      const { ip } = who;
      const login = parseLogin(input.login);
      const loginKey = login ? loginValue(login) : input.login.trim().toLowerCase();
      const pairKey = `${loginKey}|${ip}`;
      await limiters.loginFailuresPerIp.check(ip);
      await limiters.loginWait.check(pairKey);
      const found = login ? await findAccountByLogin(db, login) : undefined;
      const owners = found !== undefined && (await owner.isOwnersPlace(found.account.id, ip, who.device));
      if (
        !owners &&
        challenges &&
        (await limiters.loginFailuresPerLogin.used(loginKey)) >= limits.loginFailuresPerLogin.points
      ) {
        if (!who.challenge) throw new AppError('CHALLENGE_REQUIRED');
        if (!(await challenges.verify(who.challenge))) throw new AppError('CHALLENGE_FAILED');
      }
      const ok = found ? await passwordMatches(found.passwordHash, input.password) : false;
      if (!found) await burnPasswordCheck(input.password);
      if (!found || !ok) {
        await limiters.loginFailuresPerIp.penalize(ip);
        await limiters.loginFailuresPerLogin.penalize(loginKey);
        await limiters.loginFailuresPerLoginIp.penalize(pairKey);
        const wait = loginDelaySeconds(await limiters.loginFailuresPerLoginIp.used(pairKey));
        if (wait > 0) await limiters.loginWait.block(pairKey, wait);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await limiters.loginFailuresPerLogin.reset(loginKey);
      await limiters.loginFailuresPerLoginIp.reset(pairKey);
      await owner.remember(found.account.id, ip);
      return { account: found.account, device: owner.deviceToken(found.account.id) };
    },

    /** A fresh challenge for the login form (shown once a login needs it). */
    async loginChallenge(): Promise<Challenge | undefined> {
      return challenges?.create();
    },

    /**
     * Checks that nobody holds the login or the PINFL/STIR, then sends a code to the login and
     * keeps the registration (password hashed) until the code comes back. ALREADY_REGISTERED
     * carries `field` (login or tax_id); RATE_LIMITED carries `retry_after_s`.
     */
    async startRegistration(input: RegistrationInput, context: FlowContext): Promise<PendingCode> {
      if (!isStrongPassword(input.password)) throw new AppError('WEAK_PASSWORD');
      if (!(ID_ROLES as readonly string[]).includes(input.role))
        throw new AppError('VALIDATION', { field: 'role' });
      // Counted before the lookup: "already registered" tells whether a phone has an account, so
      // asking it must cost as much as sending a code.
      await admitAsker(context);
      const taken = await findTakenIdentifier(db, input);
      if (taken) throw new AppError('ALREADY_REGISTERED', { field: taken });
      await allowSending(loginValue(input.login));
      const payload: PendingRegistration = {
        login: loginValue(input.login),
        fullName: input.fullName,
        taxId: input.taxId.kind === 'pinfl' ? input.taxId.pinfl : input.taxId.stir,
        role: input.role,
        passwordHash: await hashPassword(input.password),
      };
      return sendRegistrationCode(input.login, payload, context);
    },

    /** The code a flow is waiting for, or undefined when it never asked for one. */
    async pendingCode(flow: string): Promise<PendingCode | undefined> {
      const code = await latestCodeForFlow(db, flow, 'register');
      return code && !code.consumed ? toPendingCode(code) : undefined;
    },

    /** A new code for the flow's registration (the old one stops working). */
    async resendCode(context: FlowContext): Promise<PendingCode> {
      const last = await latestCodeForFlow(db, context.flow, 'register');
      const registration = last && !last.consumed ? registrationOf(last) : undefined;
      const login = registration && parseLogin(registration.login);
      if (!registration || !login) throw new AppError('NOT_FOUND');
      await admitAsker(context);
      await allowSending(registration.login);
      return sendRegistrationCode(login, registration, context);
    },

    /**
     * Checks the code of the flow's registration and creates the account. CODE_INVALID (with
     * `left` tries) for a wrong code, CODE_LOCKED on the fifth wrong try and after, CODE_EXPIRED
     * after 3 minutes, NOT_FOUND when the flow has no registration waiting.
     */
    async confirmRegistration({
      flow,
      code,
      ip,
    }: {
      flow: string;
      code: string;
      ip: string;
    }): Promise<IdAccount> {
      await limiters.codeChecksPerIp.consume(ip);
      const read = (stored: StoredCode) => {
        const registration = registrationOf(stored);
        const login = registration && parseLogin(registration.login);
        const taxId = registration && parseTaxId(registration.taxId);
        return registration && login && taxId ? { registration, login, taxId } : undefined;
      };
      return verifyCode(
        db,
        { flow, purpose: 'register', code, hasher, read, checkPattern: true },
        (trx, { registration, login, taxId }) =>
          insertAccount(trx, {
            login,
            taxId,
            fullName: registration.fullName,
            role: registration.role,
            passwordHash: registration.passwordHash,
          }),
      );
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
