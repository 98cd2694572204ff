/**
 * The Telegram adapter (issue 27): the Bot API's sendMessage through grammy's API client, the text
 * as HTML (the notice's title in bold) with one inline button to the page that acts on it.
 *
 * Telegram's refusals: 429 (too many) and 5xx are retried by the queue (a 429 says when, but the
 * queue's backoff waits longer than Telegram asks of a bot sending a few messages a second); a 403
 * (the person blocked the bot, or the account is gone) or a 400 "chat not found" is for good, and
 * the chat is unlinked (`onChatGone`) so later notices stop trying it.
 */
import { Api, GrammyError } from 'grammy';
import type { TelegramSettings } from '../../messaging-config';
import { PermanentSendError, RecipientGoneError, type MessageTransport } from './message-transport';

type BotSettings = Extract<TelegramSettings, { transport: 'bot' }>;

function isChatGone(error: GrammyError): boolean {
  return error.error_code === 403 || (error.error_code === 400 && /chat not found/i.test(error.description));
}

export function createTelegramApi(settings: BotSettings): Api {
  return new Api(settings.token, {
    apiRoot: settings.apiUrl,
    timeoutSeconds: Math.ceil(settings.timeoutMs / 1000),
  });
}

export function createTelegramTransport(
  settings: BotSettings,
  onChatGone: (chatId: string) => Promise<void>,
): MessageTransport {
  const api = createTelegramApi(settings);
  return {
    provider: 'telegram',
    async send(message) {
      const button =
        message.link && message.subject
          ? { inline_keyboard: [[{ text: message.subject, url: message.link }]] }
          : undefined;
      try {
        const sent = await api.sendMessage(message.destination, message.html ?? message.body, {
          ...(message.html ? { parse_mode: 'HTML' as const } : {}),
          ...(button ? { reply_markup: button } : {}),
          link_preview_options: { is_disabled: true },
        });
        return { providerMessageId: String(sent.message_id) };
      } catch (error) {
        if (!(error instanceof GrammyError)) throw error;
        if (error.error_code === 429 || error.error_code >= 500) throw error;
        const refusal = `Telegram refused: ${error.error_code} ${error.description}`;
        if (isChatGone(error)) {
          await onChatGone(message.destination);
          throw new RecipientGoneError(refusal);
        }
        throw new PermanentSendError(refusal);
      }
    },
    async close() {},
  };
}
