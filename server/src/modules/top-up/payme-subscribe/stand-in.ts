/**
 * The local stand-in of Payme's Subscribe API, for test mode (the demo, the tests): it takes the
 * same JSON-RPC bodies and X-Auth headers as Payme and answers as Payme does, with its error codes,
 * so the client and everything above it run as they would against Payme. Cards and receipts live
 * in Redis (every web process sees them). The "SMS" with the code is written to the development
 * outbox (/dev/outbox), where the platform's own codes show.
 *
 * Its bank (docs: test cards): any Uzcard (8600, 5614) or Humo (9860) number with a valid checksum
 * and an expiry not past is a card with 10 000 000 so'm on it, and its phone is `99890` + the
 * number's last seven digits. Cards ending in 0018 are blocked, in 0026 have no SMS service, in
 * 0034 have no money. A code lives 3 minutes and allows 3 tries.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { cardExpired, cardDigits, luhnValid, savedCardKind, tashkentDay } from '@kimoshdi/shared';
import type { Database } from '../../../db/database';
import type { Redis } from '../../../redis/connection';
import type { Keys } from '../../../redis/keys';
import { sendSms } from '../../outbox';
import { SUBSCRIBE_ERRORS as E } from './subscribe.errors';

export const STAND_IN_CODE_TTL_MS = 3 * 60 * 1000;
export const STAND_IN_CODE_TRIES = 3;
/** What Payme answers as `wait`: how long before a new code may be asked. */
export const STAND_IN_RESEND_WAIT_MS = 60 * 1000;
const STARTING_BALANCE = 1_000_000_000n; // tiyin: 10 000 000 so'm
/** Kept a month: long enough for a demo, short enough not to pile up. */
const TTL_SECONDS = 30 * 24 * 60 * 60;

interface StandInCard {
  number: string;
  /** `MMYY`. */
  expire: string;
  phone: string;
  verified: boolean;
  removed: boolean;
  code: string | null;
  codeUntil: number;
  tries: number;
  balance: string;
}

interface StandInReceipt {
  _id: string;
  state: number;
  amount: number;
  account: Record<string, unknown>;
  create_time: number;
  pay_time: number;
  token: string | null;
}

/** The phone the stand-in's bank knows for a card: `99890` + the number's last seven digits. */
export function standInPhone(number: string): string {
  return `99890${cardDigits(number).slice(-7)}`;
}

class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const masked = (number: string) => `${number.slice(0, 6)}******${number.slice(12)}`;
const shownExpire = (expire: string) => `${expire.slice(0, 2)}/${expire.slice(2)}`;

