import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { png, tinyPdf } from '../support/files';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { completeOrderOverApi } from '../support/orders';
import { signIn, type TestUser } from '../support/session';

/**
 * The customer's orders as a person meets them: from the cabinet's customer menu to the six-step
 * form, a reload in the middle, the photos and a document, sending, then the list and the order's
 * pages; a phone's width and Russian too. ORDERS_SCREENSHOTS=<dir> keeps screenshots to look at.
 */
const site = useServerAndBrowser();
const o = (language: string, key: string) => localeText(language, 'orders', key);
const SHOTS = process.env.ORDERS_SCREENSHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function open(user: TestUser, options: { width?: number; locale?: 'uz' | 'ru' } = {}) {
  const opened = await openPageAs(site.browser, site.url, user, storedUser('Dilnoza'), {
    width: options.width ?? 1280,
    height: 900,
  });
  if (options.locale === 'ru') {
    await opened.context.addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
    await opened.page.addInitScript(() => window.localStorage.setItem('kimoshdi.lang', 'ru'));
  }
  return opened;
}

/** Nothing scrolls sideways; a failure names the elements that stick out. */
async function fitsWidth(page: Page, width: number) {
  const { scroll, outside } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    outside: Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      // Inside a scrolling or clipping box (the stepper's row) sticking out is how it scrolls.
      .filter((element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
      ),
  }));
  expect(scroll, `${page.url()} ${outside.join(' | ')}`).toBeLessThanOrEqual(width);
}

async function next(page: Page, step: string) {
  await page.getByTestId('order-step-next').click();
  await page.waitForURL(new RegExp(`step=${step}`));
}

