/**
 * Contracts of `api/shop/notification-settings/*` (signed in; guests get 401) and of the one-click
 * unsubscribe link in notice e-mails (`api/notices/unsubscribe`, no session: the link's signature
 * says who and what). Issue 27: a cabinet message of a topic also goes out by SMS and e-mail, per
 * the person's choice (shared/src/domain/notification/topics.ts).
 */
import { z } from 'zod';
import { DIGEST_FREQUENCIES } from '../../domain/notification/digest';
import { NOTICE_CHANNELS, NOTICE_TOPICS } from '../../domain/notification/topics';
import type { ApiGroup } from '../call';
import { text } from '../text';

export const noticeTopicSchema = z.enum(NOTICE_TOPICS);
export const noticeChannelSchema = z.enum(NOTICE_CHANNELS);

/** One channel of a topic: whether notices go out on it, and whether the person can be reached there. */
export const noticeChannelSettingSchema = z.object({
  channel: noticeChannelSchema,
  enabled: z.boolean(),
  /** False when the person has no phone (SMS) or no confirmed e-mail: nothing is sent whatever `enabled` says. */
  available: z.boolean(),
});

export const noticeSettingsSchema = z.object({
  topics: z.array(
    z.object({
      topic: noticeTopicSchema,
      channels: z.array(noticeChannelSettingSchema),
    }),
  ),
  /** Where the notices go: the account's phone, and its confirmed e-mail (null when none). */
  contacts: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
  telegram: z.object({
    /** False when this platform runs no Telegram bot: the channel is not offered. */
    offered: z.boolean(),
    /** The bot's username (without @) the person talks to. */
    bot: z.string().nullable(),
    /** The linked chat (null: none): the Telegram username when it has one, and since when. */
    linked: z.object({ username: z.string().nullable(), linked_at: z.string() }).nullable(),
  }),
  push: z.object({
    /** False when this platform sends no web push: the channel is not offered. */
    offered: z.boolean(),
    /** The key a browser subscribes with (`applicationServerKey`, base64url); null when not offered. */
    public_key: z.string().nullable(),
    /** The browsers and installed apps that take the user's notices, the newest first. */
    devices: z.array(
      z.object({
        id: z.string(),
        /** The browser and the system it runs on ("Chrome, Android"). */
        label: z.string(),
        /** The push service's address for that browser: a browser finds itself in the list by it. */
        endpoint: z.string(),
        created_at: z.string(),
        /** When a push last went to it (null: none yet). */
        last_sent_at: z.string().nullable(),
      }),
    ),
  }),
  /**
   * Quiet hours on: within `quiet_hours` (Tashkent time) nothing rings (SMS, Telegram, push) but a
   * deadline's; what waits goes when they end, and outbid, an auction starting and a favourite's
   * news are not sent on those channels then. E-mails go at any hour.
   */
  quiet_nights: z.boolean(),
  /** The quiet hours, whole hours of a day: from `from`:00 to `to`:00 (over midnight when from > to). */
  quiet_hours: z.object({ from: z.int().min(0).max(23), to: z.int().min(0).max(23) }),
  /** The saved searches' new lots by e-mail: one e-mail a day (09:00 Tashkent) or an hour, or none. */
  digest: z.enum(DIGEST_FREQUENCIES),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;

/** POST notification-settings/set: one switch. */
export const noticeSettingBodySchema = z.object({
  topic: noticeTopicSchema,
  channel: noticeChannelSchema,
  enabled: z.boolean(),
});
export type NoticeSettingBody = z.infer<typeof noticeSettingBodySchema>;

const hourSchema = z.int().min(0).max(23);

/**
 * POST notification-settings/quiet-nights: quiet hours on or off, and which (both hours, or
 * neither to keep them as they are).
 */
export const quietNightsBodySchema = z
  .object({ enabled: z.boolean(), from: hourSchema.optional(), to: hourSchema.optional() })
  .refine((body) => (body.from === undefined) === (body.to === undefined), {
    message: 'give both hours or neither',
    path: ['to'],
  })
  .refine((body) => body.from === undefined || body.from !== body.to, {
    message: 'the quiet hours must end at another hour than they start',
    path: ['to'],
  });
export type QuietNightsBody = z.infer<typeof quietNightsBodySchema>;

/** POST notification-settings/digest: how often the saved searches' new lots come by e-mail. */
export const digestBodySchema = z.object({ frequency: z.enum(DIGEST_FREQUENCIES) });

/** POST notification-settings/telegram-link: a one-time link that opens the bot and links the chat. */
export const telegramLinkSchema = z.object({
  /** `https://t.me/<bot>?start=<code>`; where no bot runs, the development stand-in's page on this site (`/dev/telegram?start=<code>`). */
  url: z.string(),
  /** The link works once, until then. */
  expires_at: z.string(),
});
export type TelegramLink = z.infer<typeof telegramLinkSchema>;

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[\w-]+=*$/, 'base64url');

/** POST notification-settings/push-subscribe: a browser's PushSubscription as its `toJSON()` gives it. */
export const pushSubscribeBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes). */
    p256dh: base64url(86, 200),
    /** The browser's authentication secret (16 bytes). */
    auth: base64url(22, 100),
  }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

