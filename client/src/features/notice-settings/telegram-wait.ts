/**
 * Waiting for the bot to link the chat (issue 27): after "Link Telegram" the page reads the
 * settings again every few seconds until they name a linked chat. The link works once, for 15
 * minutes; after that nothing can link the chat any more, so the page stops asking.
 */

/** How often the settings are read again while the person is in Telegram. */
export const TELEGRAM_POLL_MS = 3_000;

/** How long a link works (the contract of notification-settings/telegram-link). */
export const TELEGRAM_LINK_LIFETIME_MS = 15 * 60_000;

export type TelegramWaitStep = 'linked' | 'expired' | 'waiting';

export interface TelegramWait {
  /** The settings name a linked chat. */
  linked: boolean;
  /** The link's `expires_at`, an instant by the server's clock. */
  expiresAt: string;
  /** The server's clock now (lib/server-time.ts), null until it is measured. */
  serverNow: number | null;
  /** How long the page has waited, by the local clock. */
  waitedMs: number;
}

/**
 * Whether to go on reading the settings. `expires_at` is compared with the server's clock, never the
 * visitor's (which may be wrong by hours); the link's lifetime by the local clock bounds the wait
 * as well, so it ends even when the server's clock is unknown or `expires_at` is not an instant.
 * A chat linked just as the link expired still counts as linked.
 */
export function telegramWaitStep({ linked, expiresAt, serverNow, waitedMs }: TelegramWait): TelegramWaitStep {
  if (linked) return 'linked';
  if (waitedMs >= TELEGRAM_LINK_LIFETIME_MS) return 'expired';
  const end = Date.parse(expiresAt);
  if (serverNow !== null && !Number.isNaN(end) && serverNow >= end) return 'expired';
  return 'waiting';
}
