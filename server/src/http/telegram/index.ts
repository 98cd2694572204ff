/**
 * /api/telegram/webhook: the Telegram bot's updates in production (issue 27). Outside /api/shop: no
 * session, no CSRF; Telegram proves itself with the secret it was given (the header
 * X-Telegram-Bot-Api-Secret-Token), and a wrong or missing one is 401. Mounted only when the bot
 * takes its updates by webhook (TELEGRAM_WEBHOOK_SECRET).
 */
import express, { Router } from 'express';
import { webhookCallback, type Bot } from 'grammy';
import { methodNotAllowed } from '../middleware/method-not-allowed';

export function telegramRouter(bot: Bot, secret: string): Router {
  const router = Router();
  router
    .route('/webhook')
    // An update that takes longer than Telegram waits is answered at once and finished anyway:
    // Telegram would otherwise send it again.
    .post(
      express.json({ limit: '1mb' }),
      webhookCallback(bot, 'express', {
        secretToken: secret,
        onTimeout: 'return',
        timeoutMilliseconds: 9_000,
      }),
    )
    .all(methodNotAllowed);
  return router;
}
