/**
 * A client of Payme's Subscribe API: JSON-RPC 2.0 over HTTPS to `<url>` (`https://checkout.paycom.uz/api`,
 * test `https://checkout.test.paycom.uz/api`). cards.* are called with `X-Auth: <merchant id>` (what
 * a payment page could do), receipts.* with `X-Auth: <merchant id>:<key>` (the server only). The
 * transport is a function so that test mode sends the very same bodies to the local stand-in.
 */
import { randomUUID } from 'node:crypto';
import { SubscribeError } from './subscribe.errors';

/** Sends one JSON-RPC body with its headers; answers the body Payme returned. */
export type SubscribeTransport = (body: string, headers: Record<string, string>) => Promise<string>;

export interface SubscribeCard {
  /** Masked by Payme (`860006******6311`). */
  number: string;
  /** `MM/YY`. */
  expire: string;
  token: string;
  recurrent: boolean;
  verify: boolean;
}

export interface SubscribeReceipt {
  _id: string;
  /** 0 created, 4 paid, 50 cancelled (among others). */
  state: number;
  amount: number;
  create_time: number;
  pay_time: number;
}

export const RECEIPT_PAID = 4;

/** Over HTTPS with a time limit: a hung connection is a failure, the retry resumes the top-up. */
export function httpTransport(url: string, timeoutMs = 15_000): SubscribeTransport {
  return async (body, headers) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SubscribeError(0, `Payme unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new SubscribeError(0, `Payme answered HTTP ${response.status}`);
    return response.text();
  };
}

export function createSubscribeClient(options: {
  transport: SubscribeTransport;
  merchantId: string;
  key: string;
}) {
  const { transport, merchantId, key } = options;

  async function call<T>(method: string, params: Record<string, unknown>, withKey: boolean): Promise<T> {
    const body = JSON.stringify({ jsonrpc: '2.0', id: randomUUID(), method, params });
    const text = await transport(body, { 'X-Auth': withKey ? `${merchantId}:${key}` : merchantId });
    let answer: { result?: T; error?: { code?: unknown; message?: unknown } };
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      throw new SubscribeError(0, `Payme answered no JSON to ${method}`);
    }
    if (answer.error) {
      const code = typeof answer.error.code === 'number' ? answer.error.code : 0;
      const message = answer.error.message;
      throw new SubscribeError(code, typeof message === 'string' ? message : JSON.stringify(message));
    }
    if (answer.result === undefined) throw new SubscribeError(0, `Payme answered no result to ${method}`);
    return answer.result;
  }

  return {
    /** The number and `MMYY` go to Payme; it answers the token (the card saved for recurring use). */
    createCard: (number: string, expire: string) =>
      call<{ card: SubscribeCard }>('cards.create', { card: { number, expire }, save: true }, false).then(
        (r) => r.card,
      ),
    /** Payme texts a code to the phone the bank knows for the card. */
    sendVerifyCode: (token: string) =>
      call<{ sent: boolean; phone: string; wait: number }>('cards.get_verify_code', { token }, false),
    verifyCard: (token: string, code: string) =>
      call<{ card: SubscribeCard }>('cards.verify', { token, code }, false).then((r) => r.card),
    checkCard: (token: string) =>
      call<{ card: SubscribeCard }>('cards.check', { token }, false).then((r) => r.card),
    removeCard: (token: string) => call<{ success: boolean }>('cards.remove', { token }, true),
    /** Amount in tiyin; `account` is the Merchant API's account (`user_id`). */
    createReceipt: (amount: bigint, account: Record<string, string>, description: string) =>
      call<{ receipt: SubscribeReceipt }>(
        'receipts.create',
        { amount: Number(amount), account, description },
        true,
      ).then((r) => r.receipt),
    payReceipt: (id: string, token: string) =>
      call<{ receipt: SubscribeReceipt }>('receipts.pay', { id, token }, true).then((r) => r.receipt),
    checkReceipt: (id: string) => call<{ state: number }>('receipts.check', { id }, true),
  };
}

export type SubscribeClient = ReturnType<typeof createSubscribeClient>;
