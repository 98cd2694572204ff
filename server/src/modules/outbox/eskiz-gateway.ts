/**
 * The SMS adapter for an Eskiz.uz-style HTTP gateway (docs/decisions.md "Messages that really
 * leave"): sign in with e-mail and password for a bearer token, keep it, and sign in again once
 * when a call answers 401 (the token expired). A timeout, a lost connection, a 429 or a 5xx is
 * thrown as is, so the queue retries; any other 4xx is the gateway's refusal of that SMS for good.
 */
import type { Logger } from '../../lib/logger';
import type { SmsSettings } from '../../messaging-config';
import { deliveryOfGatewayStatus, toGatewayPhone } from './eskiz-format';
import { PermanentSendError, type MessageTransport } from './message-transport';

type GatewaySettings = Extract<SmsSettings, { transport: 'gateway' }>;

/** One line of what the gateway said: its `message` field when it sent JSON, else the text. */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message.slice(0, 200);
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 200);
}

function isTransient(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

export function createEskizTransport(settings: GatewaySettings, logger: Logger): MessageTransport {
  let token: string | undefined;
  // Messages sent together share one sign-in.
  let signingIn: Promise<string> | undefined;

  async function call(path: string, init: () => RequestInit): Promise<Response> {
    try {
      return await fetch(`${settings.url}${path}`, {
        ...init(),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new Error(`the SMS gateway did not answer within ${settings.timeoutMs} ms`);
      }
      throw new Error(
        `the SMS gateway could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  function signIn(): Promise<string> {
    signingIn ??= (async () => {
      const response = await call('/api/auth/login', () => {
        const form = new FormData();
        form.set('email', settings.email);
        form.set('password', settings.password);
        return { method: 'POST', body: form };
      });
      // A refused sign-in is the gateway's account or an outage, not this message: retried.
      if (!response.ok)
        throw new Error(`the SMS gateway refused to sign in: ${response.status} ${await reasonOf(response)}`);
      const body = (await response.json()) as { data?: { token?: unknown } };
      if (typeof body.data?.token !== 'string' || body.data.token === '') {
        throw new Error('the SMS gateway signed in without a token');
      }
      token = body.data.token;
      logger.info({ provider: 'eskiz' }, 'signed in to the SMS gateway');
      return token;
    })().finally(() => {
      signingIn = undefined;
    });
    return signingIn;
  }

  /** A call with the bearer token; a 401 means it expired: sign in again and call once more. */
  async function authorized(path: string, init: () => RequestInit): Promise<Response> {
    const withToken = (bearer: string) => () => {
      const request = init();
      const headers = new Headers(request.headers);
      headers.set('authorization', `Bearer ${bearer}`);
      return { ...request, headers };
    };
    const used = token ?? (await signIn());
    const response = await call(path, withToken(used));
    if (response.status !== 401) return response;
    await response.body?.cancel();
    if (token === used) token = undefined;
    return call(path, withToken(token ?? (await signIn())));
  }

  return {
    provider: 'eskiz',

    async send(message) {
      const phone = toGatewayPhone(message.destination);
      if (!phone) throw new PermanentSendError('not an Uzbek mobile number');
      const response = await authorized('/api/message/sms/send', () => {
        const form = new FormData();
        form.set('mobile_phone', phone);
        form.set('message', message.body);
        form.set('from', settings.from);
        return { method: 'POST', body: form };
      });
      if (!response.ok) {
        const reason = `the SMS gateway answered ${response.status}: ${await reasonOf(response)}`;
        if (response.status === 401 || isTransient(response.status)) throw new Error(reason);
        throw new PermanentSendError(reason);
      }
      const body = (await response.json().catch(() => ({}))) as { id?: unknown };
      const id = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : null;
      return { providerMessageId: id };
    },

    async checkStatus(providerMessageId) {
      const response = await authorized(
        `/api/message/sms/status_by_id/${encodeURIComponent(providerMessageId)}`,
        () => ({ method: 'GET' }),
      );
      if (!response.ok) {
        throw new Error(`the SMS gateway's status answered ${response.status}: ${await reasonOf(response)}`);
      }
      const body = (await response.json()) as { status?: unknown; data?: { status?: unknown } };
      const status = [body.data?.status, body.status].find((value) => typeof value === 'string') as
        string | undefined;
      if (!status) throw new Error("the SMS gateway's status answer had no status");
      return { delivery: deliveryOfGatewayStatus(status), providerStatus: status };
    },

    async close() {
      token = undefined;
    },
  };
}
