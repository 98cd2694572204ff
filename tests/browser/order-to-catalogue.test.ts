import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOT_STATUS } from '@kimoshdi/shared';
import { bhmOn } from '@kimoshdi/shared/domain/money/bhm';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { orderLotNumber } from '../../server/src/modules/order/order-lot';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { createTestLot, createTestOrder } from '../support/catalogue';
import { png, tinyPdf } from '../support/files';
import { postJson } from '../support/http';
import { signIn, type TestUser } from '../support/session';

/**
 * The road from an order to the catalogue and back out of it: a customer makes an order
 * through the form with 3 photos and a PDF and sends it; the operator approves it; the lot is in
 * the catalogue with its photo; a buyer applies on the lot page; the customer withdraws the lot on
 * the order's lots tab; the buyer's deposit comes back. Then the penalty's debt on a phone: the
 * withdrawal's dialog names it, the orders list shows it, paying short offers a top-up, paying
 * clears it. WITHDRAWAL_SCREENSHOTS=<dir> keeps screenshots to look at.
 */
const site = useServerAndBrowser();
const text = (language: string, namespace: string, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, value),
    localeText(language, namespace, key),
  );
const o = (key: string) => localeText('uz', 'orders', key);
const SHOTS = process.env.WITHDRAWAL_SCREENSHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function open(user: TestUser, name: string, options: { width?: number; locale?: 'uz' | 'ru' } = {}) {
  const opened = await openPageAs(site.browser, site.url, user, storedUser(name), {
    width: options.width ?? 1280,
    height: 900,
  });
  if (options.locale === 'ru') {
    await opened.context.addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
    await opened.page.addInitScript(() => window.localStorage.setItem('kimoshdi.lang', 'ru'));
  }
  return opened;
}

async function fitsWidth(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, page.url()).toBeLessThanOrEqual(width);
}

async function next(page: Page, step: string) {
  await page.getByTestId('order-step-next').click();
  await page.waitForURL(new RegExp(`step=${step}`));
}

/** The form's six steps as a person fills them; answers the sent order's id. */
async function makeAndSendOrder(page: Page): Promise<number> {
  await page.goto('/order-create');
  const step1 = page.getByTestId('order-step-property');
  await step1.waitFor();
  await step1.getByLabel(o('fields.propertyName')).fill('Hovli uy, Olmazor tumani');
  await step1.getByLabel(o('fields.category'), { exact: true }).selectOption('1');
  await step1.getByLabel(o('fields.categoryType')).selectOption('2');
  await next(page, 'terms');
  const orderId = Number(new URL(page.url()).searchParams.get('order'));

  const step2 = page.getByTestId('order-step-terms');
  await step2.waitFor();
  await step2.getByLabel('Auksion', { exact: true }).check();
  await step2.getByLabel(o('fields.startPrice')).pressSequentially('2000000');
  await step2.getByLabel(o('options.stayModes.until_sold')).check();
  await step2.getByLabel(o('fields.winnerPaymentDays')).fill('5');
  await step2
    .getByRole('group', { name: o('fields.partPayment') })
    .getByLabel(o('options.no'))
    .check();
  await step2
    .getByRole('group', { name: o('fields.orderType') })
    .getByRole('radio')
    .first()
    .check();
  await step2.getByLabel(o('options.propertyTypes.ownership')).check();
  await next(page, 'address');

  const step3 = page.getByTestId('order-step-address');
  await step3.waitFor();
  await step3.getByLabel(o('fields.region')).selectOption('1726');
  await step3.getByLabel(o('fields.area')).selectOption('1726294');
  await step3.getByLabel(o('fields.street')).fill("Bunyodkor ko'chasi, 12-uy");
  await step3.getByRole('textbox', { name: o('fields.coordinates') }).fill('41.285600, 69.203500');
  await next(page, 'files');

  const step4 = page.getByTestId('order-step-files');
  await step4.waitFor();
  const photos = await Promise.all(
    [0, 1, 2].map(async (i) => ({ name: `uy-${i}.png`, mimeType: 'image/png', buffer: await png(640, 480) })),
  );
  await step4.getByTestId('order-images').locator('input[type="file"]').setInputFiles(photos);
  await step4.getByTestId('order-image').nth(2).waitFor();
  await step4
    .getByTestId('order-documents')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'guvohnoma.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await step4.getByTestId('order-document').first().waitFor();
  await next(page, 'requisites');

  const step5 = page.getByTestId('order-step-requisites');
  await step5.waitFor();
  await step5.getByLabel(o('fields.bank'), { exact: true }).selectOption('00873');
  await step5.getByLabel(o('fields.bankAccount')).pressSequentially('20208000900100200300');
  await step5.getByLabel(o('fields.cardType')).selectOption('uzcard');
  await step5.getByLabel(o('fields.cardNumber')).pressSequentially('8600123456789012');
  await next(page, 'review');

  await page.getByTestId('order-step-review').getByText(o('review.ready')).waitFor();
  await page.getByTestId('order-send').click();
  await page.getByTestId('order-send-confirm').click();
  await page.waitForURL(`**/profile/orders/order-info/${orderId}`);
  return orderId;
}

