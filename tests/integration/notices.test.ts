import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeSettingsSchema, personNoticesSchema, type NoticeSettings } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Running } from '../../server/src/boot';
import {
  deliverNotice,
  deliverNotices,
  messageNotification,
  notify,
  notifyMany,
  savePushDevice,
} from '../../server/src/modules/notification';
import {
  notificationRow,
  type NewNotification,
} from '../../server/src/modules/notification/notification.repository';
import { call, postJson } from '../support/http';
import { waitForNoticesDelivered, withoutQuietHours, wonNotice } from '../support/messages';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * Notices that leave the cabinet (issue 27): a cabinet message of a topic goes out by SMS and
 * e-mail on the channels the person keeps on, once per channel, in their language, with a link;
 * the settings calls; the e-mails' one-click unsubscribe.
 */
let server: Running;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const phone = () => `+99890${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
/** A person with the default quiet hours: for the quiet hours' own tests, which give the clock. */
const sleeper = (options: { email?: string; lang?: string } = {}) =>
  signIn(server, { phone: phone(), ...options });
/** A person whose notices ring at any hour, so that a test's outcome does not hang on when it runs. */
async function person(options: { email?: string; lang?: string } = {}): Promise<TestUser> {
  const user = await sleeper(options);
  await withoutQuietHours(server.deps.db, user.userId);
  return user;
}

const won = (user: TestUser, lang = 'uz') => wonNotice(user, lang);

/** The person's notices once the worker has delivered every one of them (polled). */
async function delivered(userId: string) {
  await waitForNoticesDelivered(server.deps.db, userId);
  return deliveries(userId);
}

const deliveries = (userId: string) =>
  server.deps.db
    .selectFrom('outbox_messages as o')
    .innerJoin('notifications as n', 'n.id', 'o.notification_id')
    .select(['o.channel', 'o.destination', 'o.subject', 'o.body', 'o.html', 'o.headers', 'o.notification_id'])
    .where('n.user_id', '=', userId)
    .orderBy('o.id')
    .execute();

const setLang = (userId: string, lang: string) =>
  server.deps.db.updateTable('users').set({ lang }).where('id', '=', userId).execute();

const settingsOf = async (user: TestUser): Promise<NoticeSettings> => {
  const answer = await call(server.url, '/api/shop/notification-settings/list', { headers: user.headers });
  expect(answer.status).toBe(200);
  return noticeSettingsSchema.parse(answer.body);
};
const setSwitch = (user: TestUser, body: Record<string, unknown>) =>
  postJson(server.url, '/api/shop/notification-settings/set', body, user.headers);
const switchOf = (settings: NoticeSettings, topic: string, channel: string) =>
  settings.topics.find((t) => t.topic === topic)?.channels.find((c) => c.channel === channel);

describe('a notice of a topic', () => {
  it("goes by SMS and e-mail in the person's language, with a link to its page, once per channel", async () => {
    const user = await person();
    await setLang(user.userId, 'ru');
    await notify(server.deps.db, won(user, 'ru'));
    const sent = await delivered(user.userId);
    expect(sent.map((row) => row.channel)).toEqual(['sms', 'email']);
    const [sms, email] = sent;
    expect(sms?.body).toContain('L-77');
    expect(sms?.body).toMatch(/[а-я]/);
    expect(sms?.body).toMatch(/https?:\/\/[^ ]+\/profile\/winlots$/);
    expect(email?.subject).toMatch(/[а-я]/);
    expect(email?.body).toContain('/profile/winlots');
    expect(email?.body).toContain('/profile/notifications');
    expect(email?.html).toContain('<a href="http');
    expect(email?.html).toContain('L-77');
    const headers = email?.headers as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/notices\/unsubscribe\?token=.+>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Delivered again (a sweep and an announcement at once): nothing more is written.
    const notificationId = sms?.notification_id;
    expect(await deliverNotice(server.deps.db, String(notificationId))).toBeUndefined();
    expect(await deliveries(user.userId)).toHaveLength(2);
    // And the same cabinet message cannot be delivered twice on a channel whoever writes it.
    await expect(
      server.deps.db
        .insertInto('outbox_messages')
        .values({
          channel: 'sms',
          destination: sms!.destination,
          subject: null,
          body: 'x',
          notification_id: notificationId,
        })
        .execute(),
    ).rejects.toThrow(/duplicate key/);
  });

  it('goes only by SMS to a person without a confirmed e-mail', async () => {
    const user = await person();
    await server.deps.db.updateTable('users').set({ email: null }).where('id', '=', user.userId).execute();
    await notify(server.deps.db, won(user));
    expect((await delivered(user.userId)).map((row) => row.channel)).toEqual(['sms']);
  });

  it('is not sent on a channel the person turned off', async () => {
    const user = await person();
    expect((await setSwitch(user, { topic: 'money', channel: 'sms', enabled: false })).status).toBe(200);
    await notify(server.deps.db, won(user));
    expect((await delivered(user.userId)).map((row) => row.channel)).toEqual(['email']);
  });

  it('of orders goes by e-mail by default, and by SMS once asked for', async () => {
    const user = await person();
    const approved = messageNotification(user.userId, 'success', 'uz', {
      key: 'orders:messages.approved',
      params: { order: 12, name: 'Uy' },
    });
    await notify(server.deps.db, approved);
    expect((await delivered(user.userId)).map((row) => row.channel)).toEqual(['email']);
    await setSwitch(user, { topic: 'orders', channel: 'sms', enabled: true });
    await notify(server.deps.db, approved);
    expect((await delivered(user.userId)).map((row) => row.channel)).toEqual(['email', 'sms', 'email']);
  });

  it('of no topic stays in the cabinet (the outbid notices)', async () => {
    const user = await person();
    const outbid = messageNotification(user.userId, 'warning', 'uz', {
      key: 'auction:outbid.cabinet',
      params: { lot: 'L-1', price: { tiyin: '100' } },
    });
    await notifyMany(server.deps.db, [outbid, outbid, won(user)]);
    const rows = await server.deps.db
      .selectFrom('notifications')
      .select('message_key')
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows).toHaveLength(3);
    expect((await delivered(user.userId)).map((row) => row.channel)).toEqual(['sms', 'email']);
  });

  it('is sent with the movement that caused it or not at all', async () => {
    const user = await person();
    await server.deps.db
      .transaction()
      .execute(async (trx) => {
        await notify(trx, won(user));
        throw new Error('the movement failed');
      })
      .catch(() => undefined);
    // A notice that commits after it is delivered; what reached the person's phone and mailbox by
    // then is that one alone (read by address, not through the rolled-back message).
    await notify(
      server.deps.db,
      messageNotification(user.userId, 'success', 'uz', {
        key: 'pay:ledger.top_up',
        params: { amount: { tiyin: '5000000' } },
      }),
    );
    await delivered(user.userId);
    const contacts = await server.deps.db
      .selectFrom('users')
      .select(['phone', 'email'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const received = await server.deps.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('destination', 'in', [contacts.phone ?? '', contacts.email ?? ''])
      .execute();
    expect(received).toHaveLength(2);
    expect(received.every((row) => row.body.includes('50 000 UZS') && !row.body.includes('L-77'))).toBe(true);
  });
});

describe('notification-settings calls', () => {
  it('guests get 401', async () => {
    const guest = await guestHeaders(server);
    expect((await call(server.url, '/api/shop/notification-settings/list')).status).toBe(401);
    expect(
      (
        await postJson(
          server.url,
          '/api/shop/notification-settings/set',
          { topic: 'money', channel: 'sms', enabled: false },
          guest,
        )
      ).status,
    ).toBe(401);
  });

  it('lists the defaults and where notices go, and keeps a change', async () => {
    const user = await person();
    const settings = await settingsOf(user);
    // Each topic with the channels it may go on: outbid on Telegram and push only (both offered
    // here: the development stand-in, and a key pair made for development), an auction starting by
    // e-mail, Telegram or push.
    const all = ['sms', 'email', 'telegram', 'push'];
    expect(settings.topics.map((t) => [t.topic, t.channels.map((c) => c.channel)])).toEqual([
      ['money', all],
      ['bars', all],
      ['orders', all],
      ['protests', all],
      ['starts', ['email', 'telegram', 'push']],
      ['favourites', ['email', 'telegram', 'push']],
      ['outbid', ['telegram', 'push']],
    ]);
    expect(switchOf(settings, 'money', 'sms')).toEqual({ channel: 'sms', enabled: true, available: true });
    expect(switchOf(settings, 'orders', 'sms')?.enabled).toBe(false);
    expect(switchOf(settings, 'orders', 'email')).toEqual({
      channel: 'email',
      enabled: true,
      available: true,
    });
    expect(settings.contacts.email).toMatch(/@example\.uz$/);
    const changed = noticeSettingsSchema.parse(
      (await setSwitch(user, { topic: 'bars', channel: 'email', enabled: false })).body,
    );
    expect(switchOf(changed, 'bars', 'email')?.enabled).toBe(false);
    expect(switchOf(await settingsOf(user), 'bars', 'email')?.enabled).toBe(false);
  });

  it.each([
    ['an unknown topic', { topic: 'auction', channel: 'sms', enabled: true }],
    ['a channel the topic never goes on', { topic: 'outbid', channel: 'email', enabled: true }],
    ['an unknown channel', { topic: 'money', channel: 'fax', enabled: true }],
    ['enabled not a boolean', { topic: 'money', channel: 'sms', enabled: 'yes' }],
  ])('refuses %s with VALIDATION and changes nothing', async (_name, body) => {
    const user = await person();
    const answer = await setSwitch(user, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { ERROR: { code: string; message: string } }).ERROR.code).toBe('VALIDATION');
    expect(
      await server.deps.db.selectFrom('notification_settings').where('user_id', '=', user.userId).execute(),
    ).toEqual([]);
  });
});

describe("the e-mails' unsubscribe link", () => {
  const linkOf = async (user: TestUser) => {
    await notify(server.deps.db, won(user));
    const email = (await delivered(user.userId)).find((row) => row.channel === 'email');
    const header = (email?.headers as Record<string, string>)['List-Unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));
    return `${url.pathname}${url.search}`;
  };

  it('shows a page asking to confirm, and changes nothing on a GET', async () => {
    const user = await person();
    const path = await linkOf(user);
    const page = await call<string>(server.url, path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<form');
    expect(page.body).toContain('method="post"');
    expect(switchOf(await settingsOf(user), 'money', 'email')?.enabled).toBe(true);
  });

  it("stops the topic's e-mails on a one-click POST without a session, and only those", async () => {
    const user = await person();
    await setLang(user.userId, 'ru');
    const path = await linkOf(user);
    const answer = await call<string>(server.url, path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Письма');
    const settings = await settingsOf(user);
    expect(switchOf(settings, 'money', 'email')?.enabled).toBe(false);
    expect(switchOf(settings, 'money', 'sms')?.enabled).toBe(true);
    expect(switchOf(settings, 'orders', 'email')?.enabled).toBe(true);
    // A repeat changes nothing and still answers the page.
    expect((await call(server.url, path, { method: 'POST' })).status).toBe(200);
    await notify(server.deps.db, won(user));
    expect((await delivered(user.userId)).map((row) => row.channel)).toEqual(['sms', 'email', 'sms']);
  });

  it.each([
    ['a token with a wrong signature', (token: string) => `${token.slice(0, -2)}xx`],
    ["another user's signature", (token: string) => token.replace(/^\d+/, '1')],
    ['another topic', (token: string) => token.replace('.money.', '.orders.')],
    ['no token', () => ''],
  ])('refuses %s', async (_name, spoil) => {
    const user = await person();
    const path = await linkOf(user);
    const token = decodeURIComponent(new URL(path, server.url).searchParams.get('token') ?? '');
    const spoilt = `/api/notices/unsubscribe?token=${encodeURIComponent(spoil(token))}`;
    const posted = await call(server.url, spoilt, { method: 'POST' });
    expect([400, 404]).toContain(posted.status);
    expect((posted.body as { ERROR: { code: string } }).ERROR.code).toMatch(/NOT_FOUND|VALIDATION/);
    expect(switchOf(await settingsOf(user), 'money', 'email')?.enabled).toBe(true);
  });
});

describe('the development outbox', () => {
  it("shows a notice e-mail's HTML part behind a link, with inline styles allowed there only", async () => {
    const user = await person();
    await notify(server.deps.db, won(user));
    await delivered(user.userId);
    const email = await server.deps.db
      .selectFrom('outbox_messages as o')
      .innerJoin('notifications as n', 'n.id', 'o.notification_id')
      .select(['o.id', 'o.destination'])
      .where('n.user_id', '=', user.userId)
      .where('o.channel', '=', 'email')
      .executeTakeFirstOrThrow();
    const page = await call<string>(server.url, `/dev/outbox?to=${encodeURIComponent(email.destination)}`);
    expect(page.body).toContain(`href="/dev/outbox/${email.id}.html"`);
    const preview = await call<string>(server.url, `/dev/outbox/${email.id}.html`);
    expect(preview.status).toBe(200);
    expect(preview.body).toContain('L-77');
    expect(preview.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    expect((await call(server.url, '/dev/outbox/999999999.html')).status).toBe(404);
  });
});

describe('quiet hours', () => {
  // 23:30 and 08:05 Tashkent time (UTC+5), a night well in the future of any real clock.
  const night = new Date('2030-03-14T18:30:00Z');
  const morning = new Date('2030-03-15T03:05:00Z');
  const topUp = (user: TestUser) =>
    messageNotification(user.userId, 'success', 'uz', {
      key: 'pay:ledger.top_up',
      params: { amount: { tiyin: '5000000' } },
    });

  /** A notice written without its announcement (triggers off), so the worker leaves it to the test's clock. */
  async function unannounced(message: NewNotification): Promise<string> {
    return server.deps.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      const row = await trx
        .insertInto('notifications')
        .values(notificationRow(message))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }
  /** A push device whose service is nowhere: the tests read what is written, not what arrives. */
  const addDeadDevice = (user: TestUser) =>
    savePushDevice(server.deps.db, {
      userId: user.userId,
      endpoint: `http://127.0.0.1:9/push/${user.userId}`,
      p256dh: 'B'.repeat(87),
      auth: 'a'.repeat(22),
      label: 'Chrome, Android',
    });
  const stateOf = (id: string) =>
    server.deps.db
      .selectFrom('notifications')
      .select(['channels_at', 'channels_after'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('are on by default and can be turned off', async () => {
    const user = await sleeper();
    expect((await settingsOf(user)).quiet_nights).toBe(true);
    const answer = await postJson(
      server.url,
      '/api/shop/notification-settings/quiet-nights',
      { enabled: false },
      user.headers,
    );
    expect(answer.status).toBe(200);
    expect(noticeSettingsSchema.parse(answer.body).quiet_nights).toBe(false);
    expect((await settingsOf(user)).quiet_nights).toBe(false);
    const bad = await postJson(
      server.url,
      '/api/shop/notification-settings/quiet-nights',
      { enabled: 'no' },
      user.headers,
    );
    expect(bad.status).toBe(400);
    expect((await settingsOf(user)).quiet_nights).toBe(false);
  });

  it('keep a notice without a deadline from ringing at night: the e-mail at once, the SMS at 08:00', async () => {
    const user = await sleeper();
    const id = await unannounced(topUp(user));
    expect(await deliverNotice(server.deps.db, id, night)).toEqual(['email']);
    expect(await stateOf(id)).toEqual({
      channels_at: null,
      channels_after: new Date('2030-03-15T03:00:00Z'),
    });
    expect((await deliveries(user.userId)).map((row) => row.channel)).toEqual(['email']);
    expect(await deliverNotice(server.deps.db, id, morning)).toEqual(['sms']);
    expect((await stateOf(id)).channels_at).not.toBeNull();
    expect((await deliveries(user.userId)).map((row) => row.channel)).toEqual(['email', 'sms']);
  });

  it('in one go: several messages in one transaction, each as alone, a done one skipped', async () => {
    const user = await sleeper();
    const other = await sleeper();
    const [waits, rings, done] = [
      await unannounced(topUp(user)),
      await unannounced(won(other)),
      await unannounced(won(user)),
    ];
    expect(await deliverNotice(server.deps.db, done, night)).toEqual(['sms', 'email']);
    const written = await deliverNotices(server.deps.db, [waits, rings, done], night);
    expect(written).toEqual(
      new Map([
        [waits, ['email']],
        [rings, ['sms', 'email']],
      ]),
    );
    expect((await stateOf(waits)).channels_after).toEqual(new Date('2030-03-15T03:00:00Z'));
    expect((await stateOf(waits)).channels_at).toBeNull();
    expect((await stateOf(rings)).channels_at).not.toBeNull();
    expect((await deliveries(other.userId)).map((row) => row.channel)).toEqual(['sms', 'email']);
    expect((await deliveries(user.userId)).map((row) => row.channel)).toEqual(['sms', 'email', 'email']);
  });

  it('in one go: a second outbid message of the same lot is held back as it is across transactions', async () => {
    const user = await sleeper();
    await addDeadDevice(user);
    const outbid = (lot: string) =>
      messageNotification(
        user.userId,
        'warning',
        'uz',
        { key: 'auction:outbid.cabinet', params: { lot, price: { tiyin: '100' } } },
        `/game-view/${lot}`,
      );
    const ids = [
      await unannounced(outbid('71')),
      await unannounced(outbid('71')),
      await unannounced(outbid('72')),
    ];
    const day = new Date('2030-03-15T07:00:00Z');
    const written = await deliverNotices(server.deps.db, ids, day);
    expect(ids.map((id) => written.get(id))).toEqual([['push'], [], ['push']]);
    for (const id of ids) expect((await stateOf(id)).channels_at).not.toBeNull();
  });

  it("let a deadline's SMS through at night", async () => {
    const user = await sleeper();
    const id = await unannounced(won(user));
    expect(await deliverNotice(server.deps.db, id, night)).toEqual(['sms', 'email']);
    expect((await stateOf(id)).channels_at).not.toBeNull();
  });

  it('are the hours the person chose, whole and different', async () => {
    const user = await sleeper();
    expect((await settingsOf(user)).quiet_hours).toEqual({ from: 22, to: 8 });
    const set = (body: unknown) =>
      postJson(server.url, '/api/shop/notification-settings/quiet-nights', body, user.headers);
    const answer = await set({ enabled: true, from: 23, to: 7 });
    expect(answer.status).toBe(200);
    expect(noticeSettingsSchema.parse(answer.body).quiet_hours).toEqual({ from: 23, to: 7 });
    for (const bad of [
      { enabled: true, from: 5, to: 5 },
      { enabled: true, from: 5 },
      { enabled: true, from: 24, to: 3 },
      { enabled: true, from: 1.5, to: 3 },
    ]) {
      const refused = await set(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect((refused.body as { ERROR: { code: string } }).ERROR.code).toBe('VALIDATION');
    }
    // Turning them off and on keeps the hours.
    await set({ enabled: false });
    await set({ enabled: true });
    expect((await settingsOf(user)).quiet_hours).toEqual({ from: 23, to: 7 });

    // 22:30 is not quiet any more; 23:30 is, until 07:00.
    const evening = new Date('2030-03-14T17:30:00Z');
    expect(await deliverNotice(server.deps.db, await unannounced(topUp(user)), evening)).toEqual([
      'sms',
      'email',
    ]);
    const id = await unannounced(topUp(user));
    expect(await deliverNotice(server.deps.db, id, night)).toEqual(['email']);
    expect((await stateOf(id)).channels_after).toEqual(new Date('2030-03-15T02:00:00Z'));
  });

  it('hold Telegram and push too, and leave out what is only worth its moment', async () => {
    const user = await sleeper();
    await addDeadDevice(user);
    const id = await unannounced(topUp(user));
    expect(await deliverNotice(server.deps.db, id, night)).toEqual(['email']);
    expect(await deliverNotice(server.deps.db, id, morning)).toEqual(['sms', 'push']);

    // An auction starting in 30 minutes, at night: by the morning it is past, so it stays in the
    // cabinet (the e-mail, not chosen here, would have gone).
    const soon = messageNotification(user.userId, 'info', 'uz', {
      key: 'messages:auction.startsSoon',
      params: { lot: 'L-5', startsAt: { at: '2030-03-14T19:00:00.000Z' } },
    });
    const starts = await unannounced(soon);
    expect(await deliverNotice(server.deps.db, starts, night)).toEqual([]);
    expect((await stateOf(starts)).channels_at).not.toBeNull();
    // By day it goes.
    const day = new Date('2030-03-15T07:00:00Z');
    expect(await deliverNotice(server.deps.db, await unannounced(soon), day)).toEqual(['push']);
  });

  it('turned off, send everything at once', async () => {
    const user = await sleeper();
    await postJson(
      server.url,
      '/api/shop/notification-settings/quiet-nights',
      { enabled: false },
      user.headers,
    );
    const id = await unannounced(topUp(user));
    expect(await deliverNotice(server.deps.db, id, night)).toEqual(['sms', 'email']);
  });
});

describe("the operator's view of a person's notices", () => {
  it("shows the latest notices with each channel's delivery, by phone or e-mail, to operators only", async () => {
    const user = await person();
    await setLang(user.userId, 'ru');
    await notify(server.deps.db, won(user, 'ru'));
    await delivered(user.userId);
    const { phone: stored, email } = await server.deps.db
      .selectFrom('users')
      .select(['phone', 'email'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const operator = await signIn(server, { role: 'operator' });
    const look = (login: string, as: TestUser = operator) =>
      call(server.url, `/api/shop/operator/person-notices?login=${encodeURIComponent(login)}`, {
        headers: as.headers,
      });

    // As people say it on the phone: "90 123 45 67".
    const spoken = `${stored?.slice(4, 6)} ${stored?.slice(6, 9)} ${stored?.slice(9)}`;
    const byPhone = await look(spoken);
    expect(byPhone.status).toBe(200);
    const answer = personNoticesSchema.parse(byPhone.body);
    expect(answer.person).toMatchObject({ user_id: user.userId, phone: stored, email, telegram: null });
    expect(answer.items).toHaveLength(1);
    const [notice] = answer.items;
    expect(notice).toMatchObject({ topic: 'money', waits_until: null });
    // In the operator's language (Uzbek), whatever the person reads in.
    expect(notice?.title).toContain('L-77');
    expect(notice?.title).not.toMatch(/[а-я]/);
    expect(notice?.deliveries.map((d) => [d.channel, d.status])).toEqual([
      ['sms', 'delivered'],
      ['email', 'delivered'],
    ]);
    expect((await look(email ?? '')).status).toBe(200);

    expect((await look('+998 99 000 00 00')).status).toBe(404);
    expect((await look('not a login')).status).toBe(400);
    expect((await look(spoken, user)).status).toBe(403);
  });
});
