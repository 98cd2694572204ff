import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import { fillRegistrationForm, readCode } from '../support/identity';

/**
 * Sign-up after an address's first code (issue 24): the registration form carries the
 * proof-of-work challenge, the page solves it by itself ("checking your browser", then "passed")
 * and the person signs up as before, in Uzbek and in Russian.
 */
const site = useServerAndBrowser(() => ({
  // Counters of its own, so "the first code of this address" is this file's first sign-up.
  REDIS_PREFIX: `${inject('redisPrefix')}challenge-${randomBytes(3).toString('hex')}:`,
  ID_CHALLENGE_AFTER_CODES: '1',
  ALTCHA_MAX_NUMBER: '5000',
}));

/** Opens the register page in a fresh browser, fills the form and answers the page. */
async function signUp(language: 'uz' | 'ru') {
  const t = (key: string) => localeText(language, 'id', key);
  const { context, page, consoleErrors } = await openPage(site.browser, site.url);
  await page.goto(`/api/shop/auth/login?lang=${language}`);
  await page.waitForURL(/\/id\/interaction\/[^/]+$/);
  await page.getByRole('link', { name: t('link.register') }).click();
  await page.waitForURL(/\/id\/interaction\/[^/]+\/register$/);
  const phone = await fillRegistrationForm(page);
  return { context, page, consoleErrors, phone, t };
}

describe('the challenge on sign-up', () => {
  it('is not shown for the first code of an address', async () => {
    const { context, page, phone, t } = await signUp('uz');
    expect(await page.locator('[data-altcha-challenge]').count()).toBe(0);
    await page.getByRole('button', { name: t('action.register') }).click();
    await page.waitForURL(/\/confirm$/);
    expect(await page.locator('h1').textContent()).toBe(t('title.confirm'));
    expect(await readCode(site.server, phone)).toMatch(/^\d{6}$/);
    await context.close();
  });

  it.each(['uz', 'ru'] as const)(
    'after the first code, is shown and passes by itself (%s)',
    async (language) => {
      const { context, page, phone, t, consoleErrors } = await signUp(language);
      const challenge = page.locator('[data-altcha-challenge]');
      expect(await challenge.count()).toBe(1);
      // Solved in the background: the status says so in the page's language.
      await challenge.and(page.locator('[data-state="done"]')).waitFor();
      expect(await challenge.getByRole('status').textContent()).toBe(t('challenge.done'));
      await page.getByRole('button', { name: t('action.register') }).click();
      await page.waitForURL(/\/confirm$/);
      expect(await page.locator('h1').textContent()).toBe(t('title.confirm'));
      expect(await readCode(site.server, phone)).toMatch(/^\d{6}$/);
      // The page's own script raised nothing (resources of the shop's build are not this test's).
      expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
      await context.close();
    },
  );
});
