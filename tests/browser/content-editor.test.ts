import { describe, expect, it } from 'vitest';
import { localeText, openPage, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { signIn } from '../support/session';

/**
 * The operator's help-page editor on a phone (375 px): a new text with the server's preview,
 * published at once for a visitor, then the old text restored from the history. Uses the one
 * help page no other test reads, and leaves it as it found it.
 */
const site = useServerAndBrowser();
const uz = (key: string) => localeText('uz', 'content', key);
const SLUG = 'check-winner-protocol';

describe('the help-page editor', () => {
  it('publishes an edited help page that a visitor sees at once, and restores the old one', async () => {
    const operator = await signIn(site.server, { role: 'operator', fullName: 'Olim Operatorov' });
    const desk = await openPageAs(site.browser, site.url, operator, storedUser('Olim'), {
      width: 375,
      height: 800,
    });
    const { page } = desk;
    await page.goto(`/profile/operator/help-pages?slug=${SLUG}&lang=uz`);
    const title = page.getByLabel(uz('editor.title'));
    const original = localeText('uz', 'info', `pages.${SLUG}.title`);
    await expect.poll(() => title.inputValue()).toBe(original);

    await title.fill('Bayonnomani tekshirish: yangi tartib');
    await page
      .getByLabel(uz('editor.body'))
      .fill(
        "## Yangi bo'lim\n\nBu **muhim** matn.\n\n<script>window.hacked = 1</script>\n\n[Havola](javascript:alert(1))",
      );
    // The preview is the server's rendering: the emphasis is there, the script is not.
    await page.locator('.content-editor__preview strong', { hasText: 'muhim' }).waitFor();
    expect(await page.locator('.content-editor__preview script').count()).toBe(0);
    // Nothing on the editor widens a phone's page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: uz('editor.publish') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: uz('editor.published') })
      .waitFor();
    expect(await page.getByTestId('content-version').count()).toBe(2);

    const visitor = await openPage(site.browser, site.url);
    await visitor.page.goto(`/info/${SLUG}`);
    const heading = visitor.page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe('Bayonnomani tekshirish: yangi tartib');
    expect(await visitor.page.locator('.rich-text strong', { hasText: 'muhim' }).isVisible()).toBe(true);
    expect(await visitor.page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await visitor.page.locator('.rich-text a', { hasText: 'Havola' }).getAttribute('href')).toBeNull();
    // The footer's contacts come from the same store.
    await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'info@kimoshdi.uz' }).waitFor();

    await page
      .getByTestId('content-version')
      .nth(1)
      .getByRole('button', { name: uz('editor.restore') })
      .click();
    await page.getByRole('status').filter({ hasText: /#?\d+/ }).waitFor();
    await expect.poll(() => title.inputValue()).toBe(original);
    await visitor.page.reload();
    await expect.poll(() => heading.textContent()).toBe(original);

    expect(desk.consoleErrors).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();
    await desk.context.close();
  });
});

describe("the operator's news", () => {
  it('creates a news item, writes it in Russian and publishes it; a reader finds it in the news', async () => {
    const ru = (key: string) => localeText('ru', 'content', key);
    const slug = `novosti-${Date.now().toString(36)}`;
    const operator = await signIn(site.server, { role: 'operator', fullName: 'Olim Operatorov' });
    const desk = await openPageAs(site.browser, site.url, operator, storedUser('Olim'));
    const { page } = desk;
    await desk.context.addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
    await page.goto('/profile/operator/news');
    await page.getByLabel(ru('editor.newSlug')).fill(slug);
    await page.getByRole('button', { name: ru('editor.create') }).click();
    // The new item is listed and opened in the editor.
    await page.getByText(`/news/${slug}`).waitFor();
    // The interface is Russian, so the editor opens on Russian; the tab says so.
    await page.getByRole('tab', { name: 'Русский', exact: true, selected: true }).waitFor();
    await page.getByLabel(ru('editor.title')).fill('Новые правила торгов');
    await page.getByLabel(ru('editor.body')).fill('С **понедельника** шаг аукциона считается по новой БРВ.');
    await page.locator('.content-editor__preview strong', { hasText: 'понедельника' }).waitFor();
    await page.getByRole('button', { name: ru('editor.publish') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: ru('editor.published') })
      .waitFor();
    // The list says which languages the item has now.
    await page.getByText(ru('editor.languagesDone').replace('{{list}}', 'Русский')).waitFor();

    const reader = await openPage(site.browser, site.url, { width: 375, height: 800 });
    await reader.context.addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
    await reader.page.goto('/news');
    await reader.page.getByRole('link', { name: 'Новые правила торгов' }).click();
    await reader.page.waitForURL(`**/news/${slug}`);
    const heading = reader.page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe('Новые правила торгов');
    expect(await reader.page.locator('.rich-text strong', { hasText: 'понедельника' }).isVisible()).toBe(
      true,
    );

    expect(desk.consoleErrors).toEqual([]);
    expect(reader.consoleErrors).toEqual([]);
    await reader.context.close();
    await desk.context.close();
  });
});
