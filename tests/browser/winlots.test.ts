import { describe, expect, it } from 'vitest';
import { LOT_STATUS } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import type { Page } from 'playwright-core';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { refuseWinLot } from '../../server/src/modules/winlot/winlot.commands';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { signIn, type TestUser } from '../support/session';
import { createWonLot } from '../support/winlot';

/**
 * The won lot's pages as a buyer meets them: the "you won" message leads to /profile/winlots, the
 * lot is paid there and shows in the winner payments; a refusal of a state lot warns of the bar
 * and ends the lot "price not confirmed"; the reserve winner accepts the offer and pays; a short
 * balance offers a top-up; a phone's width never scrolls sideways.
 */
const site = useServerAndBrowser();
const w = (language: string, key: string) => localeText(language, 'winlots', key);
const money = (tiyin: bigint) => formatTiyin(tiyin, { currency: true });

async function buyers(): Promise<[TestUser, TestUser]> {
  return [await signIn(site.server, { role: 'buyer' }), await signIn(site.server, { role: 'buyer' })];
}

async function open(user: TestUser, options: { width?: number; height?: number; locale?: string } = {}) {
  const opened = await openPageAs(site.browser, site.url, user, storedUser('Aziz'), options);
  if (options.locale?.startsWith('ru')) {
    await opened.context.addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
    await opened.page.addInitScript(() => window.localStorage.setItem('kimoshdi.lang', 'ru'));
  }
  return opened;
}

const card = (page: Page, lotId: number) => page.locator(`[data-testid="winlot"][data-lot-id="${lotId}"]`);

async function lotStatus(lotId: number): Promise<number> {
  const row = await site.server.deps.db
    .selectFrom('lots')
    .select('lot_status')
    .where('id', '=', lotId)
    .executeTakeFirstOrThrow();
  return row.lot_status;
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  await dialog.getByTestId('winlot-confirm').click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('won lots', () => {
  it('the message leads to the won lot; paid there, it shows paid and in the winner payments', async () => {
    const [reserve, winner] = await buyers();
    const lot = await createWonLot(site.server.deps.db, {
      users: [reserve.userId, winner.userId],
      bids: [
        [0, 110_000_000n],
        [1, 120_000_000n],
      ],
    });
    const { page, context, consoleErrors } = await open(winner);
    await page.goto('/profile/messages');
    const link = page.getByTestId('message-link').first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/profile/winlots');
    await link.click();
    await page.waitForURL('**/profile/winlots');

    const item = card(page, lot.lotId);
    await item.waitFor();
    expect(await item.getAttribute('data-state')).toBe('awaiting_payment');
    expect(await item.getByTestId('amount-left').textContent()).toBe(money(110_000_000n));
    await item.getByTestId('countdown').waitFor();
    expect(await item.textContent()).toContain(w('uz', 'page.states.awaiting_payment'));

    await item.getByRole('button', { name: w('uz', 'page.pay'), exact: true }).click();
    await confirm(page, w('uz', 'page.payTitle'));
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="winlot"][data-lot-id="${id}"]`)?.getAttribute('data-state') ===
        'paid',
      lot.lotId,
    );
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.PROTOCOL_ISSUED);

    await item.getByRole('link', { name: w('uz', 'page.history') }).click();
    await page.waitForURL('**/profile/winner-payments');
    const payment = page.locator(`[data-testid="winner-payment"][data-lot-id="${lot.lotId}"]`);
    await payment.waitFor();
    expect(await payment.getByTestId('payment-part').getAttribute('data-state')).toBe('paid');
    expect(await payment.getByTestId('paid-at').textContent()).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d$/);

    // The reserve winner's offer ended with the payment: their page shows the deposit returned.
    const other = await open(reserve);
    await other.page.goto('/profile/winlots');
    await card(other.page, lot.lotId).waitFor();
    expect(await card(other.page, lot.lotId).getAttribute('data-state')).toBe('released');
    await other.context.close();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('refusing a state lot warns of the deposit and the bar, and ends the lot "price not confirmed" (Russian)', async () => {
    const [winner, quiet] = await buyers();
    const lot = await createWonLot(site.server.deps.db, {
      users: [winner.userId, quiet.userId],
      bids: [[0, 105_000_000n]],
      orderType: 2,
      ownerType: 'state',
    });
    const { page, context } = await open(winner, { locale: 'ru-RU' });
    await page.goto('/profile/winlots');
    const item = card(page, lot.lotId);
    await item.waitFor();
    await item.getByRole('button', { name: w('ru', 'page.refuse'), exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: w('ru', 'page.refuseTitle') });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain(w('ru', 'page.refuseMessage').replace('{{deposit}}', money(lot.deposit)));
    expect(text).toContain(w('ru', 'page.refuseStateBar'));
    await confirm(page, w('ru', 'page.refuseTitle'));
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="winlot"][data-lot-id="${id}"]`)?.getAttribute('data-state') ===
        'refused',
      lot.lotId,
    );
    expect(await item.textContent()).toContain(w('ru', 'page.states.refused'));
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.PRICE_NOT_CONFIRMED);
    await context.close();
  });

  it('the reserve winner accepts the offer and pays; a short balance offers a top-up; nothing overflows at 375 px', async () => {
    const [reserve, winner] = await buyers();
    const lot = await createWonLot(site.server.deps.db, {
      users: [reserve.userId, winner.userId],
      bids: [
        [0, 110_000_000n],
        [1, 120_000_000n],
      ],
      funds: 50_000_000n,
    });
    await refuseWinLot(site.server.deps.db, { userId: winner.userId, lotId: lot.lotId });

    const { page, context } = await open(reserve, { width: 375, height: 800 });
    await page.goto('/profile/winlots');
    const item = card(page, lot.lotId);
    await item.waitFor();
    expect(await item.getAttribute('data-state')).toBe('offered');
    await item.getByRole('button', { name: w('uz', 'page.accept'), exact: true }).click();
    await confirm(page, w('uz', 'page.acceptTitle'));
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="winlot"][data-lot-id="${id}"]`)?.getAttribute('data-state') ===
        'awaiting_payment',
      lot.lotId,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // 1 000 000 so'm to charge, 400 000 on the balance: the shortfall and a top-up link.
    await item.getByRole('button', { name: w('uz', 'page.pay'), exact: true }).click();
    await confirm(page, w('uz', 'page.payTitle'));
    const alert = item.getByTestId('winlot-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      w('uz', 'page.shortfall').replace('{{amount}}', money(60_000_000n)),
    );
    expect(await item.getByTestId('top-up-link').getAttribute('href')).toBe('/profile/top-up?amount=600000');

    await topUp(site.server.deps.db, {
      userId: reserve.userId,
      amount: 60_000_000n,
      businessKey: `browser-winlots-${reserve.userId}`,
    });
    await item.getByRole('button', { name: w('uz', 'page.pay'), exact: true }).click();
    await confirm(page, w('uz', 'page.payTitle'));
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="winlot"][data-lot-id="${id}"]`)?.getAttribute('data-state') ===
        'paid',
      lot.lotId,
    );
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.PROTOCOL_ISSUED);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('says so when there is nothing won', async () => {
    const [nobody] = await buyers();
    const { page, context } = await open(nobody);
    await page.goto('/profile/winlots');
    await page.getByText(w('uz', 'page.empty')).waitFor();
    await page.goto('/profile/winner-payments');
    await page.getByText(w('uz', 'payments.empty')).waitFor();
    await context.close();
  });
});