export function createSubscribeStandIn(options: {
  db: Database;
  redis: Redis;
  keys: Keys;
  merchantId: string;
  key: string;
  now?: () => number;
}) {
  const { db, redis, keys, merchantId, key, now = Date.now } = options;

  async function load<T>(kind: 'card' | 'receipt', id: unknown): Promise<T | undefined> {
    if (typeof id !== 'string' || id.length === 0 || id.length > 200) return undefined;
    const raw = await redis.get(keys.paymeStandIn(kind, id));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }
  async function save(kind: 'card' | 'receipt', id: string, value: StandInCard | StandInReceipt) {
    await redis.set(keys.paymeStandIn(kind, id), JSON.stringify(value), 'EX', TTL_SECONDS);
  }
  async function liveCard(token: unknown): Promise<StandInCard> {
    const card = await load<StandInCard>('card', token);
    if (!card || card.removed) throw new Refusal(E.CARD_NOT_FOUND, 'Card not found');
    return card;
  }
  const cardAnswer = (card: StandInCard, token: string) => ({
    card: {
      number: masked(card.number),
      expire: shownExpire(card.expire),
      token,
      recurrent: true,
      verify: card.verified,
    },
  });

  const methods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    async 'cards.create'(params) {
      const card = (params.card ?? {}) as { number?: unknown; expire?: unknown };
      const number = typeof card.number === 'string' ? cardDigits(card.number) : '';
      if (!/^\d{16}$/.test(number) || !luhnValid(number) || !savedCardKind(number))
        throw new Refusal(E.CARD_NUMBER, 'Card number is invalid');
      const expire = typeof card.expire === 'string' ? card.expire : '';
      const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(expire);
      if (!match) throw new Refusal(E.CARD_EXPIRED, 'Card expiry is invalid');
      if (cardExpired({ month: Number(match[1]), year: 2000 + Number(match[2]) }, tashkentDay(now())))
        throw new Refusal(E.CARD_EXPIRED, 'Card expired');
      if (number.endsWith('0018')) throw new Refusal(E.CARD_BLOCKED, 'Card is blocked');
      const token = randomBytes(24).toString('base64url');
      const saved: StandInCard = {
        number,
        expire,
        phone: standInPhone(number),
        verified: false,
        removed: false,
        code: null,
        codeUntil: 0,
        tries: 0,
        balance: number.endsWith('0034') ? '0' : STARTING_BALANCE.toString(),
      };
      await save('card', token, saved);
      return cardAnswer(saved, token);
    },

    async 'cards.get_verify_code'(params) {
      const token = params.token as string;
      const card = await liveCard(token);
      if (card.number.endsWith('0026')) throw new Refusal(E.CARD_NO_SMS, 'SMS service is not connected');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await save('card', token, { ...card, code, codeUntil: now() + STAND_IN_CODE_TTL_MS, tries: 0 });
      await sendSms(
        db,
        `+${card.phone}`,
        `Payme (test): karta ${masked(card.number)} tasdiqlash kodi ${code}. Kod ${STAND_IN_CODE_TTL_MS / 60_000} daqiqa amal qiladi.`,
      );
      const phone = `${card.phone.slice(0, 5)}*****${card.phone.slice(-2)}`;
      return { sent: true, phone, wait: STAND_IN_RESEND_WAIT_MS };
    },

    async 'cards.verify'(params) {
      const token = params.token as string;
      const card = await liveCard(token);
      if (card.verified) return cardAnswer(card, token);
      if (card.code === null || now() > card.codeUntil) throw new Refusal(E.CODE_EXPIRED, 'Code expired');
      if (card.tries >= STAND_IN_CODE_TRIES) throw new Refusal(E.CODE_TRIES_EXCEEDED, 'Too many tries');
      if (typeof params.code !== 'string' || !same(params.code, card.code)) {
        await save('card', token, { ...card, tries: card.tries + 1 });
        throw new Refusal(E.CODE_WRONG, 'Wrong code');
      }
      const verified = { ...card, verified: true, code: null };
      await save('card', token, verified);
      return cardAnswer(verified, token);
    },

    async 'cards.check'(params) {
      return cardAnswer(await liveCard(params.token), params.token as string);
    },

    async 'cards.remove'(params) {
      const token = params.token as string;
      const card = await liveCard(token);
      await save('card', token, { ...card, removed: true });
      return { success: true };
    },

    async 'receipts.create'(params) {
      const amount = params.amount;
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
        throw new Refusal(E.INVALID_REQUEST, 'Wrong amount');
      const receipt: StandInReceipt = {
        _id: randomBytes(12).toString('hex'),
        state: 0,
        amount,
        account: (params.account ?? {}) as Record<string, unknown>,
        create_time: now(),
        pay_time: 0,
        token: null,
      };
      await save('receipt', receipt._id, receipt);
      return { receipt };
    },

    async 'receipts.pay'(params) {
      const receipt = await load<StandInReceipt>('receipt', params.id);
      if (!receipt) throw new Refusal(E.RECEIPT_NOT_FOUND, 'Receipt not found');
      // Paid already (a retry): Payme answers the paid receipt, nothing is charged again.
      if (receipt.state === 4) return { receipt };
      if (receipt.state !== 0) throw new Refusal(E.RECEIPT_STATE, 'Receipt cannot be paid');
      const token = params.token as string;
      const card = await liveCard(token);
      if (!card.verified) throw new Refusal(E.CARD_NOT_FOUND, 'Card is not verified');
      if (BigInt(card.balance) < BigInt(receipt.amount))
        throw new Refusal(E.INSUFFICIENT_FUNDS, 'Insufficient funds');
      await save('card', token, {
        ...card,
        balance: (BigInt(card.balance) - BigInt(receipt.amount)).toString(),
      });
      const paid = { ...receipt, state: 4, pay_time: now(), token };
      await save('receipt', receipt._id, paid);
      return { receipt: paid };
    },

    async 'receipts.check'(params) {
      const receipt = await load<StandInReceipt>('receipt', params.id);
      if (!receipt) throw new Refusal(E.RECEIPT_NOT_FOUND, 'Receipt not found');
      return { state: receipt.state };
    },
  };

  return {
    /** One JSON-RPC request as Payme takes it; answers the body Payme would. */
    async handle(body: string, headers: Record<string, string>): Promise<string> {
      let request: { id?: unknown; method?: unknown; params?: unknown };
      try {
        request = JSON.parse(body) as typeof request;
      } catch {
        return JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
      }
      const id = request.id ?? null;
      const fail = (code: number, message: string) =>
        JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } });
      const method = typeof request.method === 'string' ? request.method : '';
      if (!Object.hasOwn(methods, method)) return fail(E.METHOD_NOT_FOUND, 'Method not found');
      const auth = headers['X-Auth'] ?? '';
      const expected = method.startsWith('receipts.') ? `${merchantId}:${key}` : merchantId;
      if (!same(auth, expected) && !same(auth, `${merchantId}:${key}`))
        return fail(E.INSUFFICIENT_PRIVILEGE, 'Insufficient privilege');
      const params = typeof request.params === 'object' && request.params !== null ? request.params : {};
      try {
        const result = await methods[method]!(params as Record<string, unknown>);
        return JSON.stringify({ jsonrpc: '2.0', id, result });
      } catch (error) {
        if (error instanceof Refusal) return fail(error.code, error.message);
        throw error;
      }
    },
  };
}

export type SubscribeStandIn = ReturnType<typeof createSubscribeStandIn>;
