import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  DEFAULT_CHANNELS,
  NOTICE_CHANNELS,
  NOTICE_TOPICS,
  TOPIC_CHANNELS,
  type NoticeChannel,
  type NoticeTopic,
} from '@kimoshdi/shared/domain/notification/topics';
import { localeText, openPageAs, storedUser, useServerAndBrowser, waitForLanguage } from '../support/browser';
import { signIn } from '../support/session';
import { messageNotification, notify } from '../../server/src/modules/notification';
import { waitForNoticesDelivered } from '../support/messages';

/**
 * Issue 27 in the browser: the cabinet's notification settings. Each topic's switches (SMS, e-mail,
 * Telegram, push: those its topic may go on) with their defaults, a change that outlives a reload,
 * the page in Russian, a person with no confirmed e-mail (the e-mail switches off limits, a way to
 * add one), a refused change that goes back with the server's words, a phone's width, the quiet
 * hours moved (kept across a reload, on a phone, in Russian), and a Telegram chat linked through the development stand-in of the Telegram app and unlinked; and the
 * operator's view of what became of a person's notices on each channel. Web push in this browser
 * (its devices, the service worker, the offline shell) is tests/browser/push.test.ts.
 */
const site = useServerAndBrowser();

const notices = (key: string, lang = 'uz') => localeText(lang, 'notices', key);
const cabinet = (key: string, lang = 'uz') => localeText(lang, 'cabinet', key);

/**
 * The topics a channel has a switch for (shared/src/domain/notification/topics.ts TOPIC_CHANNELS):
 * outbid goes by Telegram and push only, an auction starting and a favourite lot never by SMS.
 */
const topicsOn = (channel: NoticeChannel): NoticeTopic[] =>
  NOTICE_TOPICS.filter((topic) => TOPIC_CHANNELS[topic].includes(channel));

/**
 * Why a new user's switch of the channel cannot be changed, or undefined: SMS and e-mail reach
 * everyone here (a phone, a confirmed e-mail); Telegram only once a chat is linked (the Telegram
 * test), push only once a browser is added (tests/browser/push.test.ts).
 */
const UNAVAILABLE: Record<NoticeChannel, string | undefined> = {
  sms: undefined,
  email: undefined,
  telegram: 'page.unavailableTelegram',
  push: 'page.unavailablePush',
};

/** A switch by its accessible name: the topic's title and the channel, in the page's language. */
function switchOf(page: Page, topic: NoticeTopic, channel: NoticeChannel, lang = 'uz'): Locator {
  const name = notices('page.switch', lang)
    .replace('{{topic}}', notices(`topics.${topic}.title`, lang))
    .replace('{{channel}}', notices(`channels.${channel}`, lang));
  return page.getByRole('switch', { name, exact: true });
}

const checked = (control: Locator) => control.getAttribute('aria-checked');

