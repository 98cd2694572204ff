import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { LOT_STATUS, TRADE_TYPE } from '@kimoshdi/shared';
import type { Role } from '@kimoshdi/shared/domain/user/roles';
import type { Page } from 'playwright-core';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { addParticipant, createLiveAuction } from '../support/auction';
import { localeText, openGamePage, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { createTestLot } from '../support/catalogue';
import { readCode, uniquePhone } from '../support/identity';
import { completeOrderOverApi } from '../support/orders';
import { signIn } from '../support/session';

/**
 * The public-offer consent as a person meets it: a buyer who has not signed tries to apply, the
 * signing dialog opens with the offer before the deposit is asked about, they make a test key with
 * a password, mistype it ("wrong e-signature password"), sign, and the application goes on. A bid,
 * a purchase and an order refused for the signature are each carried out once it is given. Then the cabinet's e-signature keys page (1280 and
 * 375 px): the key, the signed offer to view, and the withdrawal.
 */
const site = useServerAndBrowser();

const consent = (key: string) => localeText('uz', 'consent', key);
const cabinet = (key: string) => localeText('uz', 'cabinet', key);
const DEPOSIT = 10_000_000n;
const PASSWORD = 'sinov-parol';

async function newcomer(name: string, role: Role = 'buyer') {
  const pinfl = `4${Array.from({ length: 13 }, () => randomInt(10)).join('')}`;
  const phone = uniquePhone();
  const user = await signIn(site.server, { fullName: name, consented: false, pinfl, role, phone });
  await topUp(site.server.deps.db, {
    userId: user.userId,
    amount: DEPOSIT * 3n,
    businessKey: `browser-consent-${user.userId}`,
  });
  return { user, pinfl, phone };
}

async function openLot(): Promise<number> {
  const now = Date.now();
  const lot = await createTestLot(site.server.deps.db, {
    lotStatus: 2,
    startPrice: 100_000_000n,
    depositPercent: 10,
    startsAt: new Date(now + 86_400_000),
    endsAt: new Date(now + 90_000_000),
  });
  return lot.id;
}

async function apply(page: Page) {
  await page
    .getByRole('button', {
      name: cabinet('applications.panel.apply').replace('{{amount}}', formatTiyin(DEPOSIT)),
    })
    .click();
  const confirm = page.getByRole('alertdialog', { name: cabinet('applications.panel.applyTitle') });
  await confirm.getByRole('button', { name: cabinet('applications.panel.confirm'), exact: true }).click();
}

/** Run in the page: the element has the focus, or something inside it has. */
const holdsFocus = (element: Element) => element.contains(element.ownerDocument.activeElement);

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Signs in the open dialog with a new test key, and closes it with "Continue". */
async function signWithNewKey(page: Page) {
  const dialog = page.getByRole('dialog', { name: consent('dialog.title') });
  await dialog.getByRole('button', { name: consent('testKey.open') }).click();
  await dialog.getByLabel(consent('testKey.password')).fill(PASSWORD);
  await dialog.getByLabel(consent('testKey.repeat')).fill(PASSWORD);
  await dialog.getByRole('button', { name: consent('testKey.submit') }).click();
  await dialog.getByTestId('esign-key').waitFor();
  await dialog.getByLabel(consent('keys.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByTestId('consent-sign').click();
  await dialog.getByTestId('consent-signed').waitFor();
  await dialog.getByRole('button', { name: consent('dialog.continue') }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The refusals shown to the person (403 before signing, 400 for a wrong password) and the map's tiles, unreachable offline. */
const unexpected = (consoleErrors: string[]) =>
  consoleErrors.filter(
    (line) => !/status of 40[03]|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(line),
  );

describe('signing the offer', () => {
  it('is asked before the deposit, signs in test mode with a new key, and the application follows', async () => {
    const { user, pinfl } = await newcomer('Dilnoza Yusupova');
    const lotId = await openLot();
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Dilnoza Yusupova'),
    );
    await page.goto(`/lot-view/${lotId}`);
    await page
      .getByRole('button', {
        name: cabinet('applications.panel.apply').replace('{{amount}}', formatTiyin(DEPOSIT)),
      })
      .click();

    // The signature first: the deposit is not confirmed before the person knows one is needed.
    const dialog = page.getByRole('dialog', { name: consent('dialog.title') });
    await dialog.waitFor();
    const deposit = page.getByRole('alertdialog', { name: cabinet('applications.panel.applyTitle') });
    expect(await deposit.count()).toBe(0);
    await dialog.getByText(consent('dialog.reason.never_signed')).waitFor();
    expect(await dialog.getByTestId('offer-text').textContent()).toMatch(/^OMMAVIY OFERTA VA XIZMAT/);
    await dialog.getByText(consent('keys.none')).waitFor();
    expect(await dialog.getByTestId('consent-sign').isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: consent('testKey.open') }).click();
    await dialog.getByLabel(consent('testKey.password')).fill(PASSWORD);
    await dialog.getByLabel(consent('testKey.repeat')).fill('boshqa-parol');
    await dialog.getByRole('button', { name: consent('testKey.submit') }).click();
    await dialog.getByText(consent('testKey.mismatch')).waitFor();
    await dialog.getByLabel(consent('testKey.repeat')).fill(PASSWORD);
    await dialog.getByRole('button', { name: consent('testKey.submit') }).click();
    const key = dialog.getByTestId('esign-key');
    // The file's first key also makes the test CA (two RSA keys): slow on a busy machine.
    await key.waitFor({ timeout: 30_000 });
    expect(await key.textContent()).toContain(consent('keys.pinfl').replace('{{value}}', pinfl));
    expect(await key.textContent()).toContain('DILNOZA YUSUPOVA');
    expect(await key.getByRole('radio').isChecked()).toBe(true);

    await dialog.getByLabel(consent('keys.password'), { exact: true }).fill('notogri-parol');
    await dialog.getByTestId('consent-sign').click();
    expect(await dialog.getByTestId('consent-error').textContent()).toBe("Elektron imzo paroli noto'g'ri.");

    await dialog.getByLabel(consent('keys.password'), { exact: true }).fill(PASSWORD);
    await dialog.getByTestId('consent-sign').click();
    expect(await dialog.getByTestId('consent-signed').textContent()).toBe(consent('dialog.signed'));
    await dialog.getByRole('button', { name: consent('dialog.continue') }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The application goes on where it stopped: the deposit's question, then the buyer number.
    await deposit.getByRole('button', { name: cabinet('applications.panel.confirm'), exact: true }).click();
    const number = page.getByTestId('buyer-number');
    await number.waitFor();
    expect(await number.textContent()).toBe(
      cabinet('applications.panel.buyerNumber').replace('{{number}}', '1'),
    );
    expect(await page.getByTestId('application-error').count()).toBe(0);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('a refusal after the deposit was confirmed (the standing unread) applies by itself once signed', async () => {
    const { user } = await newcomer('Bekzod Karimov');
    const lotId = await openLot();
    const { context, page } = await openPageAs(site.browser, site.url, user, storedUser('Bekzod Karimov'));
    // The standing is read when Apply is pressed; the refusal comes from applying itself.
    await page.route('**/api/shop/common/action/access', (route) => route.abort());
    await page.goto(`/lot-view/${lotId}`);
    await apply(page);
    await page.getByRole('dialog', { name: consent('dialog.title') }).waitFor();
    await page.getByTestId('application-error').waitFor();
    await signWithNewKey(page);
    await page.getByTestId('buyer-number').waitFor();
    expect(await page.getByTestId('application-error').count()).toBe(0);
    await context.close();
  });
});

describe('signing finishes the action that asked for it', () => {
  it('a bid: placed once the offer is signed, with no stale notice', async () => {
    const { user } = await newcomer('Aziz Olimov');
    const auction = await createLiveAuction(site.server, { bidders: 0 });
    // An application from before the consent was needed (as the demo's past duels are).
    await addParticipant(site.server, auction.lot.id, user.userId, 1);
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Aziz Olimov'),
    );
    await openGamePage(page, auction.lot.id, localeText('uz', 'auction', 'status.live'));
    await page.getByTestId('confirm-suggested').click();
    await page.getByRole('dialog', { name: consent('dialog.title') }).waitFor();
    await signWithNewKey(page);
    await page.getByText(localeText('uz', 'auction', 'offer.leading')).waitFor();
    expect(await page.getByTestId('suggested-error').count()).toBe(0);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('a purchase: the code is sent once the offer is signed, and the lot is bought', async () => {
    const { user, phone } = await newcomer('Malika Tosheva');
    const lot = await createTestLot(site.server.deps.db, {
      tradeType: TRADE_TYPE.FIXED_PRICE,
      lotStatus: LOT_STATUS.LIVE,
      startPrice: 15_000_000n,
      quantity: 3,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 3 * 86_400_000),
    });
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Malika Tosheva'),
    );
    await page.goto(`/lot-view/${lot.id}`);
    await page.getByTestId('buy').click();
    await page.getByRole('dialog', { name: consent('dialog.title') }).waitFor();
    await signWithNewKey(page);
    await page.getByTestId('code-sent-to').waitFor();
    await page.getByTestId('code-input').fill(await readCode(site.server, phone));
    await page.getByTestId('code-confirm').click();
    await page.getByTestId('code-dialog').waitFor({ state: 'hidden' });
    await page.getByText(/Xarid amalga oshirildi: 1 nusxa, kvitansiya UO\d{8}\./).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('an order: sent once the offer is signed, with no stale notice', async () => {
    const { user } = await newcomer('Jasur Nazarov', 'customer');
    const orderId = await completeOrderOverApi(site.url, user.headers);
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Jasur Nazarov'),
    );
    await page.goto(`/order-create?order=${orderId}&step=review`);
    await page.getByText(localeText('uz', 'orders', 'review.ready')).waitFor();
    await page.getByTestId('order-send').click();
    await page.getByTestId('order-send-confirm').click();
    await page.getByRole('dialog', { name: consent('dialog.title') }).waitFor();
    await signWithNewKey(page);
    await page.waitForURL((url) => url.pathname.startsWith('/profile/orders/order-info/'));
    await page.getByText(localeText('uz', 'orders', 'create.sent')).waitFor();
    const sent = await site.server.deps.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(sent.status).not.toBe(1);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('the e-signature keys page', () => {
  it.each([
    ['1280 px', 1280],
    ['375 px', 375],
  ])('at %s: the key, the signed offer to view, the withdrawal; it fits', async (_name, width) => {
    const { user } = await newcomer('Sardor Rahimov');
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Sardor Rahimov'),
      {
        width,
        height: 800,
      },
    );
    await page.goto('/profile');
    await page
      .getByRole('link', { name: cabinet('menu.eSignatureKeys') })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/e-signature-keys');
    await page.getByRole('heading', { level: 1, name: consent('title') }).waitFor();
    const status = page.getByTestId('consent-status');
    expect(await status.textContent()).toContain(consent('status.notConsented'));
    await page.getByText(consent('signatures.none')).waitFor();

    // Sign from the cabinet: the same dialog. Fetched on its first opening, it still takes the
    // focus and gives it back to the button on Escape; the second opening signs.
    const signButton = status.getByRole('button', { name: consent('status.sign') });
    await signButton.click();
    const dialog = page.getByRole('dialog', { name: consent('dialog.title') });
    await dialog.getByRole('button', { name: consent('testKey.open') }).waitFor();
    expect(await dialog.evaluate(holdsFocus)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await signButton.evaluate(holdsFocus)).toBe(true);
    await signButton.click();
    await dialog.getByRole('button', { name: consent('testKey.open') }).click();
    await dialog.getByLabel(consent('testKey.password')).fill(PASSWORD);
    await dialog.getByLabel(consent('testKey.repeat')).fill(PASSWORD);
    await dialog.getByRole('button', { name: consent('testKey.submit') }).click();
    await dialog.getByTestId('esign-key').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await dialog.getByLabel(consent('keys.password'), { exact: true }).fill(PASSWORD);
    await dialog.getByTestId('consent-sign').click();
    await dialog.getByRole('button', { name: consent('dialog.continue') }).click();

    await status.getByText(consent('status.consented')).waitFor();
    await page.locator('.esign-page').getByTestId('esign-key').waitFor();
    const document = page.getByTestId('signed-document');
    await document.locator('.esign-state').getByText(consent('signatures.state.current')).waitFor();
    expect(await document.textContent()).toContain('Kimoshdi TEST CA');
    expect(await noSideScroll(page)).toBe(true);

    await document.getByRole('button', { name: consent('signatures.view') }).click();
    const viewer = page.getByRole('dialog', { name: consent('document.title') });
    expect(await viewer.getByTestId('signed-document-text').textContent()).toMatch(/^OMMAVIY OFERTA/);
    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: consent('signatures.download') }).click();
    expect((await download).suggestedFilename()).toMatch(/^kimoshdi-offer-2024-07-\d+\.p7s$/);
    await viewer.getByRole('button', { name: consent('document.close') }).click();

    await status.getByRole('button', { name: consent('withdraw.button') }).click();
    const confirm = page.getByRole('alertdialog', { name: consent('withdraw.title') });
    await confirm.getByRole('button', { name: consent('withdraw.confirm') }).click();
    await status.getByText(consent('status.notConsented'), { exact: false }).waitFor();
    await document.locator('.esign-state').getByText(consent('signatures.state.withdrawn')).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
