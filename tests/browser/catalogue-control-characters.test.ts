import { describe, expect, it } from 'vitest';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';

/**
 * A control character in a shared or hand-edited address (issue 9, B3): the lot list said it could
 * not load and offered a retry that could never help (the server answered 500). It now says what
 * the server says of any refused filter, in the visitor's language.
 */
const site = useServerAndBrowser();

describe('a control character in the lot list address', () => {
  it('is explained as a wrong filter, not as a failure to retry', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/lot-list?i=4&q=uy%00');
    const alert = page.locator('.lot-list .form-alert p');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(localeText('uz', 'errors', 'VALIDATION'));
    expect(await alert.textContent()).not.toBe(localeText('uz', 'catalogue', 'list.loadFailed'));
    await context.close();
  });
});
