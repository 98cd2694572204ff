/**
 * The Telegram bot (issue 27, grammy): what it answers in a private chat. `/start <code>` links the
 * chat (the cabinet's deep link), `/stop` unlinks it, and blocking the bot unlinks it too. Groups
 * are ignored: a notice names a person's money and lots, which a group must not read.
 *
 * It takes updates by long polling in development (one worker process) and by webhook in
 * production (`/api/telegram/webhook`, signed with TELEGRAM_WEBHOOK_SECRET), where any web process
 * may take one.
 */
import { Bot, type Context } from 'grammy';
import type { Logger } from '../../lib/logger';
import type { TelegramSettings } from '../../messaging-config';
import { botAnswer, languageOfTelegram, type BotAnswer } from './telegram-texts';
import { settingsUrl, type TelegramLinking } from './telegram-linking';
import type { Language } from '@kimoshdi/shared';

type BotSettings = Extract<TelegramSettings, { transport: 'bot' }>;

/** The updates the bot acts on: messages (commands) and its own membership (blocked or not). */
export const BOT_UPDATES = ['message', 'my_chat_member'] as const;

/** The bot's answer with its button, which opens the notices' settings. */
export function botAnswerOf(lang: Language, kind: BotAnswer): { text: string; button: string; url: string } {
  return { ...botAnswer(lang, kind), url: settingsUrl() };
}

async function answer(ctx: Context, lang: Language, kind: BotAnswer): Promise<void> {
  const { text, button, url } = botAnswerOf(lang, kind);
  await ctx.reply(text, {
    reply_markup: { inline_keyboard: [[{ text: button, url }]] },
    link_preview_options: { is_disabled: true },
  });
}

export function createTelegramBot(settings: BotSettings, linking: TelegramLinking, logger: Logger): Bot {
  const bot = new Bot(settings.token, {
    client: { apiRoot: settings.apiUrl, timeoutSeconds: Math.ceil(settings.timeoutMs / 1000) },
  });
  const chats = bot.chatType('private');

  chats.command('start', async (ctx) => {
    const code = ctx.match.trim();
    const guess = languageOfTelegram(ctx.from.language_code);
    if (!code) return answer(ctx, guess, 'welcome');
    const linked = await linking.linkChat(code, {
      id: String(ctx.chat.id),
      username: ctx.from.username ?? null,
    });
    logger.info({ chat: ctx.chat.id, linked: Boolean(linked) }, 'telegram chat link asked');
    return linked ? answer(ctx, linked.lang, 'linked') : answer(ctx, guess, 'invalidCode');
  });

  chats.command('stop', async (ctx) => {
    const unlinked = await linking.unlinkChat(String(ctx.chat.id));
    if (unlinked) return answer(ctx, unlinked.lang, 'stopped');
    return answer(ctx, languageOfTelegram(ctx.from.language_code), 'notLinked');
  });

  // Blocking the bot: nothing can reach the chat any more, so it is unlinked without a word.
  chats.on('my_chat_member', async (ctx) => {
    if (ctx.myChatMember.new_chat_member.status !== 'kicked') return;
    await linking.unlinkChat(String(ctx.chat.id));
    logger.info({ chat: ctx.chat.id }, 'telegram chat blocked the bot: unlinked');
  });

  bot.catch((error) =>
    logger.warn({ err: error.error, update: error.ctx.update.update_id }, 'telegram update failed'),
  );
  return bot;
}

/** The webhook's path under the site (PUBLIC_URL + this is what Telegram is told). */
export const TELEGRAM_WEBHOOK_PATH = '/api/telegram/webhook';

/**
 * Starts taking updates in the worker: by long polling, or (production) tells Telegram the webhook.
 * Stops by itself on close.
 */
export function startTelegramUpdates(
  bot: Bot,
  settings: BotSettings,
  { publicUrl, logger }: { publicUrl: string; logger: Logger },
): { stop(): Promise<void> } {
  if (settings.webhookSecret) {
    bot.api
      .setWebhook(`${publicUrl.replace(/\/+$/, '')}${TELEGRAM_WEBHOOK_PATH}`, {
        secret_token: settings.webhookSecret,
        allowed_updates: [...BOT_UPDATES],
      })
      .catch((error: unknown) => logger.error({ err: error }, 'the Telegram webhook could not be set'));
    return { stop: async () => {} };
  }
  // bot.start() resolves only when polling stops; a failure (a wrong token) is logged, not thrown.
  bot
    .start({
      allowed_updates: [...BOT_UPDATES],
      onStart: (me) => logger.info({ bot: me.username }, 'telegram bot polling'),
    })
    .catch((error: unknown) => logger.error({ err: error }, 'the Telegram bot stopped polling'));
  return {
    stop: async () => {
      if (bot.isRunning()) await bot.stop();
    },
  };
}
