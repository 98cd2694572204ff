import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { signIn } from '../support/session';
import { moveLot, tradedOrder } from '../support/traded-order';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import { addDays, tashkentDay } from '@kimoshdi/shared/domain/time/tashkent';

/**
 * A repeated auction as the customer meets it: the order's lots tab shows "Put up again" under a
 * lot that ended with no bids; the dialog offers the suggested price and states the bounds; the
 * new lot appears on the tab, and its page says whose repeat it is. On a 375 px phone the dialog
 * fits, a price below the floor and a notice day too far ahead are refused in the form, and a
 * notice put off three days writes the lot waiting for it.
 */
const site = useServerAndBrowser();
const r = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    localeText('uz', 'repeat', key),
  );

async function fitsWidth(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

/** An order on trade whose lot ended with no bids: the order has finished (6). */
async function orderWithUnsoldLot(phone: string) {
  const customer = await signIn(site.server, { role: 'customer', phone });
  const operator = await signIn(site.server, { role: 'operator' });
  const { orderId, lotId } = await tradedOrder(site.server, customer, operator);
  await moveLot(site.server, lotId, 16);
  const lot = await site.server.deps.db
    .selectFrom('lots')
    .select('lot_number')
    .where('id', '=', lotId)
    .executeTakeFirstOrThrow();
  return { customer, orderId, lotId, lotNumber: lot.lot_number };
}

describe('putting a lot up again', () => {
  it('the customer puts an unsold lot up again at the suggested price and sees the new lot', async () => {
    const { customer, orderId, lotNumber } = await orderWithUnsoldLot('+998997740750');
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      customer,
      storedUser('Sotuvchi'),
      { width: 1280, height: 900 },
    );
    await page.goto(`/profile/orders/lots/${orderId}`);
    await expect.poll(() => page.getByTestId('order-lot').count()).toBe(1);
    await page.getByRole('button', { name: r('action.button') }).click();
    const dialog = page.getByRole('dialog', { name: r('action.title') });
    await dialog.waitFor();
    // The suggested price is typed in, grouped by three; the bounds are stated.
    expect(await dialog.getByLabel(r('action.price')).inputValue()).toBe('405 000 000');
    expect(await dialog.textContent()).toContain(
      r('action.bounds', {
        min: '225 000 000 UZS',
        below: '450 000 000 UZS',
        suggested: '405 000 000 UZS',
      }),
    );
    await fitsWidth(page, 1280);
    await dialog.getByRole('button', { name: r('action.confirm') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: r('action.done') })
      .waitFor();

    // The list reloaded with the new lot, the old one no longer offered.
    await expect.poll(() => page.getByTestId('order-lot').count()).toBe(2);
    const cards = await page.getByTestId('order-lot').allTextContents();
    expect(cards.some((text) => text.includes(`${lotNumber}-1`))).toBe(true);
    expect(cards.some((text) => text.includes('405 000 000'))).toBe(true);
    expect(await page.getByRole('button', { name: r('action.button') }).count()).toBe(0);

    // The new lot's page says it repeats the old one, linking to it.
    await page.getByRole('link', { name: r('action.lotNumber', { number: `${lotNumber}-1` }) }).click();
    const repeatFact = page.getByTestId('repeat');
    await repeatFact.waitFor();
    expect(await repeatFact.textContent()).toContain(localeText('uz', 'catalogue', 'repeatFact.label'));
    expect(await repeatFact.textContent()).toContain(
      localeText('uz', 'catalogue', 'repeatFact.round').replace('{{round}}', '1'),
    );
    await repeatFact
      .getByRole('link', {
        name: localeText('uz', 'catalogue', 'repeatFact.previous').replace('{{number}}', lotNumber),
      })
      .click();
    await page.waitForURL((url) => /^\/lot-view\/\d+$/.test(url.pathname));
    await page.getByText(lotNumber, { exact: false }).first().waitFor();
    // The lot page's map asks for tiles from the internet, which a test machine may not reach.
    expect(
      consoleErrors.filter((error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(error)),
    ).toEqual([]);
    await context.close();
  });

  it('on a 375 px phone the dialog fits, and a price below the floor is refused in the form', async () => {
    const { customer, orderId } = await orderWithUnsoldLot('+998997740751');
    const { context, page } = await openPageAs(site.browser, site.url, customer, storedUser('Sotuvchi'), {
      width: 375,
      height: 740,
    });
    await page.goto(`/profile/orders/lots/${orderId}`);
    await page.getByRole('button', { name: r('action.button') }).click();
    const dialog = page.getByRole('dialog', { name: r('action.title') });
    await dialog.waitFor();
    await fitsWidth(page, 375);
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const field = dialog.getByLabel(r('action.price'));
    await field.fill('');
    await field.pressSequentially('100000000');
    expect(await field.inputValue()).toBe('100 000 000');
    await dialog.getByRole('button', { name: r('action.confirm') }).click();
    await dialog
      .getByText(
        r('validation.REPEAT_PRICE_OUT_OF_RANGE', { min: '225 000 000 UZS', below: '450 000 000 UZS' }),
      )
      .waitFor();
    const lots = await site.server.deps.db
      .selectFrom('lots')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(lots).toHaveLength(1);

    // The notice put off: a day past 30 days ahead is refused in the form, a day in three days
    // writes the lot waiting for it (15).
    await field.fill('');
    await field.pressSequentially('405000000');
    const today = tashkentDay(Date.now());
    const dayField = dialog.getByLabel(r('action.day'));
    expect(await dayField.inputValue()).toBe(formatDay(today));
    await dayField.fill(formatDay(addDays(today, 40)));
    await dialog.getByRole('button', { name: r('action.confirm') }).click();
    await dialog.getByText(r('action.dayOutOfRange', { max: formatDay(addDays(today, 30)) })).waitFor();
    const later = addDays(today, 3);
    await dayField.fill(formatDay(later));
    await dialog.getByRole('button', { name: r('action.confirm') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: r('action.doneLater', { day: formatDay(later) }) })
      .waitFor();
    const written = await site.server.deps.db
      .selectFrom('lots')
      .select(['lot_status', 'published_at'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(written.map((lot) => lot.lot_status)).toEqual([16, 15]);
    expect(tashkentDay(written[1]!.published_at)).toBe(later);
    await context.close();
  });
});
