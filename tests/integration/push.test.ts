import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeSettingsSchema, type NoticeSettings } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { translate } from '../../server/src/lib/i18n';
import { messagesSent } from '../../server/src/lib/metrics';
import { notify, savePushDevice, standInSubscription } from '../../server/src/modules/notification';
import { call, postJson } from '../support/http';
import { waitForNoticesDelivered, wonNotice } from '../support/messages';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
  type StandInDevice,
} from '../support/push-service-stand-in';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * Notices by web push (issue 27), against a stand-in of a browser's push service that checks the
 * VAPID signature and decrypts each push with the device's keys: adding a device, a notice once to
 * every device with its page, the settings' switch, the test push, removing a device, a device the
 * push service dropped, and a push service that fails and recovers.
 */
let pushService: PushServiceStandIn;
let server: Running;

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  server = await startTestServer({ MESSAGE_RETRY_MS: '50', SMS_GATEWAY_TIMEOUT_MS: '2000' });
});

afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

const phone = () => `+99890${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const settingsOf = async (user: TestUser): Promise<NoticeSettings> => {
  const answer = await call(server.url, '/api/shop/notification-settings/list', { headers: user.headers });
  expect(answer.status).toBe(200);
  return noticeSettingsSchema.parse(answer.body);
};

async function subscribe(user: TestUser, device: StandInDevice): Promise<NoticeSettings> {
  const answer = await postJson(
    server.url,
    '/api/shop/notification-settings/push-subscribe',
    { endpoint: device.endpoint, keys: device.keys },
    { ...user.headers, 'user-agent': CHROME_ANDROID },
  );
  expect(answer.status).toBe(200);
  return noticeSettingsSchema.parse(answer.body);
}

async function personWithDevice(lang = 'uz'): Promise<{ user: TestUser; device: StandInDevice }> {
  const user = await signIn(server, { phone: phone() });
  await server.deps.db.updateTable('users').set({ lang }).where('id', '=', user.userId).execute();
  const device = pushService.device();
  await subscribe(user, device);
  return { user, device };
}

const won = (user: TestUser, lang: string, lot = 'L-77') => wonNotice(user, lang, lot);

const pushRows = (userId: string) =>
  server.deps.db
    .selectFrom('outbox_messages as o')
    .innerJoin('notifications as n', 'n.id', 'o.notification_id')
    .select(['o.status', 'o.attempts', 'o.provider', 'o.destination', 'o.last_error'])
    .where('n.user_id', '=', userId)
    .where('o.channel', '=', 'push')
    .orderBy('o.id')
    .execute();

const devicesOf = async (userId: string) =>
  (
    await server.deps.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => String(row.id));

describe('adding a device', () => {
  it('offers push with the public key, and lists the browser as a device of the person', async () => {
    const user = await signIn(server, { phone: phone() });
    const before = await settingsOf(user);
    expect(before.push).toMatchObject({ offered: true, devices: [] });
    expect(before.push.public_key).toMatch(/^[\w-]{87}$/);
    // Push is offered on every topic, not reachable until a device is added.
    for (const topic of before.topics) {
      expect(topic.channels.find((channel) => channel.channel === 'push')).toEqual({
        channel: 'push',
        enabled: true,
        available: false,
      });
    }

    const device = pushService.device();
    const after = await subscribe(user, device);
    expect(after.push.devices).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        label: 'Chrome, Android',
        endpoint: device.endpoint,
        created_at: expect.any(String),
        last_sent_at: null,
      },
    ]);
    expect(after.topics[0]?.channels.find((channel) => channel.channel === 'push')?.available).toBe(true);
    // The same browser subscribing again keeps one device.
    expect((await subscribe(user, device)).push.devices).toHaveLength(1);
  });

  it('moves a browser another account used to the one now subscribing', async () => {
    const { user: first, device } = await personWithDevice();
    const second = await signIn(server, { phone: phone() });
    await subscribe(second, device);
    expect(await devicesOf(first.userId)).toEqual([]);
    expect(await devicesOf(second.userId)).toHaveLength(1);
  });

  it.each([
    ['an endpoint that is not https nor local', { endpoint: 'http://push.example.com/x' }, 'VALIDATION'],
    [
      'a key that is not base64url',
      { keys: { p256dh: `${'a'.repeat(86)}!`, auth: 'b'.repeat(22) } },
      'VALIDATION',
    ],
    ['a short auth secret', { keys: { p256dh: 'a'.repeat(87), auth: 'b' } }, 'VALIDATION'],
  ])('refuses %s with 400 and keeps nothing', async (_name, change, code) => {
    const user = await signIn(server, { phone: phone() });
    const device = pushService.device();
    const answer = await postJson(
      server.url,
      '/api/shop/notification-settings/push-subscribe',
      { endpoint: device.endpoint, keys: device.keys, ...change },
      user.headers,
    );
    expect(answer.status).toBe(400);
    expect((answer.body as { ERROR: { code: string } }).ERROR.code).toBe(code);
    expect(await devicesOf(user.userId)).toEqual([]);
  });

  it('refuses guests', async () => {
    const device = pushService.device();
    const answer = await postJson(
      server.url,
      '/api/shop/notification-settings/push-subscribe',
      { endpoint: device.endpoint, keys: device.keys },
      {},
    );
    expect([401, 403]).toContain(answer.status);
  });
});

describe('a notice by push', () => {
  it("goes once to each device, signed and encrypted, in the person's language with its page", async () => {
    const { user, device } = await personWithDevice('ru');
    const second = pushService.device();
    await subscribe(user, second);
    const key = (await settingsOf(user)).push.public_key;

    await notify(server.deps.db, won(user, 'ru'));
    const pushes = [await pushService.waitFor(device.name), await pushService.waitFor(second.name)];
    for (const push of pushes) {
      expect(push.payload).toEqual({
        title: expect.any(String),
        body: expect.stringContaining('L-77'),
        url: expect.stringMatching(/^https?:\/\/.+\/profile\/winlots$/),
        tag: expect.stringMatching(/^notice-\d+$/),
      });
      expect(push.payload.title).toBe(won(user, 'ru').title);
      expect(push.vapid.publicKey).toBe(key);
      expect(push.vapid.sub).toMatch(/^mailto:|^https:/);
      expect(push.ttl).toBeGreaterThan(0);
      expect(push.urgency).toBe('high');
    }
    await expect
      .poll(async () => (await pushRows(user.userId)).map((row) => row.status), { timeout: 10_000 })
      .toEqual(['sent', 'sent']);
    // Delivering the same notice again writes nothing more.
    await waitForNoticesDelivered(server.deps.db, user.userId);
    expect(pushService.received.filter((push) => push.device === device.name)).toHaveLength(1);
    expect((await settingsOf(user)).push.devices.every((item) => item.last_sent_at !== null)).toBe(true);
  });

  it("stays off push when the person turns the topic's push off", async () => {
    const { user, device } = await personWithDevice();
    const off = await postJson(
      server.url,
      '/api/shop/notification-settings/set',
      { topic: 'money', channel: 'push', enabled: false },
      user.headers,
    );
    expect(off.status).toBe(200);
    await notify(server.deps.db, won(user, 'uz'));
    await waitForNoticesDelivered(server.deps.db, user.userId);
    expect(await pushRows(user.userId)).toEqual([]);
    expect(pushService.calls.filter((item) => item.device === device.name)).toEqual([]);
  });

  it('removes a device the push service dropped (410), and the next notice does not try it', async () => {
    const { user, device } = await personWithDevice();
    const counted = async (outcome: string) =>
      (await messagesSent.get()).values.find(
        (value) => value.labels.channel === 'push' && value.labels.outcome === outcome,
      )?.value ?? 0;
    const [gone, failed] = [await counted('gone'), await counted('failed')];
    pushService.answerNext(device.name, 410);
    await notify(server.deps.db, won(user, 'uz'));
    await expect
      .poll(async () => (await pushRows(user.userId))[0]?.status, { timeout: 10_000 })
      .toBe('failed');
    expect((await pushRows(user.userId))[0]?.last_error).toMatch(/410/);
    expect(await devicesOf(user.userId)).toEqual([]);
    // The person's browser left: counted as gone, which the failing-messages alert does not page for.
    expect(await counted('gone')).toBe(gone + 1);
    expect(await counted('failed')).toBe(failed);
    await notify(server.deps.db, won(user, 'uz', 'L-78'));
    await waitForNoticesDelivered(server.deps.db, user.userId);
    expect(await pushRows(user.userId)).toHaveLength(1);
  });

  it('is delivered once when the push service fails (5xx, 429) and then recovers', async () => {
    const { user, device } = await personWithDevice();
    pushService.answerNext(device.name, 503, 429);
    await notify(server.deps.db, won(user, 'uz'));
    const push = await pushService.waitFor(device.name);
    expect(push.payload.body).toContain('L-77');
    await expect
      .poll(async () => (await pushRows(user.userId))[0], { timeout: 10_000 })
      .toMatchObject({ status: 'sent', attempts: 3, provider: 'webpush' });
    expect(
      pushService.calls.filter((item) => item.device === device.name).map((item) => item.status),
    ).toEqual([503, 429, 201]);
  });
});

describe('the devices on the settings page', () => {
  it('sends a test push to a device of the person, and 404 for anyone else', async () => {
    const { user, device } = await personWithDevice();
    const [id] = await devicesOf(user.userId);
    // Worded in the language of the page it was asked from.
    const answer = await postJson(
      server.url,
      '/api/shop/notification-settings/push-test',
      { id },
      { ...user.headers, cookie: `${user.headers.cookie}; lang=ru` },
    );
    expect(answer.status).toBe(200);
    const push = await pushService.waitFor(device.name);
    expect(push.payload).toMatchObject({
      title: translate('ru', 'notices:push.testTitle'),
      body: translate('ru', 'notices:push.testBody'),
      url: expect.stringMatching(/\/profile\/notifications$/),
    });

    const stranger = await signIn(server, { phone: phone() });
    const refused = await postJson(
      server.url,
      '/api/shop/notification-settings/push-test',
      { id },
      stranger.headers,
    );
    expect(refused.status).toBe(404);
    expect(pushService.calls.filter((item) => item.device === device.name)).toHaveLength(1);
  });

  it("removes a device: the person's own only, and a repeat changes nothing", async () => {
    const { user } = await personWithDevice();
    const [id] = await devicesOf(user.userId);
    const stranger = await signIn(server, { phone: phone() });
    const theirs = await postJson(
      server.url,
      '/api/shop/notification-settings/push-remove',
      { id },
      stranger.headers,
    );
    expect(theirs.status).toBe(200);
    expect(await devicesOf(user.userId)).toEqual([id]);

    for (let time = 0; time < 2; time += 1) {
      const answer = await postJson(
        server.url,
        '/api/shop/notification-settings/push-remove',
        { id },
        user.headers,
      );
      expect(answer.status).toBe(200);
      expect(noticeSettingsSchema.parse(answer.body).push.devices).toEqual([]);
    }
    await notify(server.deps.db, won(user, 'uz'));
    await waitForNoticesDelivered(server.deps.db, user.userId);
    expect(await pushRows(user.userId)).toEqual([]);
  });

  it('refuses a device id that is not a number with 400', async () => {
    const user = await signIn(server, { phone: phone() });
    const answer = await postJson(
      server.url,
      '/api/shop/notification-settings/push-remove',
      { id: 'x; drop' },
      user.headers,
    );
    expect(answer.status).toBe(400);
  });
});

describe("the push service's stand-in of development (/dev/push)", () => {
  it('takes a notice to a device of its own, decrypted as the browser would show it', async () => {
    const user = await signIn(server, { phone: phone() });
    const name = `demo-${randomInt(0, 1_000_000)}`;
    const device = standInSubscription(name);
    // As the demo seeds it: the endpoint is this server's own /dev/push/<name>.
    expect(device.endpoint).toMatch(new RegExp(`/dev/push/${name}$`));
    await savePushDevice(server.deps.db, {
      userId: user.userId,
      endpoint: `${server.url}/dev/push/${name}`,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      label: 'Push stand-in',
    });
    await notify(server.deps.db, won(user, 'uz', 'L-90'));
    await expect.poll(async () => (await pushRows(user.userId))[0]?.status, { timeout: 10_000 }).toBe('sent');
    const page = await call(server.url, '/dev/push');
    expect(page.status).toBe(200);
    // The title as the page shows it (HTML-escaped).
    expect(String(page.body)).toContain(won(user, 'uz', 'L-90').title.replace(/'/g, '&#39;'));
    expect(String(page.body)).toContain(name);
  });

  it('refuses a push without a VAPID signature, as a push service does', async () => {
    const answer = await fetch(`${server.url}/dev/push/demo-x`, {
      method: 'POST',
      headers: { 'content-encoding': 'aes128gcm', ttl: '60' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(answer.status).toBe(401);
  });
});
