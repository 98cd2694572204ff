import { describe, expect, it } from 'vitest';
import { localeText, openPage, waitForLanguage, useServerAndBrowser } from '../support/browser';

/**
 * Kimoshdi as an installable web app: the manifest and its icons as the server ships them, and
 * the /app-link page that explains installing, in Uzbek and in Russian.
 */
const site = useServerAndBrowser();

const uz = (key: string) => localeText('uz', 'app-link', key);
const ru = (key: string) => localeText('ru', 'app-link', key);

const STEP_KEYS = [
  'android.open',
  'android.menu',
  'android.install',
  'android.confirm',
  'ios.open',
  'ios.share',
  'ios.add',
  'ios.confirm',
  'desktop.open',
  'desktop.icon',
  'desktop.confirm',
];

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('web app manifest', () => {
  it('is linked from the page, served as JSON, and every icon it lists is served', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/home');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(manifest.name).toBe('Kimoshdi');
    expect(manifest.start_url).toBe('/home');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const sources = [...manifest.icons.map((icon) => icon.src), appleIcon!];
    for (const src of sources) {
      const icon = await page.request.get(src);
      expect(icon.status(), src).toBe(200);
      // A missing file would come back as the app's index.html with 200: check it is an image.
      expect(icon.headers()['content-type'], src).toMatch(/^image\/(svg\+xml|png)/);
    }
    await context.close();
  });

  it('makes the site installable for Chromium', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const cdp = await context.newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are off the record, where Chromium never installs; every other check
    // (manifest fields, an icon of at least 144 px for "any" purpose) still runs and reports.
    const errorIds = installabilityErrors.map((error) => error.errorId);
    expect(errorIds.filter((id) => id !== 'in-incognito')).toEqual([]);
    await context.close();
  });
});

describe('/app-link', () => {
  it('explains installing on Android, iPhone and a computer in Uzbek and in Russian', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto('/app-link');
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    expect(await title.textContent()).toBe(uz('appLink.title'));
    for (const key of ['android.title', 'ios.title', 'desktop.title']) {
      expect(await page.getByRole('heading', { level: 3, name: uz(`appLink.${key}`) }).isVisible()).toBe(
        true,
      );
    }
    const host = new URL(site.url).host;
    for (const key of STEP_KEYS) {
      const text = uz(`appLink.${key}`).replace('{{host}}', host);
      expect(await page.getByText(text, { exact: true }).isVisible(), key).toBe(true);
    }
    // No store badges or links: there is no native app.
    expect(await page.locator('a[href*="apps.apple.com"], a[href*="play.google.com"]').count()).toBe(0);

    await page.locator('button:visible', { hasText: 'РУ' }).first().click();
    await waitForLanguage(page, 'ru');
    await expect.poll(() => title.textContent()).toBe(ru('appLink.title'));
    for (const key of STEP_KEYS) {
      const text = ru(`appLink.${key}`).replace('{{host}}', host);
      expect(await page.getByText(text, { exact: true }).isVisible(), key).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the install button when the site.browser offers to install, and thanks after install', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/app-link');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const install = page.getByRole('button', { name: uz('appLink.installAction'), exact: true });

    // Stand-in for Chromium's beforeinstallprompt, which records the call to prompt().
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt'), {
        prompt: () => {
          (window as unknown as { prompted: boolean }).prompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
    await install.waitFor();
    expect(await page.getByText(uz('appLink.installReady')).isVisible()).toBe(true);
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    // An offer is good for one dialog: the button goes until the site.browser offers again.
    await install.waitFor({ state: 'detached' });

    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await page.getByText(uz('appLink.installed')).waitFor();
    expect(await install.count()).toBe(0);
    await context.close();
  });

  it('is linked from the home page', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/home');
    await page.getByRole('heading', { level: 2, name: uz('appLink.blockTitle') }).waitFor();
    await page.getByRole('link', { name: uz('appLink.blockAction') }).click();
    await page.waitForURL((url) => url.pathname === '/app-link');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(uz('appLink.title'));
    await context.close();
  });
});
