import { describe, expect, it } from 'vitest';
import { localeText, openPage, waitForLanguage, useServerAndBrowser } from '../support/browser';

/** The content pages built with the shell: help pages and the contact form. */
const site = useServerAndBrowser();

const uz = (key: string) => localeText('uz', 'common', key);

describe('help pages', () => {
  it('renders a help page with its title in Uzbek and in Russian', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/info/bid-lot');
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    expect(await title.textContent()).toBe(localeText('uz', 'info', 'pages.bid-lot.title'));
    expect(await page.getByText(localeText('uz', 'info', 'pages.bid-lot.lead')).isVisible()).toBe(true);

    await page.locator('button:visible', { hasText: 'РУ' }).first().click();
    await waitForLanguage(page, 'ru');
    await expect.poll(() => title.textContent()).toBe(localeText('ru', 'info', 'pages.bid-lot.title'));
    await context.close();
  });

  it('shows not-found for a help page that does not exist', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/info/no-such-help');
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    expect(await title.textContent()).toBe(uz('notFound.title'));
    await context.close();
  });

  it('opens help pages from the navbar menu', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: uz('nav.mainMenu') });
    await menu.getByRole('button', { name: uz('nav.help') }).click();
    await menu.getByRole('link', { name: uz('help.menu.buy-one-click') }).click();
    await page.waitForURL((url) => url.pathname === '/info/buy-one-click');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(localeText('uz', 'info', 'pages.buy-one-click.title'));
    await context.close();
  });
});

describe('contact page', () => {
  it('explains mistakes before sending, then sends and confirms', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/contact');
    const send = page.getByRole('button', { name: uz('contact.form.send') });
    await send.click();
    // The check comes after the page (it brings zod): its first answer may take a moment.
    await page.getByText(uz('contact.errors.name')).waitFor();
    expect(await page.getByText(uz('contact.errors.phoneOrEmail')).isVisible()).toBe(true);
    expect(await page.getByText(uz('contact.errors.message')).isVisible()).toBe(true);
    expect(await page.getByLabel(uz('contact.form.name')).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel(uz('contact.form.name')).fill('Aziz Karimov');
    // Fixed fields stop complaining as soon as they are right.
    await expect.poll(() => page.getByText(uz('contact.errors.name')).count()).toBe(0);
    await page.getByLabel(uz('contact.form.email')).fill('aziz@example.uz');
    await page.getByLabel(uz('contact.form.message')).fill('Lotga ariza berish tartibi haqida savolim bor.');
    await send.click();

    const done = page.getByRole('heading', { name: uz('contact.form.sentTitle') });
    await done.waitFor();
    expect(await page.getByRole('status').filter({ hasText: /№\d+/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the support e-mail, phone and opening hours', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/contact');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'info@kimoshdi.uz' }).waitFor();
    expect(await main.getByRole('link', { name: '+998 71 200 00 00' }).isVisible()).toBe(true);
    expect(await main.getByText(uz('contact.hoursValue')).isVisible()).toBe(true);
    await context.close();
  });
});
