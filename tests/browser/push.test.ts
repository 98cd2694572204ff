import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { deviceLabel } from '@kimoshdi/shared/domain/notification/device-label';
import type { NoticeChannel, NoticeTopic } from '@kimoshdi/shared/domain/notification/topics';
import {
  localeText,
  openPage,
  openPageAs,
  storedUser,
  useServerAndBrowser,
  waitForLanguage,
} from '../support/browser';
import { createTestLot, uniqueMarker } from '../support/catalogue';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
  type StandInDevice,
} from '../support/push-service-stand-in';
import { signIn } from '../support/session';

/**
 * Issue 27 in the browser: web push and the service worker, against the built client. A person
 * turns push on in this browser on the settings page (the device listed as this one, kept by the
 * server), sends it a test notification (the push service stand-in decrypts it), the service
 * worker shows a push it is given, and the device is removed; a browser that blocks notifications
 * and a push service that never answers; the push section on a phone's width and in Russian; and
 * the offline shell: a lot page seen before opens without a connection, a page never seen shows
 * the offline page in the site's language with a link to that lot.
 * PUSH_SCREENSHOTS=<dir> keeps screenshots of the push section and the offline page to look at.
 */
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
});
afterAll(async () => {
  await pushService?.close();
});

const site = useServerAndBrowser();

const SHOTS = process.env.PUSH_SCREENSHOTS;

const notices = (key: string, lang = 'uz') => localeText(lang, 'notices', key);

/** Where the fake PushManager keeps this browser's subscription (see standInPushManager). */
const SUBSCRIPTION_KEY = 'push-stand-in-subscription';

/**
 * This browser's push subscription, made with a device of the push service stand-in.
 *
 * The real PushManager.subscribe cannot work here: in Playwright's browser contexts (off the record,
 * as an incognito window) headless Chromium refuses it at once ("AbortError: Registration failed -
 * permission denied", with the notifications permission granted), and in a persistent profile it
 * waits for ever for Google's push service (FCM), which this machine cannot reach. So before any
 * script of the page runs, PushManager's subscribe and getSubscription are replaced: subscribe
 * answers a subscription-like object for the stand-in's device (its endpoint and real ECDH keys, so
 * the server's pushes to it are encrypted and decrypted for real) and keeps it, with the key it was
 * asked for, in localStorage, as the browser keeps its own across reloads; getSubscription answers
 * it and unsubscribe drops it. The rest is the real browser: the notifications permission, the
 * service worker the page registers and waits for, and the notifications that worker shows.
 */
async function standInPushManager(context: BrowserContext, device: StandInDevice): Promise<void> {
  await context.addInitScript(
    ({ device, storageKey }) => {
      interface Saved {
        key: number[];
      }
      const subscription = (saved: Saved) => ({
        endpoint: device.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(saved.key).buffer },
        toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
        unsubscribe: () => {
          localStorage.removeItem(storageKey);
          return Promise.resolve(true);
        },
      });
      const bytesOf = (key: BufferSource | string | null | undefined): number[] => {
        if (key instanceof ArrayBuffer) return Array.from(new Uint8Array(key));
        if (ArrayBuffer.isView(key))
          return Array.from(new Uint8Array(key.buffer, key.byteOffset, key.byteLength));
        if (typeof key === 'string') {
          const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
          return Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
        }
        return [];
      };
      PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
        const saved: Saved = { key: bytesOf(options?.applicationServerKey) };
        localStorage.setItem(storageKey, JSON.stringify(saved));
        return Promise.resolve(subscription(saved) as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = function () {
        const text = localStorage.getItem(storageKey);
        return Promise.resolve(
          text ? (subscription(JSON.parse(text) as Saved) as unknown as PushSubscription) : null,
        );
      };
    },
    { device, storageKey: SUBSCRIPTION_KEY },
  );
}

/** The key this browser subscribed with (base64url), or null when it holds no subscription. */
const subscribedKey = (page: Page) =>
  page
    .evaluate((storageKey) => localStorage.getItem(storageKey), SUBSCRIPTION_KEY)
    .then((text) =>
      text ? Buffer.from((JSON.parse(text) as { key: number[] }).key).toString('base64url') : null,
    );

