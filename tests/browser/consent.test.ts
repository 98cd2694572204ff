import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import type { Page } from 'playwright-core';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { createTestLot } from '../support/catalogue';
import { signIn } from '../support/session';

/**
 * The public-offer consent as a person meets it: a buyer who has not signed tries to apply, the
 * signing dialog opens with the offer, they make a test key with a password, mistype it ("wrong
 * e-signature password"), sign, and apply. Then the cabinet's e-signature keys page (1280 and
 * 375 px): the key, the signed offer to view, and the withdrawal.
 */
const site = useServerAndBrowser();

const consent = (key: string) => localeText('uz', 'consent', key);
const cabinet = (key: string) => localeText('uz', 'cabinet', key);
const DEPOSIT = 10_000_000n;
const PASSWORD = 'sinov-parol';

async function newcomer(name: string) {
  const pinfl = `4${Array.from({ length: 13 }, () => randomInt(10)).join('')}`;
  const user = await signIn(site.server, { fullName: name, consented: false, pinfl });
  await topUp(site.server.deps.db, {
    userId: user.userId,
    amount: DEPOSIT * 3n,
    businessKey: `browser-consent-${user.userId}`,
  });
  return { user, pinfl };
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

describe('signing the offer', () => {
  it('opens on applying, signs in test mode with a new key, and the application goes through', async () => {
    const { user, pinfl } = await newcomer('Dilnoza Yusupova');
    const lotId = await openLot();
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      user,
      storedUser('Dilnoza Yusupova'),
    );
    await page.goto(`/lot-view/${lotId}`);
    await apply(page);

    const dialog = page.getByRole('dialog', { name: consent('dialog.title') });
    await dialog.waitFor();
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
    await key.waitFor();
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

    await apply(page);
    const number = page.getByTestId('buyer-number');
    await number.waitFor();
    expect(await number.textContent()).toBe(
      cabinet('applications.panel.buyerNumber').replace('{{number}}', '1'),
    );
    // The refusals shown to the person (403 before signing, 400 for the wrong password) and the
    // map's tiles, unreachable offline, are the only failed loads.
    expect(
      consoleErrors.filter(
        (line) => !/status of 40[03]|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(line),
      ),
    ).toEqual([]);
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
