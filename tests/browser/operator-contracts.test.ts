import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SERVICE_CONTRACT_NUMBER } from '@kimoshdi/shared/domain/service-contract/contract';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { isPdf, pdfText } from '../support/pdf';
import { signIn } from '../support/session';

/**
 * "Operator contracts" as a customer meets them: the page says the contract in force is not
 * signed, they sign it in test mode with a new key, the contract appears in force with its number,
 * and its PDF link gives the contract with that number; the public check its QR code opens shows
 * it to anyone, ids masked.
 */
const site = useServerAndBrowser();

const contracts = (key: string) => localeText('uz', 'contracts', key);
const consent = (key: string) => localeText('uz', 'consent', key);
const cabinet = (key: string) => localeText('uz', 'cabinet', key);
const PASSWORD = 'sinov-parol';

describe('operator contracts', () => {
  it('a customer signs the contract in force in test mode and downloads its PDF', async () => {
    const pinfl = `4${Array.from({ length: 13 }, () => randomInt(10)).join('')}`;
    const user = await signIn(site.server, { role: 'customer', fullName: 'Nodira Karimova', pinfl });
    const { context, page } = await openPageAs(site.browser, site.url, user, storedUser('Nodira Karimova'));
    await page.goto('/profile');
    await page
      .getByRole('link', { name: cabinet('menu.operatorContracts') })
      .first()
      .click();
    await page.waitForURL(/\/profile\/operator-contracts$/);
    await page.getByText(contracts('empty')).waitFor();

    await page.getByTestId('contract-sign-open').click();
    const dialog = page.getByRole('dialog', { name: contracts('dialog.title') });
    await dialog.waitFor();
    expect(await dialog.getByTestId('offer-text').textContent()).toMatch(/^ELEKTRON SAVDONI TASHKIL ETISH/);
    await dialog.getByRole('button', { name: consent('testKey.open') }).click();
    await dialog.getByLabel(consent('testKey.password')).fill(PASSWORD);
    await dialog.getByLabel(consent('testKey.repeat')).fill(PASSWORD);
    await dialog.getByRole('button', { name: consent('testKey.submit') }).click();
    // The file's first key also makes the test CA (two RSA keys): slow on a busy machine.
    await dialog.getByTestId('esign-key').waitFor({ timeout: 30_000 });
    await dialog.getByLabel(consent('keys.password'), { exact: true }).fill(PASSWORD);
    await dialog.getByTestId('consent-sign').click();
    await dialog.waitFor({ state: 'hidden' });

    const signed = await page.getByTestId('contract-signed').textContent();
    const number = /SC-\d{4}-\d+/.exec(signed ?? '')?.[0] ?? '';
    expect(number).toMatch(SERVICE_CONTRACT_NUMBER);
    const row = page.locator(`tr[data-number="${number}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('in_force');
    expect(await row.textContent()).toContain(contracts('statuses.in_force'));
    expect(await page.getByTestId('contract-sign-open').count()).toBe(0);

    const link = row.getByTestId('contract-pdf');
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/shop/service-contracts/pdf?number=${number}`);
    // The link as the browser follows it, with the person's session.
    const answer = await page.request.get(href ?? '');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(await answer.body());
    expect(isPdf(bytes)).toBe(true);
    expect(pdfText(bytes)).toContain(number);
    await context.close();

    // The PDF's QR code opens the public check: a guest on a phone sees the contract in force,
    // the customer's PINFL masked but its last four digits.
    const guest = await site.browser.newContext({ viewport: { width: 375, height: 740 } });
    const phone = await guest.newPage();
    await phone.goto(`${site.url}/check-contract?number=${number}`);
    const result = phone.getByTestId('contract-result');
    await result.waitFor();
    const shown = (await result.textContent()) ?? '';
    expect(shown).toContain(contracts('check.statuses.in_force'));
    expect(shown).toContain('Nodira Karimova');
    expect(shown).toContain(pinfl.slice(-4));
    expect(shown).not.toContain(pinfl);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await guest.close();
  });
});