describe('a customer makes an order', () => {
  it('through every step with a reload in the middle, sends it, and sees it under the check', async () => {
    const customer = await signIn(site.server, { role: 'customer' });
    const { page, consoleErrors } = await open(customer);
    // The form's own checks refuse a mistake before anything is sent (their chunk comes with the
    // form's first touch, not with the page).
    const orderCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname.startsWith('/api/shop/order/')) orderCalls.push(pathname);
    });

    // The cabinet's customer menu leads to the orders and to a new one.
    await page.goto('/profile');
    await page.getByRole('link', { name: localeText('uz', 'cabinet', 'menu.orders'), exact: true }).click();
    await page.waitForURL('**/profile/orders');
    await page.getByText(o('uz', 'list.empty')).waitFor();
    await page.getByTestId('nav-create-order').waitFor();
    await page.getByTestId('order-create-link').click();
    await page.waitForURL('**/order-create');

    // Step 1: Cyrillic is refused as it is typed, with the Latin notice.
    const step1 = page.getByTestId('order-step-property');
    await step1.waitFor();
    const name = step1.getByLabel(o('uz', 'fields.propertyName'));
    await name.pressSequentially('Дом');
    await page.getByText(o('uz', 'latinNotice')).first().waitFor();
    expect(await name.inputValue()).toBe('');
    await shot(page, 'uz-1280-step1-empty');
    // Sending it empty names what is missing.
    await page.getByTestId('order-step-next').click();
    await step1.getByText(o('uz', 'validation.TOO_SHORT')).waitFor();
    expect(orderCalls).toEqual([]);
    await name.fill('3 xonali kvartira, Chilonzor 9-kvartal');
    await step1.getByLabel(o('uz', 'fields.category'), { exact: true }).selectOption('1');
    await step1.getByLabel(o('uz', 'fields.categoryType')).selectOption('2');
    await step1.getByLabel(o('uz', 'fields.description')).fill("Ta'mirlangan, 4/9 qavat.");
    await next(page, 'terms');
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    expect(orderId).toBeGreaterThan(0);

    // Step 2: the money groups by three; a winner's term of 2 days is refused.
    const step2 = page.getByTestId('order-step-terms');
    await step2.waitFor();
    // The trade types come from the dictionary (their uz names).
    await step2.getByLabel('Auksion', { exact: true }).check();
    const price = step2.getByLabel(o('uz', 'fields.startPrice'));
    await price.pressSequentially('450000000');
    expect(await price.inputValue()).toBe('450 000 000');
    await step2.getByLabel(o('uz', 'options.stayModes.until_sold')).check();
    await step2.getByLabel(o('uz', 'fields.winnerPaymentDays')).fill('2');
    const partPayment = step2.getByRole('group', { name: o('uz', 'fields.partPayment') });
    await partPayment.getByLabel(o('uz', 'options.no')).check();
    await step2
      .getByRole('group', { name: o('uz', 'fields.orderType') })
      .getByRole('radio')
      .first()
      .check();
    await step2.getByLabel(o('uz', 'options.propertyTypes.ownership')).check();
    await page.getByTestId('order-step-next').click();
    await step2.getByText(o('uz', 'validation.WINNER_PAYMENT_DAYS_RANGE')).waitFor();
    expect(orderCalls).toEqual(['/api/shop/order/create-order']);
    await shot(page, 'uz-1280-step2-error');
    await step2.getByLabel(o('uz', 'fields.winnerPaymentDays')).fill('5');
    await next(page, 'address');

    // A reload in the middle: the address keeps the order and the step.
    await page.reload();
    const step3 = page.getByTestId('order-step-address');
    await step3.waitFor();
    await page
      .getByRole('heading', { name: o('uz', 'create.editTitle').replace('{{id}}', String(orderId)) })
      .waitFor();
    await step3.getByLabel(o('uz', 'fields.region')).selectOption('1726');
    await step3.getByLabel(o('uz', 'fields.area')).selectOption('1726294');
    await step3.getByLabel(o('uz', 'fields.street')).fill("Bunyodkor ko'chasi, 12-uy");
    // A click on the map picks the point (the tiles may not load; the map still takes the click).
    const picker = page.getByTestId('point-picker');
    const box = await picker.boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const coordinates = step3.getByRole('textbox', { name: o('uz', 'fields.coordinates') });
    await page.waitForFunction(
      (label) => {
        const input = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === label)
          ?.control as HTMLInputElement | undefined;
        return Boolean(input?.value);
      },
      o('uz', 'fields.coordinates'),
    );
    expect(await coordinates.inputValue()).toMatch(/^4\d\.\d{6}, 6\d\.\d{6}$/);
    await shot(page, 'uz-1280-step3');
    await next(page, 'files');

    // Step 4: three photos and a document, with the order files' own drop areas.
    const step4 = page.getByTestId('order-step-files');
    await step4.waitFor();
    const photos = await Promise.all(
      [0, 1, 2].map(async (i) => ({
        name: `uy-${i}.png`,
        mimeType: 'image/png',
        buffer: await png(640, 480),
      })),
    );
    await step4.getByTestId('order-images').locator('input[type="file"]').setInputFiles(photos);
    await step4.getByTestId('order-image').nth(2).waitFor();
    await step4
      .getByTestId('order-documents')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'guvohnoma.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await step4.getByTestId('order-document').first().waitFor();
    await shot(page, 'uz-1280-step4');
    await next(page, 'requisites');

    // Step 5: the bank names its MFO; the card number groups by four.
    const step5 = page.getByTestId('order-step-requisites');
    await step5.waitFor();
    await step5.getByLabel(o('uz', 'fields.bank'), { exact: true }).selectOption('00873');
    expect(await step5.getByLabel(o('uz', 'fields.mfo')).inputValue()).toBe('00873');
    await step5.getByLabel(o('uz', 'fields.bankAccount')).pressSequentially('20208000900100200300');
    await step5.getByLabel(o('uz', 'fields.cardType')).selectOption('uzcard');
    const card = step5.getByLabel(o('uz', 'fields.cardNumber'));
    await card.pressSequentially('8600123456789012');
    expect(await card.inputValue()).toBe('8600 1234 5678 9012');
    await next(page, 'review');

    // Step 6: everything filled in; the fee; sending asks first.
    const review = page.getByTestId('order-step-review');
    await review.getByText(o('uz', 'review.ready')).waitFor();
    expect(await review.textContent()).toContain('4 500 000 UZS');
    await shot(page, 'uz-1280-step6-review');
    await page.getByTestId('order-send').click();
    await page.getByTestId('order-send-confirm').click();
    await page.waitForURL(`**/profile/orders/order-info/${orderId}`);
    const underCheck = 'Moderator tekshiruvida';
    await page.getByTestId('order-status').filter({ hasText: underCheck }).first().waitFor();
    await shot(page, 'uz-1280-order-info');

    // The list shows it under the check; its pages open.
    await page.goto('/profile/orders');
    const listed = page.getByTestId('order-card').first();
    await listed.getByText(underCheck).waitFor();
    expect(await listed.textContent()).toContain('3 xonali kvartira');
    await shot(page, 'uz-1280-list');
    for (const [tab, check] of [
      ['property-info', "Bunyodkor ko'chasi, 12-uy"],
      ['requisites', '8600 12** **** 9012'],
      ['order-flows', o('uz', 'flows.sent')],
      ['lots', o('uz', 'pages.noLots')],
    ] as const) {
      await page.goto(`/profile/orders/${tab}/${orderId}`);
      await page.getByTestId(`order-tab-${tab}`).getByText(check).first().waitFor();
      await fitsWidth(page, 1280);
    }
    await page.goto(`/profile/orders/property-photos/${orderId}`);
    await page.getByTestId('order-image').nth(2).waitFor();
    await page.goto(`/profile/orders/property-documents/${orderId}`);
    await page.getByTestId('order-document').first().waitFor();
    // Sent: no more editing, deleting or sending is offered, taking it back is.
    const actions = page.getByTestId('order-actions');
    expect(await actions.getByText(o('uz', 'actions.edit')).count()).toBe(0);
    expect(await actions.getByText(o('uz', 'actions.delete')).count()).toBe(0);
    await actions.getByText(o('uz', 'actions.cancel')).waitFor();
    expect(consoleErrors.filter((error) => !/tile|Failed to load resource/i.test(error))).toEqual([]);
  });
});

