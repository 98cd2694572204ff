import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localeText, openPage, waitForLanguage, useServerAndBrowser } from '../support/browser';

/**
 * The shell as a visitor meets it (docs/product.md section 2): server clock, language picker, phone layout,
 * the mobile-app embedding, search, not-found and the footer, against the real server.
 */
const site = useServerAndBrowser();

const uz = (key: string) => localeText('uz', 'common', key);
const ru = (key: string) => localeText('ru', 'common', key);

/** `DD.MM.YYYY HH:mm:ss` read as Tashkent wall time (UTC+5, no DST) -> epoch ms. */
function parseTashkent(text: string): number {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a clock reading: ${JSON.stringify(text)}`);
  const [, dd, mm, yyyy, hh, mi, ss] = match.map(Number) as number[];
  return Date.UTC(yyyy!, mm! - 1, dd!, hh! - 5, mi!, ss!);
}

async function readClock(page: Page): Promise<string> {
  const clock = page.getByTestId('server-clock');
  await clock.waitFor({ state: 'visible' });
  return (await clock.textContent())?.trim() ?? '';
}

describe('navbar', () => {
  it('shows the server clock in Tashkent time, ticking every second', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto('/home');
    await expect.poll(() => page.getByText('GMT+5').first().isVisible()).toBe(true);

    const first = await readClock(page);
    await expect.poll(() => readClock(page), { timeout: 5_000 }).not.toBe(first);
    const later = await readClock(page);

    expect(Math.abs(parseTashkent(later) - Date.now())).toBeLessThanOrEqual(3_000);
    // The home page loaded without a failed request or a script error on the way.
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('switches to Russian with РУ and keeps the choice after a reload', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/home');
    await page.getByRole('link', { name: uz('nav.lotList') }).waitFor();

    await page.locator('button:visible', { hasText: 'РУ' }).first().click();
    await waitForLanguage(page, 'ru');
    await page.getByRole('link', { name: ru('nav.lotList') }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ru('home.intro.title'));

    await page.reload();
    await page.getByRole('link', { name: ru('nav.lotList') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ru('home.intro.title'));

    // And back to Uzbek with O'Z.
    await page.locator('button:visible', { hasText: "O'Z" }).first().click();
    await waitForLanguage(page, 'uz');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(uz('home.intro.title'));
    await context.close();
  });

  it('sends a search to the lot list search tab and empties the box', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/home');
    const box = page.getByRole('searchbox', { name: uz('search.label') });
    await box.fill('Chevrolet Cobalt');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/lot-list');
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('Chevrolet Cobalt');
    expect(url.searchParams.get('i')).toBe('0');
    // The box is hidden on the lot list itself.
    await expect.poll(() => page.getByRole('searchbox').count()).toBe(0);

    await page.goto('/contact');
    const again = page.getByRole('searchbox', { name: uz('search.label') });
    await again.fill('Toshkent');
    await page.getByRole('button', { name: uz('search.submit') }).click();
    await page.waitForURL((next) => next.pathname === '/lot-list');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Toshkent');
    await page.goBack();
    await page.waitForURL((next) => next.pathname === '/contact');
    expect(await page.getByRole('searchbox', { name: uz('search.label') }).inputValue()).toBe('');
    await context.close();
  });
});

describe('before the scripts run', () => {
  const logoPlace = (page: Page) =>
    page.evaluate(() => {
      const shown = (element: Element) => element.getClientRects().length > 0;
      const logo = Array.from(document.querySelectorAll('.logo')).find(shown)!.getBoundingClientRect();
      return { x: logo.x, y: logo.y };
    });

  it.each([375, 1280])(
    'at %i px paints the bar with the logo where the app puts its own, hidden once the app paints',
    async (width) => {
      // The scripts on their way (held, as a slow network holds them), not off: without scripts
      // the browser shows <noscript> above the bar.
      const { context: held, page: before } = await openPage(site.browser, site.url, {
        width,
        height: 800,
        serviceWorkers: 'block',
      });
      await before.route(/\/assets\/.*\.js$/, () => undefined);
      await before.goto('/lot-list', { waitUntil: 'commit' });
      const bar = before.locator('#boot-shell');
      await bar.waitFor();
      expect(await bar.locator('.logo').textContent()).toBe('Kimoshdi');
      // A picture of the bar for the eye, not for screen readers: the app's navbar is the real one.
      expect(await bar.getAttribute('aria-hidden')).toBe('true');
      // From the top of the page: the bar is the first thing on it.
      expect(await bar.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
      const painted = await logoPlace(before);
      await held.close();

      const { context, page } = await openPage(site.browser, site.url, { width, height: 800 });
      await page.goto('/lot-list');
      await page.getByRole('banner').waitFor();
      expect(await page.locator('#boot-shell').isVisible()).toBe(false);
      expect(await page.locator('.logo:visible').count()).toBe(1);
      const app = await logoPlace(page);
      expect(Math.abs(app.x - painted.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(app.y - painted.y)).toBeLessThanOrEqual(1);
      await context.close();
    },
  );

  it("shows the bar without scripts, under the browser's notice", async () => {
    const bare = await site.browser.newContext({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await bare.newPage();
    await page.goto(`${site.url}/lot-list`);
    expect(await page.locator('#boot-shell').isVisible()).toBe(true);
    await bare.close();
  });

  it('sends no bar to a page shown inside the mobile app', async () => {
    const html = await (await fetch(`${site.url}/lot-list?mobile=1`)).text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('boot-shell');
    expect(await (await fetch(`${site.url}/lot-list`)).text()).toContain('id="boot-shell"');
  });
});

describe('phone width (375 px)', () => {
  it('shows the bottom tab bar, and the hamburger opens the menu', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 375, height: 740 });
    await page.goto('/home');
    const tabBar = page.getByTestId('bottom-tab-bar');
    await tabBar.waitFor({ state: 'visible' });
    expect(await tabBar.getByRole('link', { name: uz('nav.categories') }).isVisible()).toBe(true);

    const lotList = page.getByRole('link', { name: uz('nav.lotList') });
    expect(await lotList.isVisible()).toBe(false);
    const hamburger = page.getByRole('button', { name: uz('nav.openMenu') });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    await hamburger.click();
    const close = page.getByRole('button', { name: uz('nav.closeMenu') });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await lotList.waitFor({ state: 'visible' });
    expect(
      await page
        .getByRole('link', { name: uz('nav.contact') })
        .first()
        .isVisible(),
    ).toBe(true);

    // Choosing an item closes the menu again.
    await page
      .getByRole('navigation', { name: uz('nav.mainMenu') })
      .getByRole('link', { name: uz('nav.contact') })
      .click();
    await page.waitForURL((url) => url.pathname === '/contact');
    expect(await page.getByRole('button', { name: uz('nav.openMenu') }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await context.close();
  });

  it('hides the tab bar on wide screens', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    await page.goto('/home');
    await page.getByRole('link', { name: uz('nav.lotList') }).waitFor();
    expect(await page.getByTestId('bottom-tab-bar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: uz('nav.openMenu') }).isVisible()).toBe(false);
    await context.close();
  });
});

describe('embedded in the mobile app (?mobile=1)', () => {
  it('hides navbar, bottom bar and footer but shows the page', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 375, height: 740 });
    await page.goto('/home?mobile=1');
    await page.getByRole('heading', { level: 1, name: uz('home.intro.title') }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByTestId('bottom-tab-bar').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await expect.poll(() => page.getByRole('searchbox').count()).toBe(0);
    await context.close();
  });
});

describe('routes', () => {
  it('redirects / to /home', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });

  it('shows the not-found page for an unknown route, with a way home', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/no-such-page/at-all');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(uz('notFound.title'));
    expect(await page.getByText(uz('notFound.text')).isVisible()).toBe(true);
    await page
      .getByRole('main')
      .getByRole('link', { name: uz('notFound.home') })
      .click();
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });

  it('asks a visitor without a stored user to sign in, on the cabinet page they opened', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/profile/messages');
    await page.getByRole('heading', { level: 1, name: uz('signInNeeded.title') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/messages');
    await context.close();
  });
});

describe('footer', () => {
  it('shows the payment providers as logos linking to them, and the copyright year', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    const logos = footer.getByRole('img');
    // The logos load lazily, as they do for a visitor who scrolls down to the footer.
    await logos.first().waitFor({ state: 'attached' });
    await footer.scrollIntoViewIfNeeded();
    await logos.first().waitFor({ state: 'visible' });
    const count = await logos.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const logo = logos.nth(i);
      expect(await logo.getAttribute('alt')).toMatch(/\S/);
      await logo.scrollIntoViewIfNeeded();
      // Each image really loaded (a broken path leaves naturalWidth at 0).
      await expect
        .poll(() =>
          logo.evaluate(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
          ),
        )
        .toBeGreaterThan(0);
      const href = await logo.evaluate((img) => img.closest('a')?.getAttribute('href'));
      expect(href).toMatch(/^https?:\/\//);
    }
    const year = new Date(Date.now() + 5 * 3_600_000).getUTCFullYear();
    expect(await footer.getByText(`© ${year} Kimoshdi`).isVisible()).toBe(true);
    expect(await footer.getByText(uz('footer.visitors.today')).isVisible()).toBe(true);
    await context.close();
  });

  it('leaves the page as it is when its code does not come, and comes once the browser is back online', async () => {
    // No service worker: the test's routes see every request the page makes.
    const { context, page } = await openPage(site.browser, site.url, { serviceWorkers: 'block' });
    const footerCode = /\/assets\/footer-[\w-]+\.(js|css)$/;
    await page.route(footerCode, (route) => route.abort('internetdisconnected'));
    await page.goto('/lot-list');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // The page, not the error screen; only the footer is missing.
    expect(
      await page.getByRole('button', { name: localeText('uz', 'common', 'routeError.reload') }).count(),
    ).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.unroute(footerCode);
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByRole('contentinfo').getByText(uz('footer.about')).waitFor({ state: 'attached' });
    await context.close();
  });
});
