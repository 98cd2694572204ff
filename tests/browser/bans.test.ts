import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, tashkentDay } from '@kimoshdi/shared';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import { insertBlacklistEntry } from '../../server/src/modules/blacklist/blacklist.repository';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { localeText, openPageAs, useServerAndBrowser } from '../support/browser';
import { createTestLot, uniqueLotNumber } from '../support/catalogue';
import { signIn } from '../support/session';

/**
 * Ban transparency: a barred user sees in the cabinet why, since and until when, the days left and
 * how to contest it, in Uzbek and Russian, and applying to a lot is refused with the day named.
 */
const site = useServerAndBrowser();
const today = tashkentDay(new Date());
const text = (lang: string, key: string) => localeText(lang, 'bans', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function barredBuyer() {
  const user = await signIn(site.server, { fullName: 'Aziz Karimov' });
  const pinfl = `3${Array.from({ length: 13 }, () => randomInt(10)).join('')}`;
  await site.server.deps.db.updateTable('users').set({ pinfl }).where('id', '=', user.userId).execute();
  await topUp(site.server.deps.db, {
    userId: user.userId,
    amount: 50_000_000n,
    businessKey: `browser-bans-${user.userId}`,
  });
  const standing = { lot: uniqueLotNumber('BAN-'), until: addDays(today, 45) };
  const past = uniqueLotNumber('OLD-');
  const entry = { name: 'Aziz Karimov', tin: null, pinfl };
  await insertBlacklistEntry(site.server.deps.db, {
    ...entry,
    lotNumber: past,
    startDate: addDays(today, -300),
    endDate: addDays(today, -240),
    reason: 'payment_missed',
  });
  await insertBlacklistEntry(site.server.deps.db, {
    ...entry,
    lotNumber: standing.lot,
    startDate: addDays(today, -15),
    endDate: standing.until,
    reason: 'refused',
  });
  return { user, standing, past };
}

async function openLot() {
  const now = Date.now();
  return createTestLot(site.server.deps.db, {
    lotStatus: 2,
    startPrice: 100_000_000n,
    depositPercent: 10,
    startsAt: new Date(now + 86_400_000),
    endsAt: new Date(now + 90_000_000),
  });
}

describe.each([
  ['uz', 1280],
  ['ru', 375],
] as const)('a barred user (%s, %i px)', (lang, width) => {
  it('sees the notice on the cabinet, the bans page with why and how to contest, and is refused when applying', async () => {
    const { user, standing, past } = await barredBuyer();
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      { name: 'Aziz Karimov', user_name: 'aziz', percentage: 100 },
      { width },
    );
    await context.addCookies([{ name: 'lang', value: lang, url: site.url }]);

    // The cabinet's home: the notice names the last day and the days left, and leads to the page.
    await page.goto('/profile');
    const banner = page.getByTestId('ban-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(
      fill(text(lang, 'banner.text'), { until: formatDay(standing.until), n: 45 }),
    );
    await banner.getByRole('link', { name: text(lang, 'banner.link') }).click();

    await page.getByRole('heading', { level: 1, name: text(lang, 'title') }).waitFor();
    const items = page.getByTestId('ban-item');
    await expect.poll(() => items.count()).toBe(2);
    const [current, old] = [await items.nth(0).textContent(), await items.nth(1).textContent()];
    expect(current).toContain(standing.lot);
    expect(current).toContain(text(lang, 'reason.refused'));
    expect(current).toContain(text(lang, 'state.in_force'));
    expect(current).toContain(`${formatDay(addDays(today, -15))} — ${formatDay(standing.until)}`);
    expect(current).toContain(fill(text(lang, 'days'), { n: 45 }));
    expect(old).toContain(past);
    expect(old).toContain(text(lang, 'reason.payment_missed'));
    expect(old).toContain(text(lang, 'state.ended'));
    // The menu lists the page while the user has entries (at 375 px the menu sits above the page).
    await page
      .locator('.cabinet-menu')
      .getByRole('link', { name: localeText(lang, 'cabinet', 'menu.bans') })
      .waitFor({ state: 'attached' });

    // Contesting: the contact form opens with the lot number in the message.
    await page
      .getByTestId('bans-contest')
      .getByRole('link', { name: text(lang, 'contest.button') })
      .click();
    await page.waitForURL(/\/contact\?/);
    const message = page.locator('textarea');
    await expect
      .poll(() => message.inputValue())
      .toBe(fill(text(lang, 'contest.message'), { lot: standing.lot }));

    // Applying: refused with the server's message in the reader's language, naming the day.
    const lot = await openLot();
    await page.goto(`/lot-view/${lot.id}`);
    await page.getByTestId('application-panel').getByRole('button').first().click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: localeText(lang, 'cabinet', 'applications.panel.confirm'), exact: true })
      .click();
    const error = page.getByTestId('application-error');
    await error.waitFor();
    expect(await error.textContent()).toContain(
      fill(localeText(lang, 'errors', 'USER_BARRED'), {
        until: formatDay(standing.until),
        lot: standing.lot,
      }),
    );
    await error.getByTestId('bans-link').waitFor();
    const rows = await site.server.deps.db
      .selectFrom('applications')
      .select('id')
      .where('lot_id', '=', lot.id)
      .execute();
    expect(rows).toEqual([]);

    const noHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noHorizontalScroll).toBe(true);
    // The refused application is the one failed request of ours; map tiles cannot load offline.
    expect(
      consoleErrors.filter(
        (error) => !/status of 403|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(error),
      ),
    ).toEqual([]);
    await context.close();
  });
});

describe('a user never barred', () => {
  it('sees no notice and no bans item in the cabinet', async () => {
    const user = await signIn(site.server, { fullName: 'Dilnoza Rahimova' });
    const { context, page } = await openPageAs(site.browser, site.url, user, {
      name: 'Dilnoza Rahimova',
      user_name: 'dilnoza',
      percentage: 100,
    });
    await page.goto('/profile/messages');
    await page.locator('.cabinet-menu').getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('ban-banner').count()).toBe(0);
    expect(
      await page
        .locator('.cabinet-menu')
        .getByRole('link', { name: localeText('uz', 'cabinet', 'menu.bans') })
        .count(),
    ).toBe(0);
    await context.close();
  });
});
