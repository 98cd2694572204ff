import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeSettingsSchema, telegramLinkSchema, type NoticeSettings } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { notify } from '../../server/src/modules/notification';
import { translate } from '../../server/src/lib/i18n';
import { addParticipant, ask, bidOverHttp, connectGame, createLiveAuction } from '../support/auction';
import { createTestLot } from '../support/catalogue';
import { lifecycleContext, remindStarts, startAuction } from '../../server/src/modules/auction';
import { call, postJson } from '../support/http';
import { waitForNoticesDelivered, withoutQuietHours, wonNotice } from '../support/messages';
import { signIn, type TestUser } from '../support/session';
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegram-stand-in';
import { startTestServer } from '../support/test-server';

/**
 * Notices on Telegram (issue 27), against a stand-in of the Bot API: the cabinet's one-time deep
 * link and the bot's /start, notices with a button to their page once per chat, the settings'
 * switch, unlinking from the cabinet, by /stop and by blocking the bot, a Bot API that fails and
 * recovers, and the webhook production takes updates by.
 */
let telegram: TelegramStandIn;
let server: Running;

beforeAll(async () => {
  telegram = await startTelegramStandIn();
  server = await startTestServer({
    ...telegram.env(),
    MESSAGE_RETRY_MS: '50',
    SMS_GATEWAY_TIMEOUT_MS: '2000',
  });
});

afterAll(async () => {
  await server?.close();
  await telegram?.close();
});

const phone = () => `+99890${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
const chatId = () => randomInt(100_000_000, 999_999_999);

const settingsOf = async (user: TestUser): Promise<NoticeSettings> => {
  const answer = await call(server.url, '/api/shop/notification-settings/list', { headers: user.headers });
  expect(answer.status).toBe(200);
  return noticeSettingsSchema.parse(answer.body);
};

async function linkCode(user: TestUser): Promise<string> {
  const answer = await postJson(
    server.url,
    '/api/shop/notification-settings/telegram-link',
    {},
    user.headers,
  );
  expect(answer.status).toBe(200);
  const link = telegramLinkSchema.parse(answer.body);
  const url = new URL(link.url);
  expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${telegram.bot}`);
  return url.searchParams.get('start') ?? '';
}

/** A person with a Telegram chat linked the way the cabinet does it. */
async function linkedPerson(lang = 'uz'): Promise<{ user: TestUser; chat: number }> {
  const user = await signIn(server, { phone: phone() });
  return { user, chat: await linkChat(user, lang) };
}

/**
 * Links a chat of the person's the way the cabinet does it: the chat's id. Their quiet hours are
 * off, so that what reaches the chat does not hang on the hour the test runs at.
 */
async function linkChat(user: TestUser, lang = 'uz'): Promise<number> {
  await server.deps.db.updateTable('users').set({ lang }).where('id', '=', user.userId).execute();
  await withoutQuietHours(server.deps.db, user.userId);
  const chat = chatId();
  await telegram.say(chat, `/start ${await linkCode(user)}`, { username: 'tester', language_code: 'en' });
  const reply = await telegram.waitFor(chat);
  expect(reply.text).toBe(translate(lang === 'ru' ? 'ru' : 'uz', 'notices:bot.linked'));
  return chat;
}

const won = (user: TestUser, lang: string, lot = 'L-88') => wonNotice(user, lang, lot);

const telegramRows = (userId: string) =>
  server.deps.db
    .selectFrom('outbox_messages as o')
    .innerJoin('notifications as n', 'n.id', 'o.notification_id')
    .select(['o.status', 'o.attempts', 'o.provider', 'o.last_error', 'o.destination'])
    .where('n.user_id', '=', userId)
    .where('o.channel', '=', 'telegram')
    .execute();