/** What a switch's aria-describedby points at, or null. */
const description = (control: Locator) =>
  control.evaluate((element) => {
    const id = element.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

/** The quiet hours' pickers, by the block's name and their labels, in the page's language. */
function quietPickers(page: Page, lang = 'uz') {
  const group = page.getByRole('group', { name: notices('page.quietTitle', lang), exact: true });
  return {
    group,
    from: group.getByLabel(notices('page.quietFrom', lang), { exact: true }),
    to: group.getByLabel(notices('page.quietTo', lang), { exact: true }),
  };
}

/** The hours a picker offers, as it writes them. */
const offered = (picker: Locator) =>
  picker.locator('option').evaluateAll((options) => options.map((option) => option.textContent));

/** The person's quiet hours as the server keeps them (undefined: never changed). */
const keptQuiet = async (userId: string) =>
  site.server.deps.db
    .selectFrom('notification_quiet_nights')
    .select(['enabled', 'from_hour', 'to_hour'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** A signed-in person with a phone of their own (and an e-mail unless told otherwise). */
async function person(name: string, options: { email?: boolean } = {}) {
  const phone = `+99890${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const user = await signIn(site.server, { fullName: name, phone });
  if (options.email === false) {
    await site.server.deps.db
      .updateTable('users')
      .set({ email: null })
      .where('id', '=', user.userId)
      .execute();
  }
  return { user, phone };
}

describe('the notification settings page', () => {
  it('is in the cabinet menu, shows the defaults, keeps a change across a reload and speaks Russian', async () => {
    const { user } = await person('Zarina Karimova');
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Zarina Karimova'),
    );
    await page.goto('/profile');
    await page
      .getByRole('navigation', { name: cabinet('menu.label') })
      .getByRole('link', { name: cabinet('menu.notifications') })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/notifications');
    await page.getByRole('heading', { level: 1, name: notices('page.title') }).waitFor();

    // Every topic a row, every channel its topic may go on a switch with the topic's default; no
    // switch where the topic never goes (outbid by SMS).
    await switchOf(page, 'money', 'sms').waitFor();
    expect(await page.getByRole('switch').count()).toBe(
      // The channels' switches and quiet nights'.
      NOTICE_TOPICS.reduce((sum, topic) => sum + TOPIC_CHANNELS[topic].length, 0) + 1,
    );
    for (const topic of NOTICE_TOPICS) {
      await page.getByRole('rowheader', { name: notices(`topics.${topic}.title`) }).waitFor();
      for (const channel of NOTICE_CHANNELS) {
        const control = switchOf(page, topic, channel);
        const where = `${topic} ${channel}`;
        if (!TOPIC_CHANNELS[topic].includes(channel)) {
          expect(await control.count(), where).toBe(0);
          continue;
        }
        expect(await checked(control), where).toBe(String(DEFAULT_CHANNELS[topic][channel]));
        // The user has a phone and a confirmed e-mail: those switches can be changed; Telegram's
        // and push's wait for a chat or a browser, and say so.
        const note = UNAVAILABLE[channel];
        expect(await control.isDisabled(), where).toBe(note !== undefined);
        expect(await description(control), where).toBe(note === undefined ? null : notices(note));
      }
    }
    // Each topic's title fits its column, with the cabinet menu beside the table or not (with four
    // channels the table gave way to cards too late: the titles ran under the switches at 1024 px).
    for (const width of [1440, 1280, 1024, 800]) {
      await page.setViewportSize({ width, height: 900 });
      const overflowing = await page
        .getByRole('rowheader')
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
        );
      expect(overflowing, `${width}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    const email = await site.server.deps.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    await page.getByText(notices('page.email').replace('{{email}}', email.email ?? '')).waitFor();

    const ordersSms = switchOf(page, 'orders', 'sms');
    await ordersSms.click();
    await page
      .getByRole('status')
      .filter({ hasText: notices('page.saved') })
      .waitFor();
    expect(await checked(ordersSms)).toBe('true');

    // Quiet hours: on by default, turned off here.
    const quiet = page.getByRole('switch', { name: notices('page.quietTitle'), exact: true });
    expect(await checked(quiet)).toBe('true');
    await quiet.click();
    await expect.poll(() => checked(quiet)).toBe('false');
    await expect.poll(() => quiet.getAttribute('aria-busy')).toBeNull();

    // The saved searches' digest: daily by default, hourly when asked.
    const digest = page.getByRole('group', { name: notices('page.digestTitle') });
    expect(await digest.getByRole('radio', { name: notices('page.digestDaily') }).isChecked()).toBe(true);
    await digest.getByRole('radio', { name: notices('page.digestHourly') }).check();
    await expect
      .poll(
        async () =>
          (
            await site.server.deps.db
              .selectFrom('saved_search_digests')
              .select('frequency')
              .where('user_id', '=', user.userId)
              .executeTakeFirst()
          )?.frequency,
      )
      .toBe('hourly');

    await page.reload();
    await switchOf(page, 'orders', 'sms').waitFor();
    expect(
      await page
        .getByRole('group', { name: notices('page.digestTitle') })
        .getByRole('radio', { name: notices('page.digestHourly') })
        .isChecked(),
    ).toBe(true);
    expect(await checked(switchOf(page, 'orders', 'sms'))).toBe('true');
    expect(await checked(switchOf(page, 'orders', 'email'))).toBe('true');
    expect(await checked(page.getByRole('switch', { name: notices('page.quietTitle'), exact: true }))).toBe(
      'false',
    );
    // Quiet hours off: no hours to choose.
    expect(await quietPickers(page).group.count()).toBe(0);

    await page.locator('button:visible', { hasText: 'РУ' }).first().click();
    await waitForLanguage(page, 'ru');
    await page.getByRole('heading', { level: 1, name: notices('page.title', 'ru') }).waitFor();
    expect(await checked(switchOf(page, 'orders', 'sms', 'ru'))).toBe('true');
    expect(await checked(switchOf(page, 'money', 'email', 'ru'))).toBe('true');
    expect(await checked(switchOf(page, 'favourites', 'push', 'ru'))).toBe('true');
    expect(await checked(switchOf(page, 'protests', 'sms', 'ru'))).toBe('false');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('moves the quiet hours, keeps them across a reload, on a phone and in Russian', async () => {
    const { user } = await person('Malika Tosheva');
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Malika Tosheva'),
    );
    await page.goto('/profile/notifications');
    const { group, from, to } = quietPickers(page);
    await from.waitFor();

    // The default, 22:00 to 08:00; neither picker offers the other's hour, so they never meet.
    expect(await from.inputValue()).toBe('22');
    expect(await to.inputValue()).toBe('8');
    expect(await offered(from)).toHaveLength(23);
    expect(await offered(from)).not.toContain('08:00');
    expect(await offered(to)).not.toContain('22:00');
    expect((await offered(to))[0]).toBe('00:00');

    await from.selectOption('23');
    expect(await from.inputValue()).toBe('23');
    await to.selectOption('7');
    await page
      .getByRole('status')
      .filter({ hasText: notices('page.saved') })
      .waitFor();
    await expect.poll(() => group.getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => keptQuiet(user.userId)).toEqual({ enabled: true, from_hour: 23, to_hour: 7 });
    // The pickers follow each other: 23:00 is not an end any more, 22:00 is again.
    expect(await offered(to)).not.toContain('23:00');
    expect(await offered(to)).toContain('22:00');
    expect(await offered(from)).not.toContain('07:00');

    await page.reload();
    await from.waitFor();
    expect(await from.inputValue()).toBe('23');
    expect(await to.inputValue()).toBe('7');
    expect(await from.locator('option:checked').textContent()).toBe('23:00');

    // A phone's width: the pickers fit, one under the other, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    const boxes = [await from.boundingBox(), await to.boundingBox()];
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      // Wide enough for a finger and for "23:00".
      expect(box!.height).toBeGreaterThanOrEqual(40);
      expect(box!.width).toBeGreaterThanOrEqual(100);
    }
    expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height);
    expect(
      await group.evaluate((element) => element.scrollWidth <= element.clientWidth),
      'the pickers overflow their block',
    ).toBe(true);

    // In Russian, on the phone: the same hours, moved again.
    await page.goto('/home');
    await page.locator('button:visible', { hasText: 'РУ' }).first().click();
    await waitForLanguage(page, 'ru');
    await page.goto('/profile/notifications');
    const ru = quietPickers(page, 'ru');
    await ru.to.waitFor();
    expect(await ru.from.inputValue()).toBe('23');
    expect(await ru.to.inputValue()).toBe('7');
    await ru.to.selectOption('6');
    await expect.poll(() => keptQuiet(user.userId)).toEqual({ enabled: true, from_hour: 23, to_hour: 6 });
    await expect.poll(() => ru.group.getAttribute('aria-busy')).toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Turned off, the hours go from the page but the server keeps them; back on, they are there.
    const quiet = page.getByRole('switch', { name: notices('page.quietTitle', 'ru'), exact: true });
    await quiet.click();
    await expect.poll(() => ru.group.count()).toBe(0);
    await expect.poll(() => keptQuiet(user.userId)).toEqual({ enabled: false, from_hour: 23, to_hour: 6 });
    await expect.poll(() => quiet.getAttribute('aria-busy')).toBeNull();
    await quiet.click();
    await ru.to.waitFor();
    expect(await ru.from.inputValue()).toBe('23');
    expect(await ru.to.inputValue()).toBe('6');
    await expect.poll(() => keptQuiet(user.userId)).toEqual({ enabled: true, from_hour: 23, to_hour: 6 });

    // By keyboard each arrow key is a change, the next sent before the last is answered: none is
    // lost, and the last is what stays.
    await ru.from.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await ru.from.inputValue()).toBe('21');
    await expect.poll(() => keptQuiet(user.userId)).toEqual({ enabled: true, from_hour: 21, to_hour: 6 });
    await expect.poll(() => ru.group.getAttribute('aria-busy')).toBeNull();
    expect(await ru.from.inputValue()).toBe('21');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('without a confirmed e-mail, on a phone in Russian: the e-mail switches are off limits, with a way to add one', async () => {
    const { user } = await person('Bekzod Usmonov', { email: false });
    const { context, page } = await openPageAs(site.browser, site.url, user, storedUser('Bekzod Usmonov'), {
      width: 375,
      height: 800,
    });
    await page.goto('/home');
    await page.locator('button:visible', { hasText: 'РУ' }).first().click();
    await waitForLanguage(page, 'ru');
    await page.goto('/profile/notifications');
    await page.getByRole('heading', { level: 1, name: notices('page.title', 'ru') }).waitFor();

    await switchOf(page, 'money', 'email', 'ru').waitFor();
    for (const topic of topicsOn('email')) {
      const email = switchOf(page, topic, 'email', 'ru');
      expect(await email.isDisabled(), topic).toBe(true);
      // The choice stays as it is: it applies once an e-mail is confirmed.
      expect(await checked(email), topic).toBe(String(DEFAULT_CHANNELS[topic].email));
      expect(await description(email), topic).toBe(notices('page.unavailable', 'ru'));
    }
    for (const topic of topicsOn('sms')) {
      expect(await switchOf(page, topic, 'sms', 'ru').isDisabled(), topic).toBe(false);
    }
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const hint = page.getByRole('listitem').filter({ hasText: notices('page.noEmail', 'ru') });
    await hint.getByRole('link', { name: cabinet('menu.personalInfo', 'ru') }).click();
    await page.waitForURL((url) => url.pathname === '/profile/personal-info');
    await context.close();
  });

  it('puts a refused change back and says what the server said', async () => {
    const { user } = await person('Sevara Nazarova');
    const { context, page } = await openPageAs(site.browser, site.url, user, storedUser('Sevara Nazarova'));
    const refusal = 'Sozlamani hozir saqlab bo‘lmadi';
    let sentToken: string | undefined;
    // The answer waits until the test has seen the switch show the change.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/shop/notification-settings/set', async (route) => {
      sentToken = route.request().headers()['x-csrf-token'];
      await answered;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ ERROR: { code: 'INTERNAL', message: refusal } }),
      });
    });
    await page.goto('/profile/notifications');
    const moneyEmail = switchOf(page, 'money', 'email');
    await moneyEmail.waitFor();
    expect(await checked(moneyEmail)).toBe('true');

    await moneyEmail.click();
    await expect.poll(() => checked(moneyEmail)).toBe('false');
    answer();
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    await expect.poll(() => checked(moneyEmail)).toBe('true');
    // The call carried the CSRF token, as every state-changing call of the client does.
    expect(sentToken).toBeTruthy();

    // An hour refused the same way: shown as asked until the answer, then back as it was.
    const hoursRefusal = 'Soatlarni hozir saqlab bo‘lmadi';
    let answerQuiet = () => {};
    const quietAnswered = new Promise<void>((resolve) => (answerQuiet = resolve));
    await page.route('**/api/shop/notification-settings/quiet-nights', async (route) => {
      await quietAnswered;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ ERROR: { code: 'INTERNAL', message: hoursRefusal } }),
      });
    });
    const { group, from } = quietPickers(page);
    await from.selectOption('21');
    expect(await from.inputValue()).toBe('21');
    expect(await group.getAttribute('aria-busy')).toBe('true');
    answerQuiet();
    await expect.poll(() => from.inputValue()).toBe('22');
    await expect.poll(() => group.getAttribute('aria-busy')).toBeNull();
    await page.getByRole('alert').filter({ hasText: hoursRefusal }).waitFor();
    expect(await keptQuiet(user.userId)).toBeUndefined();
    await context.close();
  });

  it('links Telegram through the stand-in, sees the link by itself and unlinks after asking, on a phone in Russian', async () => {
    const { user } = await person('Dilshod Rahimov');
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Dilshod Rahimov'),
      { width: 375, height: 800 },
    );
    await page.goto('/home');
    await page.locator('button:visible', { hasText: 'РУ' }).first().click();
    await waitForLanguage(page, 'ru');
    await page.goto('/profile/notifications');

    // Before a chat is linked, the Telegram switches keep their choice but cannot be changed.
    const money = switchOf(page, 'money', 'telegram', 'ru');
    await money.waitFor();
    for (const topic of topicsOn('telegram')) {
      const control = switchOf(page, topic, 'telegram', 'ru');
      expect(await control.isDisabled(), topic).toBe(true);
      expect(await checked(control), topic).toBe(String(DEFAULT_CHANNELS[topic].telegram));
      expect(await description(control), topic).toBe(notices('page.unavailableTelegram', 'ru'));
    }

    // The link opens the Telegram app; here, its stand-in, whose Start does what the bot does.
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: notices('telegram.link', 'ru'), exact: true }).click();
    const telegram = await opened;
    await telegram.waitForLoadState();
    expect(new URL(telegram.url()).pathname).toBe('/dev/telegram');
    await page.getByText(notices('telegram.waiting', 'ru')).waitFor();
    await telegram.getByRole('button', { name: 'Start', exact: true }).click();
    const { lang } = await site.server.deps.db
      .selectFrom('users')
      .select('lang')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(await telegram.getByTestId('bot-answer').textContent()).toBe(notices('bot.linked', lang));
    await telegram.close();

    // The settings page sees the link by itself.
    await page.getByText('@demo_user').waitFor();
    expect(await money.isDisabled()).toBe(false);
    expect(await checked(money)).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: notices('telegram.unlink', 'ru'), exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: notices('telegram.unlinkTitle', 'ru') });
    await dialog.getByRole('button', { name: notices('telegram.unlink', 'ru'), exact: true }).click();
    await page.getByRole('button', { name: notices('telegram.link', 'ru'), exact: true }).waitFor();
    await expect.poll(() => money.isDisabled()).toBe(true);
    const links = await site.server.deps.db
      .selectFrom('telegram_links')
      .select('chat_id')
      .where('user_id', '=', user.userId)
      .execute();
    expect(links).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows an operator a person's notices with each channel's delivery, found by phone, on a phone", async () => {
    const { user, phone } = await person('Nodira Yusupova');
    await notify(
      site.server.deps.db,
      messageNotification(user.userId, 'success', 'uz', {
        key: 'messages:auction.won',
        params: { lot: 'L-91', price: { tiyin: '150000000' }, deadline: { at: '2026-12-01T12:00:00.000Z' } },
      }),
    );
    await waitForNoticesDelivered(site.server.deps.db, user.userId);
    const operator = await signIn(site.server, { role: 'operator', fullName: 'Operator Test' });
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      operator,
      storedUser('Operator Test'),
      { width: 375, height: 800 },
    );
    await page.goto('/profile');
    await page
      .getByRole('navigation', { name: cabinet('menu.label') })
      .getByRole('link', { name: cabinet('menu.operatorPersonNotices') })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/operator/person-notices');
    // As the person says it: "90 123 45 67".
    await page
      .getByLabel(localeText('uz', 'operator-notices', 'operatorNotices.login'), { exact: true })
      .fill(phone.slice(4));
    await page
      .getByRole('button', {
        name: localeText('uz', 'operator-notices', 'operatorNotices.find'),
        exact: true,
      })
      .click();
    const notice = page.getByTestId('person-notice').first();
    await notice.waitFor();
    expect(await notice.textContent()).toContain('L-91');
    const channels = await notice
      .getByTestId('notice-delivery')
      .evaluateAll((items) =>
        items.map((item) => [item.getAttribute('data-channel'), item.getAttribute('data-status')]),
      );
    expect(channels).toEqual([
      ['sms', 'delivered'],
      ['email', 'delivered'],
    ]);
    expect(new URL(page.url()).searchParams.get('login')).toBe(phone.slice(4));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page
      .getByLabel(localeText('uz', 'operator-notices', 'operatorNotices.login'), { exact: true })
      .fill('+998 99 000 00 00');
    await page
      .getByRole('button', {
        name: localeText('uz', 'operator-notices', 'operatorNotices.find'),
        exact: true,
      })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: localeText('uz', 'operator-notices', 'operatorNotices.notFound') })
      .waitFor();
    expect(consoleErrors.filter((line) => !line.includes('404'))).toEqual([]);
    await context.close();
  });
});
