/**
 * /dev/telegram: the development stand-in for the Telegram app (issue 27), used when no bot token
 * is configured (never in production). The cabinet's "link Telegram" opens this page instead of
 * t.me/<bot>?start=<code>; its "Start" does what the bot does when the app sends /start <code>:
 * links a stand-in chat and shows the bot's answer. The chat's messages are then in /dev/outbox,
 * and its "/stop" unlinks it from the chat's side.
 */
import { randomInt } from 'node:crypto';
import { text } from '@kimoshdi/shared/api/text';
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { html, type SafeHtml } from '../../lib/html';
import { devPage } from './dev-page';
import { parse } from '../../lib/parse';
import type { TelegramLinking } from '../../modules/notification';
import { botAnswerOf } from '../../modules/notification';
import { methodNotAllowed } from '../middleware/method-not-allowed';

const startSchema = z.object({ start: text().max(64).optional() });
const stopSchema = z.object({ chat: z.string().regex(/^\d{1,19}$/) });

function page(bot: string, content: SafeHtml): string {
  return devPage({
    title: 'Telegram stand-in',
    banner: `Development only: this page stands in for the Telegram app. With TELEGRAM_BOT_TOKEN set, the cabinet's link opens t.me/${bot} instead.`,
    heading: `@${bot}`,
    content,
  });
}

/** The bot's answer as the chat shows it, with a link to the chat's messages in the outbox. */
function answered(answer: { text: string; button: string; url: string }, chat?: string): SafeHtml {
  return html`<p class="id-intro outbox-body" data-testid="bot-answer">${answer.text}</p>
    <p><a class="id-button" href="${answer.url}">${answer.button}</a></p>
    ${
      chat
        ? html`<p class="id-intro">
              Chat ${chat}: <a href="/dev/outbox?to=${chat}">its messages in the outbox</a>
            </p>
            <form method="post" action="/dev/telegram/stop">
              <input type="hidden" name="chat" value="${chat}" />
              <button class="id-button" type="submit">/stop</button>
            </form>`
        : null
    }`;
}

function getStart(bot: string): RequestHandler {
  return (req, res) => {
    const { start } = parse(startSchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(
      page(
        bot,
        html`<p class="id-intro">
            Kimoshdi's notices bot. Press Start to link this chat to the account that opened the link.
          </p>
          <form method="post" action="/dev/telegram">
            <input type="hidden" name="start" value="${start ?? ''}" />
            <button class="id-button" type="submit">Start</button>
          </form>`,
      ),
    );
  };
}

function postStart(bot: string, linking: TelegramLinking): RequestHandler {
  return async (req, res) => {
    const { start } = parse(startSchema, req.body);
    // A chat id of the stand-in's own: Telegram's are positive for a person's private chat.
    const chat = String(randomInt(7_000_000_000, 7_999_999_999));
    const linked = start ? await linking.linkChat(start, { id: chat, username: 'demo_user' }) : undefined;
    res.setHeader('Cache-Control', 'no-store');
    res
      .type('html')
      .send(
        page(
          bot,
          linked
            ? answered(botAnswerOf(linked.lang, 'linked'), chat)
            : answered(botAnswerOf('uz', start ? 'invalidCode' : 'welcome')),
        ),
      );
  };
}

function postStop(bot: string, linking: TelegramLinking): RequestHandler {
  return async (req, res) => {
    const { chat } = parse(stopSchema, req.body);
    const unlinked = await linking.unlinkChat(chat);
    res.setHeader('Cache-Control', 'no-store');
    res
      .type('html')
      .send(page(bot, answered(botAnswerOf(unlinked?.lang ?? 'uz', unlinked ? 'stopped' : 'notLinked'))));
  };
}

export function telegramStandInRouter({ services }: Deps): Router {
  const linking = services.telegram;
  const bot = linking.bot ?? '';
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });
  router.route('/').get(getStart(bot)).post(form, postStart(bot, linking)).all(methodNotAllowed);
  router.route('/stop').post(form, postStop(bot, linking)).all(methodNotAllowed);
  return router;
}