describe('from an order to the catalogue and out of it', () => {
  it('the customer’s lot reaches the catalogue, a buyer applies, the customer withdraws it and the deposit comes back', async () => {
    const { db } = site.server.deps;
    const customer = await signIn(site.server, { role: 'customer', phone: '+998997740740' });
    const operator = await signIn(site.server, { role: 'operator' });
    const buyer = await signIn(site.server, { role: 'buyer', fullName: 'Aziz Karimov' });
    // 2 000 000 so'm asked, 5 % deposit: 100 000 so'm.
    const deposit = 10_000_000n;
    await topUp(db, {
      userId: buyer.userId,
      amount: deposit * 3n,
      businessKey: `browser-wd-${buyer.userId}`,
    });

    const seller = await open(customer, 'Dilnoza');
    const orderId = await makeAndSendOrder(seller.page);

    const desk = await open(operator, 'Olim');
    await desk.page.goto(`/profile/operator/orders/${orderId}`);
    await desk.page.getByTestId('moderation-order').waitFor();
    const m = (key: string) => localeText('uz', 'moderation', key);
    await desk.page.getByRole('button', { name: m('decide.approve'), exact: true }).click();
    await desk.page.getByRole('button', { name: m('decide.confirm') }).click();
    await desk.page.getByText(m('decide.approved')).waitFor();
    await desk.context.close();

    // The catalogue shows the lot with the order's photo; the buyer applies on its page.
    const lotNumber = orderLotNumber(orderId);
    const visitor = await open(buyer, 'Aziz Karimov');
    await visitor.page.goto(`/lot-list?i=0&q=${lotNumber}`);
    const card = visitor.page.locator('.lot-card').first();
    await card.waitFor();
    const image = card.locator('img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await card.getByRole('link').first().click();
    await visitor.page.waitForURL(/\/lot-view\/\d+/);
    const c = (key: string, values: Record<string, string> = {}) => text('uz', 'cabinet', key, values);
    await visitor.page
      .getByRole('button', { name: c('applications.panel.apply', { amount: formatTiyin(deposit) }) })
      .click();
    const applyDialog = visitor.page.getByRole('alertdialog', { name: c('applications.panel.applyTitle') });
    await applyDialog.getByRole('button', { name: c('applications.panel.confirm'), exact: true }).click();
    await visitor.page.getByTestId('buyer-number').waitFor();
    const lotId = Number(visitor.page.url().match(/lot-view\/(\d+)/)?.[1]);

    // The customer withdraws it on the order's lots tab: free, the first withdrawal; one applicant.
    const w = (key: string, values: Record<string, string> = {}) => text('uz', 'withdrawal', key, values);
    await seller.page.goto(`/profile/orders/lots/${orderId}`);
    const lotCard = seller.page.getByTestId('order-lot');
    await lotCard.waitFor();
    await lotCard.getByTestId('withdraw-lot').click();
    const dialog = seller.page.getByRole('alertdialog', { name: w('withdraw.title', { lot: lotNumber }) });
    await dialog.waitFor();
    await dialog.getByText(w('withdraw.applicants', { count: '1' })).waitFor();
    await dialog.getByText(w('withdraw.free', { ordinal: '1' })).waitFor();
    await shot(seller.page, 'uz-1280-withdraw-dialog');
    await dialog.getByTestId('withdraw-confirm').click();
    await seller.page.getByText(w('withdraw.done', { lot: lotNumber })).waitFor();
    // The card reads withdrawn, the button is gone, the order's head says its one lot was
    // withdrawn (status 7, issue 24), not that a trade was held and finished.
    await lotCard.getByText('Savdodan olindi').first().waitFor();
    await expect.poll(() => lotCard.getByTestId('withdraw-lot').count()).toBe(0);
    await seller.page.getByTestId('order-status').filter({ hasText: 'Savdodan olindi' }).first().waitFor();
    await shot(seller.page, 'uz-1280-withdrawn');
    const row = await db
      .selectFrom('lots')
      .select('lot_status')
      .where('id', '=', lotId)
      .executeTakeFirstOrThrow();
    expect(row.lot_status).toBe(LOT_STATUS.WITHDRAWN);

    // The buyer's deposit is back: the application reads released, the whole balance available.
    await visitor.page.goto('/profile/applications');
    const application = visitor.page.locator(`tr[data-lot-id="${lotId}"]`);
    await application.getByText(c('applications.deposit.released')).waitFor();
    expect(await visitor.page.getByTestId('cabinet-balance').textContent()).toBe(formatTiyin(deposit * 3n));
    for (const errors of [seller.consoleErrors, visitor.consoleErrors]) {
      expect(errors.filter((error) => !/tile|Failed to load resource/i.test(error))).toEqual([]);
    }
    await seller.context.close();
    await visitor.context.close();
  });

  for (const [locale, width] of [
    ['ru', 375],
    ['uz', 375],
    ['ru', 1280],
  ] as const) {
    it(`${locale} at ${width} px: the 3rd withdrawal names its penalty as a debt; the orders list pays it`, async () => {
      const { db } = site.server.deps;
      const bhm = bhmOn(new Date()) * 100n;
      const customer = await signIn(site.server, { role: 'customer' });
      const lot = async () => {
        const orderId = await createTestOrder(db, { customerUserId: customer.userId, status: 3 });
        const now = Date.now();
        const made = await createTestLot(db, {
          orderId,
          lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS,
          startsAt: new Date(now + 86_400_000),
          endsAt: new Date(now + 90_000_000),
        });
        return { ...made, orderId };
      };
      for (let n = 0; n < 2; n += 1) {
        const made = await lot();
        const answer = await postJson(
          site.url,
          '/api/shop/order-action/withdraw-lot',
          { lot_id: made.id },
          customer.headers,
        );
        expect(answer.status).toBe(200);
      }
      const third = await lot();
      const w = (key: string, values: Record<string, string> = {}) => text(locale, 'withdrawal', key, values);
      const { page, context } = await open(customer, 'Dilnoza', { width, locale });
      await page.goto(`/profile/orders/lots/${third.orderId}`);
      await page.getByTestId('withdraw-lot').click();
      const dialog = page.getByRole('alertdialog', { name: w('withdraw.title', { lot: third.lotNumber }) });
      await dialog.waitFor();
      const penalty = dialog.getByTestId('withdraw-penalty');
      expect(await penalty.textContent()).toBe(
        w('withdraw.debt', {
          ordinal: '3',
          amount: formatTiyin(bhm, { currency: true }),
          multiple: '1',
          available: formatTiyin(0n, { currency: true }),
        }),
      );
      await fitsWidth(page, width);
      await shot(page, `${locale}-${width}-withdraw-debt-dialog`);
      await dialog.getByTestId('withdraw-confirm').click();
      await page
        .getByText(
          w('withdraw.doneDebt', { lot: third.lotNumber, amount: formatTiyin(bhm, { currency: true }) }),
        )
        .waitFor();

      // The orders list: the banner, paying short offers a top-up of the shortfall, then it pays.
      await page.goto('/profile/orders');
      const banner = page.getByTestId('debt-banner');
      await banner
        .getByText(w('debts.item', { lot: third.lotNumber, amount: formatTiyin(bhm, { currency: true }) }))
        .waitFor();
      await fitsWidth(page, width);
      await shot(page, `${locale}-${width}-debt-banner`);
      await banner.getByTestId('debt-pay').click();
      await page.getByRole('alertdialog', { name: w('debts.payTitle') }).waitFor();
      await shot(page, `${locale}-${width}-debt-pay-dialog`);
      await page.getByTestId('debt-pay-confirm').click();
      const topUpLink = banner.getByTestId('top-up-link');
      await topUpLink.waitFor();
      expect(await topUpLink.getAttribute('href')).toBe(`/profile/top-up?amount=${bhm / 100n}`);
      await fitsWidth(page, width);
      await shot(page, `${locale}-${width}-debt-short`);
      await topUp(db, {
        userId: customer.userId,
        amount: bhm,
        businessKey: `browser-debt-${customer.userId}`,
      });
      await banner.getByTestId('debt-pay').click();
      await page.getByTestId('debt-pay-confirm').click();
      await page.getByText(w('debts.paid')).waitFor();
      await banner.waitFor({ state: 'detached' });
      await context.close();
    });
  }
});
