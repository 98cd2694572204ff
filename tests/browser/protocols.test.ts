import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { uniquePinfl } from '../support/identity';
import { decodeQr, pdfQr, pdfText } from '../support/pdf';
import { issueTestProtocol, type TestProtocol } from '../support/protocols';
import { signIn, type TestUser } from '../support/session';

/**
 * A protocol as its winner, a stranger with a phone and the operator meet it: the buyer's page
 * lists it with its QR code, the downloaded PDF's QR code opens the public check, which shows the
 * protocol at once; the operator cancels it with a reason and the same QR code then reads
 * "cancelled".
 */
const site = useServerAndBrowser();
const text = (namespace: string, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, value),
    localeText('uz', namespace, key),
  );

describe('results protocols in the browser', () => {
  let winner: TestUser;
  let operator: TestUser;
  let protocol: TestProtocol;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  let checkUrl: string;

  beforeAll(async () => {
    winner = await signIn(site.server, { role: 'buyer', fullName: 'Ulugbek Karimov' });
    operator = await signIn(site.server, { role: 'operator', fullName: 'Olim Operatorov' });
    protocol = await issueTestProtocol(site.server.deps.db, {
      winnerUserId: winner.userId,
      winner: {
        fullName: "Karimov Ulug'bek",
        pinfl: uniquePinfl(),
        address: "Chilonzor, Bunyodkor ko'chasi, 7",
      },
    });
    checkUrl = `${site.url}/check-protocol?number=${protocol.number}`;
    ({ context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      winner,
      storedUser('Ulugbek'),
    ));
  });
  afterAll(() => context.close());

  it("lists the buyer's protocol, reached from the cabinet menu, with its QR code on the page", async () => {
    await page.goto('/profile/messages');
    await page
      .getByRole('navigation', { name: text('cabinet', 'menu.label') })
      .getByRole('link', { name: text('cabinet', 'menu.qrCodeProtocols') })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/qr-code-protocols');
    const row = page.locator(`tr[data-number="${protocol.number}"]`);
    await expect
      .poll(() => row.getByTestId('protocol-status').textContent())
      .toBe(text('protocols', 'statuses.active'));
    const qr = row.getByTestId('protocol-qr');
    await qr.waitFor();
    // In the middle of the window: at its top the sticky navbar would cover it in the screenshot.
    await qr.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // The code is drawn once the page has made it: read it again until it is there.
    await expect.poll(async () => decodeQr(await qr.screenshot()), { timeout: 10_000 }).toBe(checkUrl);
  });

  it('downloads the PDF, whose QR code opens the check with the protocol shown at once', async () => {
    const row = page.locator(`tr[data-number="${protocol.number}"]`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId('protocol-pdf-uz').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${protocol.number}-uz.pdf`);
    const bytes = await readFile(await download.path());
    expect(pdfText(bytes)).toContain(protocol.number);
    const scanned = pdfQr(bytes);
    expect(scanned).toBe(checkUrl);

    // A stranger's phone: no session, the address from the QR code.
    const guest = await openPageAs(site.browser, site.url, null, storedUser('x'), {
      width: 375,
      height: 800,
    });
    try {
      await guest.page.goto(scanned ?? '');
      const result = guest.page.getByTestId('protocol-result');
      await expect.poll(() => result.textContent()).toContain(protocol.number);
      expect(await result.textContent()).toContain(text('catalogue', 'protocol.statuses.active'));
    } finally {
      await guest.context.close();
    }
  });

  it('lets the operator cancel it with a reason; the check then says cancelled', async () => {
    const desk = await openPageAs(site.browser, site.url, operator, storedUser('Olim'));
    try {
      await desk.page.goto('/profile/messages');
      await desk.page
        .getByRole('navigation', { name: text('cabinet', 'menu.label') })
        .getByRole('link', { name: text('cabinet', 'menu.operatorProtocols') })
        .click();
      await desk.page.waitForURL((url) => url.pathname === '/profile/operator/protocols');
      const row = desk.page.locator(`tr[data-number="${protocol.number}"]`);
      await row
        .getByRole('button', { name: text('protocols', 'operator.cancelLabel', { number: protocol.number }) })
        .click();
      const dialog = desk.page.getByRole('dialog', {
        name: text('protocols', 'operator.dialog.title', { number: protocol.number }),
      });
      // No reason: refused in the dialog, nothing sent.
      await dialog.getByRole('button', { name: text('protocols', 'operator.dialog.confirm') }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: text('protocols', 'operator.dialog.reasonRequired') })
        .waitFor();
      await dialog.getByLabel(text('protocols', 'operator.dialog.reason')).fill('Hujjatlar soxta');
      await dialog.getByRole('button', { name: text('protocols', 'operator.dialog.confirm') }).click();
      await expect
        .poll(() => row.getByTestId('protocol-status').textContent())
        .toBe(text('protocols', 'statuses.cancelled'));
      expect(await row.textContent()).toContain('Hujjatlar soxta');
    } finally {
      await desk.context.close();
    }

    await page.goto(checkUrl);
    await expect
      .poll(() => page.getByTestId('protocol-result').textContent())
      .toContain(text('catalogue', 'protocol.statuses.cancelled'));
    expect(consoleErrors).toEqual([]);
  });
});
