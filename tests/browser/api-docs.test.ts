import { describe, expect, it } from 'vitest';
import { openPage, useServerAndBrowser } from '../support/browser';

/**
 * The API's documentation page as a person opens it: Swagger UI from our own origin renders the
 * document under the site's Content-Security-Policy, with the overview (the Socket.IO events too)
 * and every group of calls, and a call opens with its answer.
 */
const site = useServerAndBrowser();

describe('/api/docs', () => {
  it('renders the document with its groups, calls and the socket events, and breaks no CSP rule', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Kimoshdi API/ }).waitFor();
    await expect(page.getByRole('heading', { name: 'Socket.IO events' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('auction:bid', { exact: true }).first().isVisible()).resolves.toBe(true);
    for (const tag of ['common', 'shop-lots', 'game-view', 'order', 'operator', 'payments']) {
      await expect(page.locator(`#operations-tag-${tag}`).isVisible()).resolves.toBe(true);
    }
    await page.locator('#operations-tag-common').click();
    await page.locator('#operations-common-getShopCommonDate').click();
    await page.getByText('time_zone').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