describe('linking a Telegram chat', () => {
  it("links the chat that starts the bot with the cabinet code, and answers in the person's language", async () => {
    const { user, chat } = await linkedPerson('ru');
    const settings = await settingsOf(user);
    expect(settings.telegram).toMatchObject({
      offered: true,
      bot: telegram.bot,
      linked: { username: 'tester' },
    });
    const money = settings.topics.find((topic) => topic.topic === 'money');
    expect(money?.channels.find((channel) => channel.channel === 'telegram')).toEqual({
      channel: 'telegram',
      enabled: true,
      available: true,
    });
    // The answer's button opens the settings.
    const reply = telegram.sent.find((message) => message.chatId === String(chat));
    expect(reply?.buttons[0]?.url).toMatch(/\/profile\/notifications$/);
  });

  it("takes a code once, refuses an expired one and voids older ones, answering in the app's language", async () => {
    const user = await signIn(server, { phone: phone() });
    const first = await linkCode(user);
    const second = await linkCode(user);
    const stranger = chatId();
    await telegram.say(stranger, `/start ${first}`, { language_code: 'ru' });
    expect((await telegram.waitFor(stranger)).text).toBe(translate('ru', 'notices:bot.invalidCode'));

    const mine = chatId();
    await telegram.say(mine, `/start ${second}`);
    expect((await telegram.waitFor(mine)).text).toBe(translate('uz', 'notices:bot.linked'));
    // Used: a second chat with the same code links nothing.
    await telegram.say(stranger, `/start ${second}`);
    expect((await telegram.waitFor(stranger)).text).toBe(translate('uz', 'notices:bot.invalidCode'));
    expect(
      (
        await server.deps.db
          .selectFrom('telegram_links')
          .select('chat_id')
          .where('user_id', '=', user.userId)
          .executeTakeFirst()
      )?.chat_id,
    ).toBe(String(mine));

    const late = await linkCode(user);
    await server.deps.db
      .updateTable('telegram_link_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.userId)
      .execute();
    await telegram.say(stranger, `/start ${late}`);
    expect((await telegram.waitFor(stranger)).text).toBe(translate('uz', 'notices:bot.invalidCode'));

    // Started without a code: it says where to get one.
    await telegram.say(stranger, '/start');
    expect((await telegram.waitFor(stranger)).text).toBe(translate('uz', 'notices:bot.welcome'));
  });

  it('refuses a link to a guest and answers 404 nowhere else', async () => {
    const answer = await postJson(server.url, '/api/shop/notification-settings/telegram-link', {}, {});
    expect([401, 403]).toContain(answer.status);
  });
});

describe('a notice on Telegram', () => {
  it('goes to the linked chat once, as HTML with a button to its page', async () => {
    const { user, chat } = await linkedPerson('uz');
    await notify(server.deps.db, won(user, 'uz'));
    const message = await telegram.waitFor(chat);
    expect(message.parseMode).toBe('HTML');
    expect(message.text).toMatch(/^<b>.+<\/b>\n\n.*L-88/s);
    expect(message.buttons).toEqual([
      {
        text: translate('uz', 'notices:email.open'),
        url: expect.stringMatching(/^https?:\/\/.+\/profile\/winlots$/),
      },
    ]);
    await expect
      .poll(async () => (await telegramRows(user.userId))[0]?.status, { timeout: 10_000 })
      .toBe('sent');
    expect(await telegramRows(user.userId)).toEqual([
      { status: 'sent', attempts: 1, provider: 'telegram', last_error: null, destination: String(chat) },
    ]);
    expect(telegram.sent.filter((sent) => sent.chatId === String(chat))).toHaveLength(2);
  });

  it("stays off Telegram when the person turns the topic's Telegram off", async () => {
    const { user, chat } = await linkedPerson();
    const off = await postJson(
      server.url,
      '/api/shop/notification-settings/set',
      { topic: 'money', channel: 'telegram', enabled: false },
      user.headers,
    );
    expect(off.status).toBe(200);
    await notify(server.deps.db, won(user, 'uz'));
    await waitForNoticesDelivered(server.deps.db, user.userId);
    expect(await telegramRows(user.userId)).toEqual([]);
    expect(telegram.sent.filter((sent) => sent.chatId === String(chat))).toHaveLength(1);
  });

  it('is delivered once when the Bot API fails and then recovers', async () => {
    const { user, chat } = await linkedPerson();
    telegram.failNext(2, 502);
    await notify(server.deps.db, won(user, 'uz', 'L-89'));
    const message = await telegram.waitFor(chat);
    expect(message.text).toContain('L-89');
    await expect
      .poll(async () => (await telegramRows(user.userId))[0]?.status, { timeout: 10_000 })
      .toBe('sent');
    expect((await telegramRows(user.userId))[0]?.attempts).toBe(3);
    expect(
      telegram.sent.filter((sent) => sent.chatId === String(chat) && sent.text.includes('L-89')),
    ).toHaveLength(1);
  });
});

describe('outbid on Telegram', () => {
  const outbidOf = (userId: string) =>
    server.deps.db
      .selectFrom('notifications')
      .select(['topic', 'link'])
      .where('user_id', '=', userId)
      .where('message_key', '=', 'auction:outbid.cabinet')
      .orderBy('id')
      .execute();

  it('tells a linked bidder away from the game page once a minute per lot, and nobody watching it', async () => {
    // Start 10 000 000 so'm, steps of 500 000.
    const { lot, bidders } = await createLiveAuction(server, { bidders: 3 });
    const [away, unlinked, watching] = bidders as [TestUser, TestUser, TestUser];
    const awayChat = await linkChat(away);
    const watchingChat = await linkChat(watching);
    const socket = await connectGame(server, watching);
    try {
      await ask(socket, 'auction:join', { lot_id: lot.id });

      await bidOverHttp(server.url, away, lot.id, 10_500_000);
      await bidOverHttp(server.url, unlinked, lot.id, 11_000_000);
      const told = await telegram.waitFor(awayChat);
      expect(told.text).toContain(lot.lotNumber);
      expect(told.buttons[0]?.url).toMatch(new RegExp(`/game-view/${lot.id}$`));

      // Without a chat: the cabinet only. On the game page: told there, not on Telegram.
      await bidOverHttp(server.url, watching, lot.id, 11_500_000);
      await expect.poll(async () => (await outbidOf(unlinked.userId)).length, { timeout: 10_000 }).toBe(1);
      await bidOverHttp(server.url, unlinked, lot.id, 12_000_000);
      await expect.poll(async () => (await outbidOf(watching.userId)).length, { timeout: 10_000 }).toBe(1);
      expect(await outbidOf(watching.userId)).toEqual([{ topic: null, link: `/game-view/${lot.id}` }]);
      expect(await outbidOf(unlinked.userId)).toEqual([{ topic: null, link: `/game-view/${lot.id}` }]);
      expect(await outbidOf(away.userId)).toEqual([{ topic: 'outbid', link: `/game-view/${lot.id}` }]);

      // Outbid again within the minute: in the cabinet, and not a second time on Telegram.
      await bidOverHttp(server.url, away, lot.id, 12_500_000);
      await bidOverHttp(server.url, unlinked, lot.id, 13_000_000);
      await expect.poll(async () => (await outbidOf(away.userId)).length, { timeout: 10_000 }).toBe(2);
      await waitForNoticesDelivered(server.deps.db, away.userId);
      expect(telegram.sent.filter((sent) => sent.chatId === String(awayChat))).toHaveLength(2);
      expect(telegram.sent.filter((sent) => sent.chatId === String(watchingChat))).toHaveLength(1);
    } finally {
      socket.disconnect();
    }
  });

  it('is a switch of its own, on Telegram and push only', async () => {
    const { user } = await linkedPerson();
    const settings = await settingsOf(user);
    expect(settings.topics.find((topic) => topic.topic === 'outbid')).toEqual({
      topic: 'outbid',
      channels: [
        { channel: 'telegram', enabled: true, available: true },
        // No browser added: push is on, and reaches nobody yet.
        { channel: 'push', enabled: true, available: false },
      ],
    });
    const sms = await postJson(
      server.url,
      '/api/shop/notification-settings/set',
      { topic: 'outbid', channel: 'sms', enabled: true },
      user.headers,
    );
    expect(sms.status).toBe(400);
    expect(
      await server.deps.db
        .selectFrom('notification_settings')
        .select('topic')
        .where('user_id', '=', user.userId)
        .execute(),
    ).toEqual([]);
  });
});

describe('an auction starting', () => {
  const startsOf = (userId: string) =>
    server.deps.db
      .selectFrom('notifications')
      .select(['message_key', 'topic', 'link'])
      .where('user_id', '=', userId)
      .where('topic', '=', 'starts')
      .orderBy('id')
      .execute();

  it('is told 30 minutes before and when it starts, once, to who applied and who saved the lot', async () => {
    const lot = await createTestLot(server.deps.db, {
      lotStatus: 3,
      startsAt: new Date(Date.now() + 20 * 60_000),
      endsAt: new Date(Date.now() + 80 * 60_000),
    });
    const applicant = await linkedPerson('ru');
    const second = await signIn(server, { phone: phone() });
    const saver = await linkedPerson();
    await addParticipant(server, lot.id, applicant.user.userId, 1);
    await addParticipant(server, lot.id, second.userId, 2);
    await server.deps.db
      .insertInto('favourites')
      .values({ user_id: saver.user.userId, lot_id: lot.id })
      .execute();

    // The sweep (every few seconds in the worker) or a call: either way once per lot.
    await remindStarts(lifecycleContext(server.deps));
    await remindStarts(lifecycleContext(server.deps));
    const soon = {
      message_key: 'messages:auction.startsSoon',
      topic: 'starts',
      link: `/game-view/${lot.id}`,
    };
    for (const user of [applicant.user, second, saver.user])
      expect(await startsOf(user.userId)).toEqual([soon]);
    const told = await telegram.waitFor(applicant.chat);
    expect(told.text).toContain(lot.lotNumber);
    expect(told.text).toMatch(/[а-я]/);
    expect(told.buttons[0]?.url).toMatch(new RegExp(`/game-view/${lot.id}$`));
    expect((await telegram.waitFor(saver.chat)).text).toContain(lot.lotNumber);

    // Its start comes: "started", to the same people.
    await server.deps.db
      .updateTable('lots')
      .set({ starts_at: new Date(Date.now() - 1000) })
      .where('id', '=', lot.id)
      .execute();
    expect((await startAuction(lifecycleContext(server.deps), lot.id)).kind).toBe('live');
    const now = { ...soon, message_key: 'messages:auction.startsNow' };
    for (const user of [applicant.user, second, saver.user])
      expect(await startsOf(user.userId)).toEqual([soon, now]);
    expect((await telegram.waitFor(applicant.chat)).text).toContain(lot.lotNumber);
    // No chat, no e-mail asked for: the cabinet only.
    await waitForNoticesDelivered(server.deps.db, second.userId);
    const outbox = await server.deps.db
      .selectFrom('outbox_messages as o')
      .innerJoin('notifications as n', 'n.id', 'o.notification_id')
      .select('o.channel')
      .where('n.user_id', '=', second.userId)
      .execute();
    expect(outbox).toEqual([]);
  });
});

describe('unlinking', () => {
  it('from the cabinet: the chat is told and gets no more notices', async () => {
    const { user, chat } = await linkedPerson();
    const answer = await postJson(
      server.url,
      '/api/shop/notification-settings/telegram-unlink',
      {},
      user.headers,
    );
    expect(answer.status).toBe(200);
    expect(noticeSettingsSchema.parse(answer.body).telegram.linked).toBeNull();
    expect((await telegram.waitFor(chat)).text).toBe(translate('uz', 'notices:bot.stopped'));
    // A repeat changes nothing.
    expect(
      (await postJson(server.url, '/api/shop/notification-settings/telegram-unlink', {}, user.headers))
        .status,
    ).toBe(200);
    await notify(server.deps.db, won(user, 'uz'));
    await waitForNoticesDelivered(server.deps.db, user.userId);
    expect(await telegramRows(user.userId)).toEqual([]);
  });

  it('by /stop in the chat', async () => {
    const { user, chat } = await linkedPerson('ru');
    await telegram.say(chat, '/stop');
    expect((await telegram.waitFor(chat)).text).toBe(translate('ru', 'notices:bot.stopped'));
    expect((await settingsOf(user)).telegram.linked).toBeNull();
    await telegram.say(chat, '/stop', { language_code: 'ru' });
    expect((await telegram.waitFor(chat)).text).toBe(translate('ru', 'notices:bot.notLinked'));
  });

  it('when the person blocks the bot, and when a message to a blocked chat is refused', async () => {
    const { user } = await linkedPerson();
    const chat = Number(
      (
        await server.deps.db
          .selectFrom('telegram_links')
          .select('chat_id')
          .where('user_id', '=', user.userId)
          .executeTakeFirstOrThrow()
      ).chat_id,
    );
    await telegram.block(chat);
    await expect.poll(async () => (await settingsOf(user)).telegram.linked, { timeout: 10_000 }).toBeNull();

    // Blocked without the bot hearing of it: the next notice is refused for good and the chat unlinked.
    const other = await linkedPerson();
    telegram.failNext(1, 403, 'Forbidden: bot was blocked by the user');
    await notify(server.deps.db, won(other.user, 'uz'));
    await expect
      .poll(async () => (await telegramRows(other.user.userId))[0]?.status, { timeout: 10_000 })
      .toBe('failed');
    expect((await telegramRows(other.user.userId))[0]?.last_error).toMatch(/403/);
    await expect
      .poll(async () => (await settingsOf(other.user)).telegram.linked, { timeout: 10_000 })
      .toBeNull();
  });
});

describe('the webhook', () => {
  let hooked: Running;
  const secret = 'a-webhook-secret-for-tests';

  beforeAll(async () => {
    hooked = await startTestServer({
      ...telegram.env(),
      TELEGRAM_WEBHOOK_SECRET: secret,
      PUBLIC_URL: 'https://kimoshdi.example',
    });
  });
  afterAll(async () => {
    await hooked?.close();
    // Back to long polling for any later server of this stand-in.
    await fetch(`${telegram.url}/bot${telegram.token}/deleteWebhook`, { method: 'POST' });
  });

  it('is set with the secret, takes updates signed with it and refuses others', async () => {
    await expect
      .poll(() => telegram.webhook, { timeout: 10_000 })
      .toEqual({ url: 'https://kimoshdi.example/api/telegram/webhook', secret });
    const chat = chatId();
    const update = {
      update_id: 1,
      message: {
        message_id: 1,
        date: 0,
        chat: { id: chat, type: 'private', first_name: 'T' },
        from: { id: chat, is_bot: false, first_name: 'T', language_code: 'ru' },
        text: '/start',
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${hooked.url}/api/telegram/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(update),
      });
    expect((await post({})).status).toBe(401);
    expect((await post({ 'x-telegram-bot-api-secret-token': 'wrong-secret-of-the-same' })).status).toBe(401);
    expect(telegram.sent.some((sent) => sent.chatId === String(chat))).toBe(false);
    expect((await post({ 'x-telegram-bot-api-secret-token': secret })).status).toBe(200);
    expect((await telegram.waitFor(chat)).text).toBe(translate('ru', 'notices:bot.welcome'));
  });
});