describe('the order pages fit', () => {
  for (const [locale, width] of [
    ['ru', 375],
    ['uz', 375],
    ['ru', 1280],
  ] as const) {
    it(`${locale} at ${width} px: every step, the list and every page, nothing wider than the window`, async () => {
      const customer = await signIn(site.server, { role: 'customer' });
      const id = await completeOrderOverApi(site.url, customer.headers);
      const { page } = await open(customer, { width, locale });
      for (const step of ['property', 'terms', 'address', 'files', 'requisites', 'review']) {
        await page.goto(`/order-create?order=${id}&step=${step}`);
        await page.getByTestId(`order-step-${step}`).waitFor();
        if (step === 'review') await page.getByText(o(locale, 'review.ready')).waitFor();
        if (step === 'property') await page.getByText(o(locale, 'steps.property')).first().waitFor();
        await fitsWidth(page, width);
        await shot(page, `${locale}-${width}-step-${step}`);
      }
      await page.goto('/profile/orders');
      await page.getByTestId('order-card').first().waitFor();
      await fitsWidth(page, width);
      await shot(page, `${locale}-${width}-list`);
      for (const tab of ['order-info', 'property-info', 'requisites', 'order-flows']) {
        await page.goto(`/profile/orders/${tab}/${id}`);
        await page.getByTestId(`order-tab-${tab}`).waitFor();
        await page
          .getByText(o(locale, 'list.number').replace('{{id}}', String(id)))
          .first()
          .waitFor();
        await fitsWidth(page, width);
        await shot(page, `${locale}-${width}-${tab}`);
      }
      await page.goto(`/order-preview/${id}`);
      await page.getByTestId('order-print').waitFor();
      await fitsWidth(page, width);
      await shot(page, `${locale}-${width}-preview`);
    });
  }
});