/** A signed-in person with a phone of their own, on the settings page with notifications allowed. */
async function personOnSettings(name: string, options: { width?: number; height?: number } = {}) {
  const phone = `+99890${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const user = await signIn(site.server, { fullName: name, phone });
  const opened = await openPageAs(site.browser, site.url, user, storedUser(name), options);
  await opened.context.grantPermissions(['notifications'], { origin: site.url });
  const device = pushService.device();
  await standInPushManager(opened.context, device);
  return { user, device, ...opened };
}

const devicesOf = (userId: string) =>
  site.server.deps.db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute();

/** The push section of the settings page, by its title. */
const pushSection = (page: Page, lang = 'uz') =>
  page.getByRole('region', { name: notices('push.title', lang), exact: true });

const button = (scope: Page | Locator, key: string, lang = 'uz') =>
  scope.getByRole('button', { name: notices(key, lang), exact: true });

/** A switch of the table by its accessible name, as tests/browser/notice-settings.test.ts finds it. */
function switchOf(page: Page, topic: NoticeTopic, channel: NoticeChannel, lang = 'uz'): Locator {
  const name = notices('page.switch', lang)
    .replace('{{topic}}', notices(`topics.${topic}.title`, lang))
    .replace('{{channel}}', notices(`channels.${channel}`, lang));
  return page.getByRole('switch', { name, exact: true });
}

/** The notifications this page's service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((item) => ({
      title: item.title,
      body: item.body,
      tag: item.tag,
      data: item.data as unknown,
    }));
  });

/** The id of the site's service worker registration, as the DevTools protocol names it. */
async function registrationIdOf(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const scope = `${site.url}/`;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((item) => item.scopeURL === scope && !item.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

/** Where an element is on the page, its left and right edges rounded to a pixel. */
async function boxOf(element: Locator): Promise<{ left: number; right: number }> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not shown');
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

/** With PUSH_SCREENSHOTS, the window with the element in its middle (the sticky navbar covers the top). */
async function screenshot(page: Page, element: Locator, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

describe('web push on the settings page', () => {
  it('turns push on in this browser, sends a test push, shows a push through the service worker and removes the device', async () => {
    const { user, device, context, page, consoleErrors } = await personOnSettings('Malika Tursunova');
    await page.goto('/profile/notifications');
    const section = pushSection(page);
    await section.getByText(notices('push.none')).waitFor();
    // Without a device the push switches wait for one.
    expect(await switchOf(page, 'outbid', 'push').isDisabled()).toBe(true);

    await button(section, 'push.enable').click();
    const item = section.getByRole('listitem');
    await item.getByText(notices('push.thisDevice'), { exact: true }).waitFor();
    expect(await item.count()).toBe(1);
    const label = deviceLabel(await page.evaluate(() => navigator.userAgent), notices('push.aBrowser'));
    expect(await item.getByText(label, { exact: true }).count()).toBe(1);
    expect(await button(section, 'push.enable').count()).toBe(0);
    // The server keeps the subscription this browser made, with the platform's key.
    const [saved, ...others] = await devicesOf(user.userId);
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
    });
    const { public_key } = await site.server.deps.db
      .selectFrom('push_vapid_keys')
      .select('public_key')
      .executeTakeFirstOrThrow();
    expect(await subscribedKey(page)).toBe(public_key);
    // Now the push switches can be changed.
    await expect.poll(() => switchOf(page, 'outbid', 'push').isDisabled()).toBe(false);
    expect(await switchOf(page, 'outbid', 'push').getAttribute('aria-checked')).toBe('true');

    // After a reload the browser still finds itself in the list.
    await page.reload();
    await item.getByText(notices('push.thisDevice'), { exact: true }).waitFor();
    expect(await button(section, 'push.enable').count()).toBe(0);

    // The test notification: the push service gets it, encrypted for this device.
    await button(item, 'push.test').click();
    await page
      .getByRole('status')
      .filter({ hasText: notices('push.testSent') })
      .waitFor();
    const test = await pushService.waitFor(device.name);
    expect(test.payload).toMatchObject({ title: notices('push.testTitle'), body: notices('push.testBody') });
    expect(new URL(test.payload.url ?? '').pathname).toBe('/profile/notifications');
    // The outbox records the push sent: the device's "last notice" comes from there.
    await expect
      .poll(
        async () =>
          (
            await site.server.deps.db
              .selectFrom('outbox_messages')
              .select('status')
              .where('channel', '=', 'push')
              .where('destination', '=', String((await devicesOf(user.userId))[0]?.id))
              .executeTakeFirst()
          )?.status,
      )
      .toBe('sent');
    await page.reload();
    await item.getByText(notices('push.lastSent').replace('{{date}}', ''), { exact: false }).waitFor();

    // A push as the push service hands it to the browser: the service worker shows it, with the page
    // it opens; a push of the same notice (its tag) replaces the one shown.
    const { cdp, registrationId } = await registrationIdOf(context, page);
    const push = {
      title: 'Lot L-91 yutildi',
      body: "To'lov muddati: 01.12.2026",
      url: '/profile/winlots',
      tag: 'notice-91',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: site.url,
      registrationId,
      data: JSON.stringify(push),
    });
    const shown = {
      title: push.title,
      body: push.body,
      tag: push.tag,
      data: { url: `${site.url}/profile/winlots` },
    };
    await expect.poll(() => shownNotifications(page)).toEqual([shown]);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: site.url,
      registrationId,
      data: JSON.stringify({ ...push, body: "To'lov muddati: ertaga" }),
    });
    await expect.poll(() => shownNotifications(page)).toEqual([{ ...shown, body: "To'lov muddati: ertaga" }]);
    await cdp.detach();

    // Removed after asking: the list is empty, the server keeps no device, the browser dropped its
    // subscription, and it may be turned on again.
    await button(item, 'push.remove').click();
    const dialog = page.getByRole('alertdialog', { name: notices('push.removeTitle'), exact: true });
    await button(dialog, 'push.remove').click();
    await section.getByText(notices('push.none')).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await item.count()).toBe(0);
    expect(await devicesOf(user.userId)).toEqual([]);
    expect(await subscribedKey(page)).toBeNull();
    await button(section, 'push.enable').waitFor();
    await expect.poll(() => switchOf(page, 'outbid', 'push').isDisabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("forgets the person at sign-out: this browser's subscription and the pages it kept", async () => {
    const name = 'Dilnoza Rahimova';
    const { page, consoleErrors } = await personOnSettings(name);
    await page.goto('/profile/notifications');
    const section = pushSection(page);
    await button(section, 'push.enable').click();
    await section.getByText(notices('push.thisDevice'), { exact: true }).waitFor();
    expect(await subscribedKey(page)).not.toBeNull();
    // The worker keeps the pages seen once it controls them.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForFunction(async () =>
      Boolean(await (await caches.open('kimoshdi-pages')).match('/profile/notifications')),
    );

    const common = (key: string) => localeText('uz', 'common', key);
    await page.getByRole('button', { name }).click();
    await page.getByRole('button', { name: common('user.logout') }).click();
    const dialog = page.getByRole('alertdialog', { name: common('dialogs.logout.title') });
    await dialog.getByRole('button', { name: common('dialogs.yes') }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    // Sign-out waits at most a second for the forgetting (it never hangs on it), so on a loaded
    // machine it may finish just after the home page shows: wait for it rather than read once.
    await expect.poll(() => subscribedKey(page), { timeout: 10_000 }).toBeNull();
    // The settings page it kept is gone (the home page it came back to is kept anew).
    const kept = () =>
      page.evaluate(async () =>
        Boolean(await (await caches.open('kimoshdi-pages')).match('/profile/notifications')),
      );
    await expect.poll(kept, { timeout: 10_000 }).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it('says so when the browser blocks notifications, and when its push service does not answer', async () => {
    const user = await signIn(site.server, { fullName: 'Sardor Aliyev' });
    // Notifications not allowed: headless Chromium answers the permission prompt with "denied".
    const refused = await openPageAs(site.browser, site.url, user, storedUser('Sardor Aliyev'));
    await refused.page.goto('/profile/notifications');
    await button(pushSection(refused.page), 'push.enable').click();
    await pushSection(refused.page).getByText(notices('push.denied')).waitFor();
    expect(await button(pushSection(refused.page), 'push.enable').count()).toBe(0);
    expect(refused.consoleErrors).toEqual([]);
    await refused.context.close();

    // Allowed, but the push service never answers (as for a Chrome that cannot reach FCM): once
    // the page's patience runs out (push-subscription.ts SUBSCRIBE_TIMEOUT_MS, 30 s, on a fake
    // clock here) it says it failed and may be tried again.
    const { context, page } = await openPageAs(site.browser, site.url, user, storedUser('Sardor Aliyev'));
    await context.grantPermissions(['notifications'], { origin: site.url });
    await context.addInitScript(() => {
      PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => undefined);
      PushManager.prototype.getSubscription = () => Promise.resolve(null);
    });
    await page.clock.install();
    await page.goto('/profile/notifications');
    const enable = button(pushSection(page), 'push.enable');
    await enable.click();
    await button(pushSection(page), 'push.enabling').waitFor();
    await page.clock.runFor(30_000);
    await page
      .getByRole('alert')
      .filter({ hasText: notices('push.failed') })
      .waitFor();
    await expect.poll(() => enable.isEnabled()).toBe(true);
    expect(await devicesOf(user.userId)).toEqual([]);
    await context.close();
  });

  it('fits a phone and a laptop, in Uzbek and Russian', async () => {
    const { context, page, consoleErrors } = await personOnSettings('Javohir Qodirov', {
      width: 375,
      height: 800,
    });
    await page.goto('/profile/notifications');
    // Before a device: the way to turn push on.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await button(pushSection(page), 'push.enable').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBeLessThanOrEqual(
        width,
      );
      await screenshot(page, pushSection(page), `push-none-uz-${width}`);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await button(pushSection(page), 'push.enable').click();
    await pushSection(page).getByText(notices('push.thisDevice'), { exact: true }).waitFor();

    for (const lang of ['uz', 'ru']) {
      if (lang === 'ru') {
        await page.locator('button:visible', { hasText: 'РУ' }).first().click();
        await waitForLanguage(page, 'ru');
      }
      const section = pushSection(page, lang);
      await section.getByText(notices('push.thisDevice', lang), { exact: true }).waitFor();
      for (const width of [375, 800, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await screenshot(page, section, `push-${lang}-${width}`);
        // Nothing wider than the window, and the device's buttons inside its card.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${lang} ${width}`,
        ).toBeLessThanOrEqual(width);
        const card = await boxOf(section.getByRole('listitem'));
        for (const key of ['push.test', 'push.remove']) {
          const control = await boxOf(button(section, key, lang));
          expect(control.left, `${lang} ${width} ${key}`).toBeGreaterThanOrEqual(card.left);
          expect(control.right, `${lang} ${width} ${key}`).toBeLessThanOrEqual(card.right);
        }
      }
      await page.setViewportSize({ width: 375, height: 800 });
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

