import { describe, expect, it } from 'vitest';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { signIn } from '../support/session';

/**
 * The balance in the bar (issue 24), not only inside the account menu: a signed-in user reads it
 * in UZS with the thousands spaced, in the main row on a wide screen and in the top strip on a
 * phone, in Uzbek and Russian, and it fits at 320, 375 and 1280 px; a guest sees none.
 */
const site = useServerAndBrowser();

describe('the balance in the bar', () => {
  it.each([
    ['uz', 1280],
    ['ru', 1280],
    ['uz', 375],
    ['ru', 375],
    ['uz', 320],
    ['ru', 320],
  ] as const)('%s at %i px: shown in UZS, visible, fitting', async (lang, width) => {
    const user = await signIn(site.server, { fullName: 'Olimjon Qodirov' });
    await topUp(site.server.deps.db, {
      userId: user.userId,
      amount: 123_456_789_00n,
      businessKey: `navbar-balance-${user.userId}`,
    });
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Olimjon Qodirov'),
      { width, height: 800 },
    );
    await context.addCookies([{ name: 'lang', value: lang, url: site.url }]);
    await page.addInitScript((value) => window.localStorage.setItem('kimoshdi.lang', value), lang);
    await page.goto('/home');
    const balance = page.locator('[data-testid="navbar-balance"]:visible');
    await expect.poll(() => balance.textContent()).toContain('123 456 789 UZS');
    expect(await balance.count()).toBe(1);
    expect(await balance.textContent()).toContain(localeText(lang, 'common', 'user.balance'));
    expect(await balance.getAttribute('href')).toBe('/profile/top-up');
    // Inside the header and inside the window, nothing pushed sideways.
    const box = await balance.boundingBox();
    const header = await page.locator('header.navbar').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(header!.y + header!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // It does not lie over the clock or the language picker next to it.
    for (const neighbour of ['.server-clock', '.language-picker:visible']) {
      const other = await page.locator(neighbour).first().boundingBox();
      if (!other) continue;
      const apart =
        other.x + other.width <= box!.x + 0.5 ||
        box!.x + box!.width <= other.x + 0.5 ||
        other.y + other.height <= box!.y + 0.5 ||
        box!.y + box!.height <= other.y + 0.5;
      expect(apart, neighbour).toBe(true);
    }
    expect(consoleErrors.filter((line) => !/ERR_NAME_NOT_RESOLVED/.test(line))).toEqual([]);
    await context.close();
  });

  it('a guest sees no balance', async () => {
    const { context, page } = await openPageAs(site.browser, site.url, null, storedUser('guest'));
    await page.goto('/home');
    await page.locator('#main-content').waitFor();
    await page
      .getByRole('link', { name: localeText('uz', 'common', 'user.login') })
      .first()
      .waitFor();
    expect(await page.getByTestId('navbar-balance').count()).toBe(0);
    await context.close();
  });
});
