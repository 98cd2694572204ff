import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { tinyPdf } from '../support/files';
import { signIn, type TestUser } from '../support/session';

/**
 * Edit requests in Chromium: a person whose verified name is read-only follows "request a change"
 * from the personal-info page, sends a new surname with a reason and a document; the operator finds
 * it on the desk with old against new and approves it; the person's personal-info page then shows
 * the new name, and the request reads approved.
 */
const site = useServerAndBrowser();

const text = (namespace: string, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, value),
    localeText('uz', namespace, key),
  );
const er = (key: string, values?: Record<string, string>) => text('edit-requests', key, values);

describe('an edit request, asked and approved', () => {
  let person: TestUser;
  let operator: TestUser;
  const contexts: BrowserContext[] = [];
  let personPage: Page;
  let operatorPage: Page;
  const errors: string[][] = [];

  beforeAll(async () => {
    person = await signIn(site.server, { fullName: 'Dilnoza Karimova', pinfl: '41203950000017' });
    operator = await signIn(site.server, { role: 'operator', fullName: 'Olim Operatorov' });
    for (const [user, name] of [
      [person, 'Dilnoza Karimova'],
      [operator, 'Olim Operatorov'],
    ] as const) {
      const opened = await openPageAs(site.browser, site.url, user, storedUser(name));
      contexts.push(opened.context);
      errors.push(opened.consoleErrors);
      if (user === person) personPage = opened.page;
      else operatorPage = opened.page;
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('goes from the personal-info page to the form and sends the request with a document', async () => {
    const page = personPage;
    await page.goto('/profile/personal-info');
    await page
      .getByRole('link', { name: text('cabinet', 'personalInfo.requestChange') })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/edit-requests');
    const form = page.getByRole('form', { name: er('form.title') });
    const name = form.getByLabel(er('fields.full_name'));
    await expect.poll(() => name.inputValue()).toBe('Dilnoza Karimova');
    await name.fill('Dilnoza Rahimova');
    await form.getByTestId('changes-full_name').waitFor();
    await form.getByLabel(er('form.reason')).fill("Turmush qurganimdan so'ng familiyam o'zgardi.");
    await form
      .getByLabel(er('form.documents'))
      .setInputFiles({ name: 'guvohnoma.pdf', mimeType: 'application/pdf', buffer: tinyPdf('nikoh') });
    await form.getByRole('button', { name: er('form.submit') }).click();
    const card = page.getByTestId('edit-request').first();
    await expect
      .poll(() => card.getByTestId('edit-request-status').textContent())
      .toBe(er('statuses.pending'));
    expect(await card.textContent()).toContain('Dilnoza Rahimova');
    expect(await card.getByRole('link', { name: 'guvohnoma.pdf' }).count()).toBe(1);
    // One open request at a time: the form gives way to the notice.
    await page.getByText(er('form.openExists')).waitFor();
    expect(await page.getByRole('form', { name: er('form.title') }).count()).toBe(0);
  });

  it('is approved on the operator desk and the personal-info page shows the new name', async () => {
    const page = operatorPage;
    await page.goto('/profile/messages');
    await page
      .getByRole('navigation', { name: text('cabinet', 'menu.label') })
      .getByRole('link', { name: text('cabinet', 'menu.operatorEditRequests') })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/operator/edit-requests');
    const card = page.getByTestId('edit-request').filter({ hasText: 'Dilnoza Rahimova' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Dilnoza Karimova');
    await card.getByRole('button', { name: er('desk.approve') }).click();
    await page.getByText(er('desk.empty.pending')).waitFor();

    await personPage.goto('/profile/personal-info');
    await expect.poll(() => personPage.locator('.personal-info').textContent()).toContain('Dilnoza Rahimova');
    await personPage.goto('/profile/edit-requests');
    await expect
      .poll(() => personPage.getByTestId('edit-request-status').first().textContent())
      .toBe(er('statuses.approved'));
    for (const list of errors) expect(list).toEqual([]);
  });
});