/** POST notification-settings/push-remove and push-test: one of the user's devices. */
export const pushDeviceBodySchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The one-click unsubscribe link's query: the signed token the e-mail carried. */
export const unsubscribeQuerySchema = z.object({ token: text().min(1).max(200) });

export const noticeSettingsApi = {
  tag: 'notification-settings',
  description:
    "How the signed-in user is told about what needs them (guests 401). Every notice is a cabinet message; one of a topic (`money`: won lots, payment deadlines and reminders, refunds, deposits, top-ups, purchases; `bars`: a bar on taking part; `orders`: the moderation of the user's orders; `protests`: a protest against a lot's result, its answer and review) is also sent by SMS to the account's phone, by e-mail to its confirmed e-mail and to the Telegram chat the user linked and by web push to the browsers the user added, on the channels the user keeps on; `starts` (an auction the user applied to or saved as a favourite starts in 30 minutes, and starts now) goes by e-mail, Telegram or push, and so does `favourites` (a lot the user saved and did not apply to: its auction's price rose, at most once an hour, or it ends within 30 minutes); `outbid` (another bid took the lead) goes to Telegram and push only, at most once a minute per lot and not while the user is on the lot's game page. Defaults: money and bars on all, orders and protests by e-mail, Telegram and push, starts, favourites and outbid on Telegram and push. A topic lists only the channels it may go on (none offered: not listed). Each notice goes at most once per channel.",
  calls: {
    'GET /api/shop/notification-settings/list': {
      summary: "The user's channels per topic, and where notices go",
      auth: 'user',
      answer: noticeSettingsSchema,
    },
    'POST /api/shop/notification-settings/set': {
      summary: 'Turn one channel of one topic on or off',
      description:
        'Answers the settings as `list` does. A channel the user cannot be reached on may be turned on: it applies once the e-mail is confirmed or the chat linked. A channel the topic never goes on (outbid by SMS or e-mail, an auction starting by SMS) is 400 `VALIDATION`.',
      auth: 'user',
      body: noticeSettingBodySchema,
      answer: noticeSettingsSchema,
    },
    'POST /api/shop/notification-settings/quiet-nights': {
      summary: 'Quiet hours on or off, and when',
      description:
        "On (the default, from 22:00 to 08:00 Tashkent time, or the whole hours given: `from` and `to`, 0 to 23, different; over midnight when `from` is the later), a notice without a deadline that comes within them sends its SMS, Telegram message and push when they end; being outbid, an auction starting and a favourite's news are not sent on those channels then (by the end they are past). Its e-mail goes at once, and a lot won, the payment reminder and the reserve winner's offer go at once on every channel. Answers the settings as `list` does.",
      auth: 'user',
      body: quietNightsBodySchema,
      answer: noticeSettingsSchema,
    },
    'POST /api/shop/notification-settings/digest': {
      summary: "How often the saved searches' new lots come by e-mail",
      description:
        '`daily` (the default: one e-mail from 09:00 Tashkent time with every lot found before it), `hourly` (one in the first minutes of each hour) or `off`. Each lot is linked; the cabinet keeps a message per lot whatever the choice. Needs a confirmed e-mail to arrive. Answers the settings as `list` does.',
      auth: 'user',
      body: digestBodySchema,
      answer: noticeSettingsSchema,
    },
    'POST /api/shop/notification-settings/telegram-link': {
      summary: 'A one-time link to the Telegram bot that links its chat to this account',
      description:
        'Opening the link starts the bot with the code; the bot links the chat it was started in and says so (the chat replaces one linked before). The link works once, for 15 minutes; a new one makes older ones void. `NOT_FOUND` when the platform runs no Telegram bot.',
      auth: 'user',
      answer: telegramLinkSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/notification-settings/telegram-unlink': {
      summary: 'Stop notices to the linked Telegram chat',
      description:
        'The chat is told it is unlinked. Sending /stop to the bot does the same from Telegram. A repeat changes nothing. Answers the settings as `list` does.',
      auth: 'user',
      answer: noticeSettingsSchema,
    },
    'POST /api/shop/notification-settings/push-subscribe': {
      summary: 'Take notices by web push in this browser',
      description:
        "The browser's push subscription, made with `push.public_key` after the user allowed notifications. The browser becomes one of the user's devices (the same browser subscribing again keeps one device; a browser another account used moves to this one); a user keeps at most 20, a new one beyond replaces the oldest. Each topic's `push` switch then applies to every device. A device the push service drops is removed by itself. `NOT_FOUND` when the platform sends no push; an endpoint that is not https (but a local one outside production) is 400 `VALIDATION`. Answers the settings as `list` does.",
      auth: 'user',
      body: pushSubscribeBodySchema,
      answer: noticeSettingsSchema,
      errors: ['NOT_FOUND', 'VALIDATION'],
    },
    'POST /api/shop/notification-settings/push-remove': {
      summary: 'Stop web push to one of the devices',
      description:
        "The browser's subscription should be dropped too (`PushSubscription.unsubscribe()`) when it is this one. A repeat, or another user's device, changes nothing. Answers the settings as `list` does.",
      auth: 'user',
      body: pushDeviceBodySchema,
      answer: noticeSettingsSchema,
    },
    'POST /api/shop/notification-settings/push-test': {
      summary: 'Send a test notification to one of the devices',
      description:
        "A push saying notices will come here, opening the notices page; its delivery is recorded like any notice. `NOT_FOUND` when the device is not one of the user's (or push is not offered). Answers the settings as `list` does.",
      auth: 'user',
      body: pushDeviceBodySchema,
      answer: noticeSettingsSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/notices/unsubscribe': {
      summary: 'The unsubscribe link of a notice e-mail: a page asking to confirm',
      description:
        "The e-mail's link (no session needed: the token is signed for one user and topic). An invalid token shows a page saying so, with a link to the settings.",
      auth: 'guest',
      query: unsubscribeQuerySchema,
      answer: { media: 'text/html', description: 'A page with one button that posts to the same address.' },
    },
    'POST /api/notices/unsubscribe': {
      summary: "One-click unsubscribe (RFC 8058): stops e-mails of the token's topic",
      description:
        "What a mail client posts for `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, and the page's button. Turns the topic's e-mail off for the token's user; a repeat changes nothing. An invalid token is 404 `NOT_FOUND`.",
      auth: 'guest',
      query: unsubscribeQuerySchema,
      answer: { media: 'text/html', description: 'A page saying the e-mails of that topic stopped.' },
      errors: ['NOT_FOUND'],
    },
  },
} satisfies ApiGroup;
