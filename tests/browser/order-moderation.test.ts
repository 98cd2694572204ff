import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedConsent } from '../../server/src/modules/consent/seeded-consent';
import { orderLotNumber } from '../../server/src/modules/order/order-lot';
import { tinyPdf, uploadForm } from '../support/files';
import { postJson } from '../support/http';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { completeOrderOverApi, ORDER_STEP_INPUT } from '../support/orders';
import { signIn, type TestUser } from '../support/session';

/**
 * The moderation desk as the operator meets it: the menu item, the queue, one order with its
 * photos (a thumbnail enlarges) and documents, the approval with its confirmation; then the lot
 * in the catalogue with the order's photo. A return with a reason on a phone's width.
 */
const site = useServerAndBrowser();
const m = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    localeText('uz', 'moderation', key),
  );

/** An order sent by the customer (status 2) with 3 photos and a visible document. */
async function sentOrder(customer: TestUser): Promise<number> {
  const id = await completeOrderOverApi(site.url, customer.headers);
  const document = await fetch(`${site.url}/api/shop/file/documents/add`, {
    method: 'POST',
    headers: customer.headers,
    body: uploadForm({ order_id: id, visible: 'true' }, [{ name: 'guvohnoma.pdf', bytes: tinyPdf() }]),
  });
  expect(document.status).toBe(200);
  const sent = await postJson(
    site.url,
    '/api/shop/order-action/do-act',
    { order_id: id, action: 'send' },
    customer.headers,
  );
  expect(sent.status).toBe(200);
  return id;
}

async function fitsWidth(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

describe('the moderation desk', () => {
  it('the operator opens the queue and an order, enlarges a photo, approves it; the lot is in the catalogue with its photo', async () => {
    const customer = await signIn(site.server, { role: 'customer', phone: '+998997730730' });
    await seedConsent(site.server.deps.db, customer.userId);
    const operator = await signIn(site.server, { role: 'operator' });
    const orderId = await sentOrder(customer);
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      operator,
      storedUser('Olim'),
      { width: 1280, height: 900 },
    );

    await page.goto('/profile/messages');
    await page
      .getByRole('link', { name: localeText('uz', 'cabinet', 'menu.operatorOrders') })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/operator/orders');
    await page.getByRole('heading', { level: 1, name: m('queue.title') }).waitFor();
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(ORDER_STEP_INPUT.property.property_name);
    await fitsWidth(page, 1280);

    await row.getByRole('link', { name: m('queue.open') }).click();
    await page.waitForURL((url) => url.pathname === `/profile/operator/orders/${orderId}`);
    const order = page.getByTestId('moderation-order');
    await order.waitFor();
    // Everything the customer gave: the facts, photos, documents, requisites and history.
    expect(await order.textContent()).toContain("Bunyodkor ko'chasi, 12-uy");
    expect(await order.textContent()).toContain('20208000900100200300');
    await expect.poll(() => page.getByTestId('moderation-photos').locator('img').count()).toBe(3);
    const document = page.getByTestId('moderation-documents').getByRole('link', { name: 'guvohnoma.pdf' });
    expect(await document.getAttribute('href')).toMatch(/^\/files\/[0-9a-f-]+\/file$/);
    await page.getByTestId('moderation-history').waitFor();
    await fitsWidth(page, 1280);

    await page.getByTestId('moderation-photos').getByRole('button').first().click();
    const large = page.locator('dialog[open] .moderation-photos__large');
    await large.waitFor();
    expect(await large.getAttribute('src')).toMatch(/\/display$/);
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await large.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: m('decide.approve'), exact: true }).click();
    await page.getByRole('dialog', { name: m('decide.approveTitle') }).waitFor();
    await page.getByRole('button', { name: m('decide.confirm') }).click();
    await page.getByText(m('decide.approved')).waitFor();
    // Reloaded: on trade now, the decisions are gone.
    await expect
      .poll(() => page.getByRole('button', { name: m('decide.approve'), exact: true }).count())
      .toBe(0);

    // The lot in the catalogue, with the order's main photo on its card.
    const lotNumber = orderLotNumber(orderId);
    await page.goto(`/lot-list?i=0&q=${lotNumber}`);
    const card = page.locator('.lot-card').first();
    await card.waitFor();
    expect(await card.textContent()).toContain(ORDER_STEP_INPUT.property.property_name);
    const image = card.locator('img').first();
    // The card names the photo's widths (docs/decisions.md "Photos that sell"), the JPEG fallback's in src.
    expect(await image.getAttribute('src')).toMatch(/^\/files\/[0-9a-f-]+\/w640-jpeg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/w\d+-(avif|webp|jpeg)$/,
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('returns an order with a reason on a 375 px phone, nothing wider than the screen', async () => {
    const customer = await signIn(site.server, { role: 'customer', phone: '+998997730731' });
    await seedConsent(site.server.deps.db, customer.userId);
    const operator = await signIn(site.server, { role: 'operator' });
    const orderId = await sentOrder(customer);
    const { context, page } = await openPageAs(site.browser, site.url, operator, storedUser('Olim'), {
      width: 375,
      height: 740,
    });
    await page.goto('/profile/operator/orders');
    await page.locator(`tr[data-order-id="${orderId}"]`).waitFor();
    await fitsWidth(page, 375);
    await page.goto(`/profile/operator/orders/${orderId}`);
    await page.getByTestId('moderation-order').waitFor();
    await fitsWidth(page, 375);

    await page.getByRole('button', { name: m('decide.return'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m('decide.returnTitle') });
    await dialog.waitFor();
    // No reason: refused in the form, nothing sent.
    await dialog.getByRole('button', { name: m('decide.return') }).click();
    await dialog.getByText(m('decide.reasonRequired')).waitFor();
    await dialog.getByLabel(m('decide.reason')).fill('Rasmlar xira, qaytadan yuklang');
    await dialog.getByRole('button', { name: m('decide.return') }).click();
    await page.getByText(m('decide.returned')).waitFor();
    const row = await site.server.deps.db
      .selectFrom('orders')
      .select(['status', 'return_reason'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 1, return_reason: 'Rasmlar xira, qaytadan yuklang' });
    await context.close();
  });
});
