/**
 * What goes to a Telegram chat (issue 27): a notice as HTML (its title in bold) with a button to
 * the page that acts on it, and the bot's own answers, in the person's language.
 */
import { isLanguage, type Language } from '@kimoshdi/shared';
import { html } from '../../lib/html';
import { translate } from '../../lib/i18n';
import type { MessageText } from './render';

export interface TelegramText {
  /** The plain text (the outbox's body; shown at /dev/outbox). */
  body: string;
  /** The same as Telegram's HTML (parse_mode HTML knows only a few tags; the rest is escaped). */
  html: string;
  /** The label of the button under the message. */
  button: string;
}

export function noticeTelegram(lang: Language, text: MessageText): TelegramText {
  return {
    body: `${text.title}\n\n${text.content}`,
    html: html`<b>${text.title}</b>

      ${text.content}`.toString(),
    button: translate(lang, 'notices:email.open'),
  };
}

/** The bot's answers: linked, stopped, a code that does not work, a start without one. */
export type BotAnswer = 'linked' | 'stopped' | 'notLinked' | 'invalidCode' | 'welcome';

export function botAnswer(lang: Language, answer: BotAnswer): { text: string; button: string } {
  return {
    text: translate(lang, `notices:bot.${answer}`),
    button: translate(lang, 'notices:email.settings'),
  };
}

/** A language for someone we do not know yet: Telegram's language of their app, else Uzbek. */
export function languageOfTelegram(code: string | undefined): Language {
  const base = code?.toLowerCase().split('-')[0];
  return base === 'ru' || base === 'en' ? base : 'uz';
}

export function languageOrUzbek(lang: string | null | undefined): Language {
  return isLanguage(lang) ? lang : 'uz';
}