/** The offline page's own texts (client/public/offline.js), not the app's. */
const OFFLINE = {
  uz: { title: "Internet aloqasi yo'q", lot: (number: string) => `Lot № ${number}` },
  ru: { title: 'Нет подключения к интернету', lot: (number: string) => `Лот № ${number}` },
};

describe('the offline shell', () => {
  it('opens a lot page seen before without a connection, and shows the offline page with a link to it, in Uzbek and Russian', async () => {
    const marker = uniqueMarker();
    const lot = await createTestLot(site.server.deps.db, {
      name: { uz: `Oflayn kvartira ${marker}`, ru: `Офлайн квартира ${marker}` },
    });
    const { context, page } = await openPage(site.browser, site.url);
    const lotPage = `/lot-view/${lot.id}`;
    const lotName = (lang: 'uz' | 'ru') =>
      page.getByRole('heading', {
        level: 1,
        name: lang === 'uz' ? `Oflayn kvartira ${marker}` : `Офлайн квартира ${marker}`,
      });
    await page.goto(lotPage);
    await lotName('uz').waitFor();
    // The worker is registered after the page's load and takes it over at once (clients.claim);
    // what the page fetched before went past it, so a reload fetches the page, its scripts and the
    // lot's data through it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await lotName('uz').waitFor();
    // The worker keeps the page and the lot's card once their answers are read.
    await expect
      .poll(() =>
        page.evaluate(async (pathname) => {
          const pages = await caches.open('kimoshdi-pages');
          const data = await caches.open('kimoshdi-lot-data');
          const cards = (await data.keys()).filter((request) => request.url.includes('/lot-card/details'));
          return Boolean(await pages.match(pathname)) && cards.length > 0;
        }, lotPage),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await lotName('uz').waitFor();

    // A page never seen: the offline page, with the lot page seen as a link that opens it, named
    // as the site names the lot (its name and lot number, not the id in its address).
    await page.goto('/lot-list');
    await page.getByRole('heading', { level: 1, name: OFFLINE.uz.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uz');
    await screenshot(page, page.getByRole('heading', { level: 1 }), 'offline-uz-1280');
    const link = page.getByRole('link', { name: OFFLINE.uz.lot(lot.lotNumber) });
    expect(await link.getAttribute('href')).toBe(lotPage);
    expect(await link.textContent()).toBe(`Oflayn kvartira ${marker}${OFFLINE.uz.lot(lot.lotNumber)}`);
    await link.click();
    await lotName('uz').waitFor();

    // In Russian, on a phone: the site's language, even when the language cookie is gone (the
    // app's stored choice wins, as in lib/i18n.ts).
    await context.setOffline(false);
    await page.goto('/home');
    await page.locator('button:visible', { hasText: 'РУ' }).first().click();
    await waitForLanguage(page, 'ru');
    await context.clearCookies({ name: 'lang' });
    await context.setOffline(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: OFFLINE.ru.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, page.getByRole('heading', { level: 1 }), 'offline-ru-375');
    const russianLink = page.getByRole('link', { name: OFFLINE.ru.lot(lot.lotNumber) });
    expect(await russianLink.textContent()).toBe(`Офлайн квартира ${marker}${OFFLINE.ru.lot(lot.lotNumber)}`);
    await russianLink.click();
    await lotName('ru').waitFor();
    await context.close();
  });
});
