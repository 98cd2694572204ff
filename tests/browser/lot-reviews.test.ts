import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LOT_STATUS } from '@kimoshdi/shared';
import { createTestLot, createTestOrder } from '../support/catalogue';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { signIn, type TestUser } from '../support/session';

/**
 * An operator's lot review in Chromium: the operator suspends an auction from its lot page with a
 * reason, the page says the trade is suspended, the desk "Lot reviews" lists it, and Resume puts
 * it back to accepting applications.
 */
const site = useServerAndBrowser();
const uz = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    localeText('uz', 'lot-reviews', key),
  );
const REASON = "Mulk bo'yicha shikoyat: hujjatlar tekshirilmoqda.";

describe('lot reviews', () => {
  let operator: TestUser;
  let context: BrowserContext;
  let page: Page;
  let lot: { id: number; lotNumber: string };

  beforeAll(async () => {
    const db = site.server.deps.db;
    const owner = await signIn(site.server, { role: 'customer' });
    const orderId = await createTestOrder(db, { customerUserId: owner.userId, status: 3 });
    const created = await createTestLot(db, {
      orderId,
      lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS,
      startsAt: new Date(Date.now() + 24 * 3_600_000),
      endsAt: new Date(Date.now() + 30 * 3_600_000),
    });
    const row = await db
      .selectFrom('lots')
      .select('lot_number')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    lot = { id: created.id, lotNumber: row.lot_number };
    operator = await signIn(site.server, { role: 'operator', fullName: 'Olim Operatorov' });
    ({ context, page } = await openPageAs(site.browser, site.url, operator, storedUser('Olim Operatorov')));
  });
  afterAll(() => context.close());

  const lotStatus = async () =>
    (
      await site.server.deps.db
        .selectFrom('lots')
        .select('lot_status')
        .where('id', '=', lot.id)
        .executeTakeFirstOrThrow()
    ).lot_status;

  it('the operator suspends the lot from its page, sees it on the desk and resumes it', async () => {
    await page.goto(`/lot-view/${lot.id}`);
    await page.getByTestId('suspend-lot').click();
    const dialog = page.getByRole('dialog', { name: uz('lotPage.suspendTitle', { lot: lot.lotNumber }) });
    await dialog.waitFor();
    await dialog.getByLabel(uz('lotPage.reason')).fill(REASON);
    await dialog.getByRole('button', { name: uz('lotPage.confirm') }).click();
    await page.getByTestId('lot-under-review').waitFor();
    expect(await page.getByTestId('lot-under-review').textContent()).toBe(
      localeText('uz', 'catalogue', 'lot.underReview'),
    );
    expect(await page.getByTestId('suspend-lot').count()).toBe(0);
    expect(await lotStatus()).toBe(LOT_STATUS.UNDER_MODERATION);

    await page.goto('/profile/messages');
    await page
      .getByRole('navigation', { name: localeText('uz', 'cabinet', 'menu.label') })
      .getByRole('link', { name: localeText('uz', 'cabinet', 'menu.operatorLotReviews') })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/operator/lot-reviews');
    const row = page.locator(`tr[data-lot="${lot.lotNumber}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-decision')).toBe('open');
    expect(await row.textContent()).toContain(REASON);

    await row.getByTestId('lot-review-resume').click();
    const resume = page.getByRole('dialog', { name: uz('desk.resumeTitle', { lot: lot.lotNumber }) });
    await resume.waitFor();
    await resume.getByRole('button', { name: uz('desk.confirmResume') }).click();
    await page.locator(`tr[data-lot="${lot.lotNumber}"][data-decision="resumed"]`).waitFor();
    expect(await lotStatus()).toBe(LOT_STATUS.ACCEPTING_APPLICATIONS);
  });
});
