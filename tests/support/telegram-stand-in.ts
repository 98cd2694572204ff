/**
 * A local stand-in for the Telegram Bot API (plain node:http), speaking the calls the platform's
 * bot makes through grammy: `POST /bot<token>/<method>` with a JSON body, answering
 * `{ok: true, result}` or `{ok: false, error_code, description}`.
 *
 *   getMe, deleteWebhook, setWebhook, getUpdates (long polling: held until an update comes or its
 *   timeout), sendMessage (recorded; a chat that blocked the bot answers 403)
 *
 * A test plays the person: `say(chat, '/start <code>')` queues a message update, or posts it to
 * the webhook when one is set (with its secret header); `block(chat)` is the person blocking the
 * bot. It can be told to answer the next sends with an error (5xx, 429).
 *
 *   const telegram = await startTelegramStandIn();
 *   const server = await startTestServer(telegram.env());
 *   telegram.say(700100, `/start ${code}`);
 *   const reply = await telegram.waitFor(700100);
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentTelegram {
  chatId: string;
  text: string;
  parseMode: string | undefined;
  /** The inline buttons, row by row flattened. */
  buttons: { text: string; url: string }[];
  messageId: number;
  at: number;
}

export interface TelegramStandIn {
  url: string;
  token: string;
  bot: string;
  /** Every message the bot sent, oldest first. */
  sent: SentTelegram[];
  /** Every method called, in arrival order, with the HTTP status answered. */
  calls: { method: string; status: number }[];
  /** What setWebhook was last told (undefined: long polling). */
  readonly webhook: { url: string; secret: string | undefined } | undefined;
  /** The person in a private chat sends `text` to the bot. */
  say(chatId: number, text: string, from?: { username?: string; language_code?: string }): Promise<void>;
  /** The person blocks the bot: Telegram tells the bot, and later sends to the chat answer 403. */
  block(chatId: number): Promise<void>;
  /** The next `count` sendMessage calls answer this error. */
  failNext(count: number, status: number, description?: string): void;
  /** The next message to the chat not yet returned by waitFor. */
  waitFor(chatId: number | string, options?: { timeoutMs?: number }): Promise<SentTelegram>;
  /** The test server's settings for startTestServer. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const TOKEN = '123456789:stand-in-token_for-tests';
const BOT = 'kimoshdi_test_bot';

function reply(res: ServerResponse, status: number, body: unknown): number {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
  return status;
}

async function jsonOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

export async function startTelegramStandIn(): Promise<TelegramStandIn> {
  const sent: SentTelegram[] = [];
  const calls: { method: string; status: number }[] = [];
  const updates: { update_id: number }[] = [];
  const taken = new Set<SentTelegram>();
  const blocked = new Set<string>();
  const wakeSent = new Set<() => void>();
  const wakePolls = new Set<() => void>();
  let troubles: { status: number; description: string }[] = [];
  let nextUpdateId = 1;
  let nextMessageId = 1;
  let webhook: { url: string; secret: string | undefined } | undefined;
  let closing = false;

  const me = { id: 123456789, is_bot: true, first_name: 'Kimoshdi', username: BOT };

  async function deliver(update: Record<string, unknown>): Promise<void> {
    const full = { update_id: nextUpdateId++, ...update };
    if (webhook) {
      const answer = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(webhook.secret ? { 'x-telegram-bot-api-secret-token': webhook.secret } : {}),
        },
        body: JSON.stringify(full),
      });
      if (!answer.ok) throw new Error(`the webhook answered ${answer.status}`);
      return;
    }
    updates.push(full);
    for (const wake of wakePolls) wake();
  }

  async function handle(method: string, req: IncomingMessage, res: ServerResponse): Promise<number> {
    const body = await jsonOf(req);
    switch (method) {
      case 'getMe':
        return reply(res, 200, { ok: true, result: me });
      case 'deleteWebhook':
        webhook = undefined;
        return reply(res, 200, { ok: true, result: true });
      case 'setWebhook':
        webhook = {
          url: String(body.url),
          secret: body.secret_token ? String(body.secret_token) : undefined,
        };
        return reply(res, 200, { ok: true, result: true });
      case 'getUpdates': {
        if (webhook)
          return reply(res, 409, { ok: false, error_code: 409, description: 'Conflict: webhook is active' });
        const offset = Number(body.offset ?? 0);
        while (updates.length > 0 && (updates[0]?.update_id ?? 0) < offset) updates.shift();
        if (updates.length === 0 && !closing) {
          const timeoutMs = Math.min(Number(body.timeout ?? 0), 30) * 1000;
          await new Promise<void>((resolve) => {
            const wake = () => {
              wakePolls.delete(wake);
              clearTimeout(timer);
              resolve();
            };
            const timer = setTimeout(wake, timeoutMs);
            wakePolls.add(wake);
            req.once('close', wake);
          });
        }
        return reply(res, 200, { ok: true, result: updates.filter((update) => update.update_id >= offset) });
      }
      case 'sendMessage': {
        const chatId = String(body.chat_id);
        const trouble = troubles.shift();
        if (trouble)
          return reply(res, trouble.status, {
            ok: false,
            error_code: trouble.status,
            description: trouble.description,
          });
        if (blocked.has(chatId)) {
          return reply(res, 403, {
            ok: false,
            error_code: 403,
            description: 'Forbidden: bot was blocked by the user',
          });
        }
        const markup = body.reply_markup as
          { inline_keyboard?: { text: string; url: string }[][] } | undefined;
        const message: SentTelegram = {
          chatId,
          text: String(body.text ?? ''),
          parseMode: typeof body.parse_mode === 'string' ? body.parse_mode : undefined,
          buttons: (markup?.inline_keyboard ?? []).flat().map(({ text, url }) => ({ text, url })),
          messageId: nextMessageId++,
          at: Date.now(),
        };
        sent.push(message);
        for (const wake of wakeSent) wake();
        return reply(res, 200, {
          ok: true,
          result: {
            message_id: message.messageId,
            date: Math.floor(message.at / 1000),
            chat: { id: Number(chatId), type: 'private' },
            text: message.text,
          },
        });
      }
      default:
        return reply(res, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
  }

  const server = createServer((req, res) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(new URL(req.url ?? '/', 'http://stand-in').pathname);
    const call = { method: match?.[2] ?? req.url ?? '', status: 0 };
    calls.push(call);
    if (!match || match[1] !== TOKEN) {
      call.status = reply(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      return;
    }
    handle(match[2] ?? '', req, res)
      .then((status) => {
        call.status = status;
      })
      .catch((error: unknown) => {
        call.status = reply(res, 500, { ok: false, error_code: 500, description: String(error) });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const chatOf = (chatId: number, from: { username?: string; language_code?: string }) => ({
    chat: {
      id: chatId,
      type: 'private',
      first_name: 'Tester',
      ...(from.username ? { username: from.username } : {}),
    },
    from: { id: chatId, is_bot: false, first_name: 'Tester', ...from },
  });

  return {
    url,
    token: TOKEN,
    bot: BOT,
    sent,
    calls,
    get webhook() {
      return webhook;
    },
    async say(chatId, text, from = { username: 'tester', language_code: 'uz' }) {
      const command = /^\/\w+/.exec(text)?.[0];
      await deliver({
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          ...chatOf(chatId, from),
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
        },
      });
    },
    async block(chatId) {
      blocked.add(String(chatId));
      const { chat, from } = chatOf(chatId, {});
      await deliver({
        my_chat_member: {
          chat,
          from,
          date: Math.floor(Date.now() / 1000),
          old_chat_member: { status: 'member', user: me },
          new_chat_member: { status: 'kicked', user: me, until_date: 0 },
        },
      });
    },
    failNext(
      count,
      status,
      description = status === 429 ? 'Too Many Requests: retry after 1' : 'Internal Server Error',
    ) {
      troubles = [...troubles, ...Array.from({ length: count }, () => ({ status, description }))];
    },
    async waitFor(chatId, { timeoutMs = 15_000 } = {}) {
      const find = () => sent.find((message) => message.chatId === String(chatId) && !taken.has(message));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find();
        if (found) {
          taken.add(found);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no Telegram message to chat ${chatId} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            wakeSent.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          wakeSent.add(wake);
        });
      }
    },
    env() {
      return { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_BOT_USERNAME: BOT, TELEGRAM_API_URL: url };
    },
    async close() {
      closing = true;
      for (const wake of wakePolls) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
