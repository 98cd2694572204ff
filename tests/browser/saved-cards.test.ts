import { describe, expect, it } from 'vitest';
import { standInPhone } from '../../server/src/modules/top-up';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { balancesOf } from '../support/ledger';
import { waitForMessage } from '../support/messages';
import { signIn } from '../support/session';

/**
 * Saved cards on a phone in Russian (issue 28): a Humo card added with the SMS code the local Payme
 * stand-in texted, a top-up from it credited at once, and the card picked in the refund form
 * instead of typing its number.
 */
const site = useServerAndBrowser();
const CARD = '9860 0801 0000 0001';
const text = (key: string) => localeText('ru', 'cards', key);

describe('saved cards', () => {
  it('binds a card with the SMS code, tops up from it and refunds to it', async () => {
    const user = await signIn(site.server, { fullName: 'Dilnoza Karimova' });
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Dilnoza Karimova'),
      { width: 375, height: 800 },
    );
    await context.addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
    await page.addInitScript(() => window.localStorage.setItem('kimoshdi.lang', 'ru'));
    await page.goto('/profile/top-up');

    const cards = page.getByTestId('saved-cards');
    await cards.getByText(text('empty')).waitFor();
    await cards.getByRole('button', { name: text('add.open') }).click();
    await cards.getByLabel(text('add.number')).fill('9860080100000001');
    expect(await cards.getByLabel(text('add.number')).inputValue()).toBe(CARD);
    await cards.getByLabel(text('add.expire')).fill('1230');
    expect(await cards.getByLabel(text('add.expire')).inputValue()).toBe('12/30');
    await cards.getByRole('button', { name: text('add.submit') }).click();

    const sms = await waitForMessage(site.server.deps.db, `+${standInPhone(CARD)}`, () => true);
    const code = /kodi (\d{6})/.exec(sms.body)![1]!;
    await cards.getByLabel(text('add.code')).fill(code);
    await cards.getByRole('button', { name: text('add.verify') }).click();

    const card = cards.getByTestId('saved-card');
    await expect.poll(() => card.textContent()).toContain('9860 08** **** 0001');
    expect(await card.textContent()).toContain('Humo');
    await card.getByLabel(text('topUp.amount')).fill('25000');
    await card.getByRole('button', { name: text('topUp.submit') }).click();
    await expect
      .poll(async () => (await balancesOf(site.server.deps.db, user.userId)).available)
      .toBe(2_500_000n);
    await expect.poll(() => page.getByTestId('navbar-balance').first().textContent()).toContain('25 000');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto('/profile/refunding');
    const picker = page.getByLabel(text('refund.card'));
    await expect.poll(() => picker.locator('option:checked').textContent()).toBe('Humo 9860 08** **** 0001');
    expect(await page.getByLabel(localeText('ru', 'cabinet', 'refunding.form.cardNumber')).count()).toBe(0);
    await page.getByLabel(localeText('ru', 'cabinet', 'refunding.form.bankName')).fill('Xalq banki');
    await page.getByLabel(localeText('ru', 'cabinet', 'refunding.form.amount')).fill('5000');
    await page.getByRole('button', { name: localeText('ru', 'cabinet', 'refunding.form.submit') }).click();
    await expect
      .poll(() =>
        site.server.deps.db
          .selectFrom('refunds')
          .select(['card_mask', 'card_type'])
          .where('user_id', '=', user.userId)
          .execute(),
      )
      .toEqual([{ card_mask: '9860 08** **** 0001', card_type: 'humo' }]);
    // Typing a number stays possible.
    await picker.selectOption({ label: text('refund.typed') });
    await page.getByLabel(localeText('ru', 'cabinet', 'refunding.form.cardNumber')).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
