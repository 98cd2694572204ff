import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import { uniquePhone, uniquePinfl, uniqueStir } from '../support/identity';
import { startSmsGatewayStandIn, type SmsGatewayStandIn } from '../support/sms-gateway-stand-in';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';

/**
 * Codes that really leave: a person registers on Kimoshdi ID and types the code that reached them,
 * by e-mail (a real SMTP server on loopback) or by SMS (the gateway stand-in), not the outbox.
 */
let smtp: TestSmtpServer;
let gateway: SmsGatewayStandIn;
beforeAll(async () => {
  smtp = await startSmtpServer();
  gateway = await startSmsGatewayStandIn();
});
afterAll(async () => {
  await smtp?.close();
  await gateway?.close();
});
const site = useServerAndBrowser(() => ({ ...smtp.env(), ...gateway.env() }));

const uz = (namespace: string, key: string) => localeText('uz', namespace, key);

async function register(page: Page, login: string, taxId: string, readCode: () => Promise<string>) {
  await page.goto('/home');
  await page
    .locator('.user-menu')
    .getByRole('link', { name: uz('common', 'user.login'), exact: true })
    .click();
  await page.waitForURL(/\/id\/interaction\//);
  await page.getByRole('link', { name: uz('id', 'link.register') }).click();
  await page.locator('#f-login').fill(login);
  await page.locator('#f-full_name').fill('Malika Yusupova Olimovna');
  await page.locator('#f-tax_id').fill(taxId);
  await page.locator('#f-password').fill('Parol12345');
  await page.locator('#f-password_repeat').fill('Parol12345');
  await page.getByRole('button', { name: uz('id', 'action.register') }).click();
  await page.waitForURL(/\/confirm$/);
  await page.locator('#f-code').fill(await readCode());
  await page.getByRole('button', { name: uz('id', 'action.confirm') }).click();
  // Back on the shop, signed in.
  await page.waitForURL(/\/home$/);
  await expect.poll(() => page.locator('.user-menu > button').textContent()).toContain('Malika');
}

describe('confirmation codes from a real mail server and SMS gateway', () => {
  it('registers with the code the e-mail brought', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const email = `malika.${Date.now()}@mail.uz`;
    await register(page, email, uniqueStir(), async () => {
      const mail = await smtp.waitFor(email);
      expect(mail.subject).toContain('Kimoshdi ID');
      return mail.code ?? '';
    });
    await context.close();
  });

  it('registers with the code the SMS brought', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const phone = uniquePhone();
    await register(page, phone, uniquePinfl(), async () => {
      const sms = await gateway.waitFor(phone);
      expect(sms.message).toContain('Kimoshdi ID');
      return sms.code ?? '';
    });
    await context.close();
  });
});
