/**
 * Linking a Telegram chat to an account (issue 27): the cabinet makes a one-time code carried by
 * the bot's deep link (`t.me/<bot>?start=<code>`); the bot, started with it in a private chat,
 * links that chat. Never by typing a phone: whoever starts the bot proves nothing about a number,
 * while the code proves the chat's owner was signed in to the account a moment before.
 *
 * Unlinking from either side: the cabinet's button (the chat is told), /stop in the chat, or
 * blocking the bot (Telegram tells us, or the next message is refused).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TelegramLink as TelegramLinkAnswer } from '@kimoshdi/shared';
import type { Language } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import type { TelegramSettings } from '../../messaging-config';
import { sendTelegram } from '../outbox';
import { absoluteUrl, SETTINGS_PATH } from './notice-links';
import { botAnswer, languageOrUzbek } from './telegram-texts';
import {
  findTelegramLink,
  languageOf,
  linkChat,
  replaceLinkCode,
  takeLinkCode,
  unlinkChat,
  unlinkUser,
  type TelegramLink,
} from './telegram-links.repository';

/** How long a deep link works: long enough to open Telegram on another device and press Start. */
export const LINK_CODE_TTL_MS = 15 * 60_000;

/** Where the development stand-in's "Start" is pressed, instead of the Telegram app. */
export const STAND_IN_PATH = '/dev/telegram';

/** Telegram's start parameter allows A-Z, a-z, 0-9, _ and - up to 64 characters. */
const CODE_PATTERN = /^[\w-]{20,64}$/;

function hashOf(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

export interface TelegramLinking {
  /** Whether this platform offers Telegram, and its bot's username. */
  readonly offered: boolean;
  readonly bot: string | null;
  /** A one-time deep link for the person; undefined when Telegram is not offered. */
  createLink(userId: string, now?: Date): Promise<TelegramLinkAnswer | undefined>;
  /** Links the chat that started the bot with `code`; the person's language, or undefined when the code does not work. */
  linkChat(
    code: string,
    chat: { id: string; username: string | null },
  ): Promise<{ lang: Language } | undefined>;
  /** The cabinet's unlink: the chat is told. */
  unlinkUser(userId: string): Promise<void>;
  /** The chat's /stop, or the person blocked the bot: the language of whoever it was linked to. */
  unlinkChat(chatId: string): Promise<{ lang: Language } | undefined>;
  find(userId: string): Promise<TelegramLink | undefined>;
}

export function createTelegramLinking(db: Database, settings: TelegramSettings): TelegramLinking {
  const offered = settings.transport !== 'off';
  const bot = settings.transport === 'off' ? null : settings.bot;

  /** Tells a chat it no longer gets notices, through the outbox (retried like any message). */
  async function tellStopped(trx: Database, chatId: string, lang: Language): Promise<void> {
    const answer = botAnswer(lang, 'stopped');
    await sendTelegram(trx, chatId, answer.text);
  }

  return {
    offered,
    bot,
    async createLink(userId, now = new Date()) {
      if (!bot) return undefined;
      const code = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MS);
      await db
        .transaction()
        .execute((trx) => replaceLinkCode(trx, { userId, codeHash: hashOf(code), expiresAt }));
      // The stand-in is a page of this site: a path, so it opens on whatever address the site was
      // opened by (PUBLIC_URL may name another).
      const url =
        settings.transport === 'bot' ? `https://t.me/${bot}?start=${code}` : `${STAND_IN_PATH}?start=${code}`;
      return { url, expires_at: expiresAt.toISOString() };
    },
    async linkChat(code, chat) {
      if (!offered || !CODE_PATTERN.test(code)) return undefined;
      return db.transaction().execute(async (trx) => {
        const userId = await takeLinkCode(trx, hashOf(code));
        if (!userId) return undefined;
        const lang = languageOrUzbek(await languageOf(trx, userId));
        const previous = await linkChat(trx, { userId, chatId: chat.id, username: chat.username });
        if (previous) await tellStopped(trx, previous, lang);
        return { lang };
      });
    },
    async unlinkUser(userId) {
      await db.transaction().execute(async (trx) => {
        const chatId = await unlinkUser(trx, userId);
        if (chatId) await tellStopped(trx, chatId, languageOrUzbek(await languageOf(trx, userId)));
      });
    },
    async unlinkChat(chatId) {
      const unlinked = await unlinkChat(db, chatId);
      return unlinked && { lang: languageOrUzbek(unlinked.lang) };
    },
    find: (userId) => findTelegramLink(db, userId),
  };
}

/** The settings page's link to the settings, for the bot's button. */
export function settingsUrl(): string {
  return absoluteUrl(SETTINGS_PATH);
}
