import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { localeText, openPage, openPageAs, useServerAndBrowser } from '../support/browser';
import { readCode, uniquePhone } from '../support/identity';
import { signIn } from '../support/session';

/**
 * The proof-of-work challenge beyond sign-up (issue 24): a person who writes a second contact
 * message, or asks for a second contact code in the profile, meets 428 CHALLENGE_REQUIRED; the page
 * fetches a challenge, solves it and sends again by itself, the person doing nothing.
 */
const site = useServerAndBrowser(() => ({
  // Counters of its own, so the file's first message and first code are the free ones.
  REDIS_PREFIX: `${inject('redisPrefix')}contact-challenge-${randomBytes(3).toString('hex')}:`,
  CONTACT_CHALLENGE_AFTER: '1',
  ALTCHA_MAX_NUMBER: '5000',
}));

/** Counts the page's challenge fetches (GET api/shop/captcha). */
function countCaptchas(page: Page): () => number {
  let fetched = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shop/captcha') fetched += 1;
  });
  return () => fetched;
}

const stored = async (text: string) =>
  (
    await site.server.deps.db
      .selectFrom('contact_messages')
      .select('id')
      .where('message', '=', text)
      .execute()
  ).length;

describe('the contact form', () => {
  it.each(['uz', 'ru'] as const)(
    'sends a second message, the challenge solved by the page itself (%s)',
    async (language) => {
      const t = (key: string) => localeText(language, 'common', key);
      const { context, page, consoleErrors } = await openPage(site.browser, site.url);
      await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
      const captchas = countCaptchas(page);
      await page.goto('/contact');

      const texts = [`Birinchi savol ${randomUUID()}`, `Ikkinchi savol ${randomUUID()}`];
      for (const text of texts) {
        await page.getByLabel(t('contact.form.name')).fill('Aziz Karimov');
        await page.getByLabel(t('contact.form.email')).fill('aziz@example.uz');
        await page.getByLabel(t('contact.form.message')).fill(text);
        await page.getByRole('button', { name: t('contact.form.send') }).click();
        await page.getByRole('heading', { name: t('contact.form.sentTitle') }).waitFor();
        expect(await stored(text)).toBe(1);
        await page.getByRole('button', { name: t('contact.form.another') }).click();
      }
      // At least the second message met the challenge and the page solved it.
      expect(captchas()).toBeGreaterThanOrEqual(1);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(consoleErrors.filter((text) => !/status of 428/.test(text))).toEqual([]);
      await context.close();
    },
  );
});

describe("the profile's contact code", () => {
  it('sends a second code, the challenge solved by the page itself', async () => {
    const uz = (key: string) => localeText('uz', 'cabinet', key);
    const user = await signIn(site.server, { phone: uniquePhone() });
    await site.server.deps.db
      .updateTable('users')
      .set({ email: null })
      .where('id', '=', user.userId)
      .execute();
    const { context, page } = await openPageAs(site.browser, site.url, user, {
      name: 'Sardor Umarov',
      user_name: 'sardor',
      percentage: 80,
    });
    const captchas = countCaptchas(page);
    await page.goto('/profile/personal-info');
    const emailForm = page.getByRole('form', { name: uz('personalInfo.forms.email.title') });
    const codeField = emailForm.getByLabel(uz('personalInfo.forms.contact.code'));

    // A first code to one address, then the person corrects it: the second code needs the challenge.
    const mistyped = `sardor-${randomUUID().slice(0, 8)}@example.uz`;
    const email = `sardor-${randomUUID().slice(0, 8)}@example.uz`;
    for (const contact of [mistyped, email]) {
      await emailForm.getByLabel(uz('personalInfo.email')).fill(contact);
      await emailForm.getByRole('button', { name: uz('personalInfo.forms.contact.send') }).click();
      await codeField.waitFor();
      expect(await readCode(site.server, contact)).toMatch(/^\d{6}$/);
    }
    expect(captchas()).toBe(1);

    await codeField.fill(await readCode(site.server, email));
    await emailForm.getByRole('button', { name: uz('personalInfo.forms.contact.confirm') }).click();
    await expect.poll(() => page.locator('.personal-info').textContent()).toContain(email);
    await context.close();
  });
});
