import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { formatTiyin, type LotGameInfo } from '@kimoshdi/shared';
import { bidOverHttp, createLiveAuction, type LiveAuction } from '../support/auction';
import { localeText, openPage, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { call } from '../support/http';
import { signIn, type TestUser } from '../support/session';

/**
 * The operator's board of live auctions in Chromium against the real server: the lot's row with
 * its price, a bid and a bidder arriving while the board is open (no reload), and a technical
 * interruption paused with a reason from the dialog and resumed.
 */
const site = useServerAndBrowser();

const uz = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    localeText('uz', 'auction', key),
  );
const sums = (amount: number) => formatTiyin(BigInt(amount) * 100n);

/** A browser context with the user's session and the stored-user cookie the navbar reads. */
const openAs = (user: TestUser, name: string) => openPageAs(site.browser, site.url, user, storedUser(name));

describe("the operator's live board", () => {
  let auction: LiveAuction;
  let operator: TestUser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  const row = () => page.locator(`tr[data-lot-id="${auction.lot.id}"]`);
  const cell = (column: string) => row().locator(`td[data-label="${uz(`operator.columns.${column}`)}"]`);
  const lotStatus = async () =>
    (
      await call<LotGameInfo>(site.url, `/api/shop/game-view/lot-game-info?lot_id=${auction.lot.id}`, {
        headers: operator.headers,
      })
    ).body.state.status;

  beforeAll(async () => {
    // Start price 10 000 000 so'm; the first one-click bid is 10 500 000.
    auction = await createLiveAuction(site.server, { bidders: 1 });
    operator = await signIn(site.server, { role: 'operator', fullName: 'Olim Operatorov' });
    ({ context, page, consoleErrors } = await openAs(operator, 'Olim Operatorov'));
  });
  afterAll(() => context.close());

  it('is in the operator menu and lists the live lot with its price and status', async () => {
    await page.goto('/profile/messages');
    await page
      .getByRole('navigation', { name: localeText('uz', 'cabinet', 'menu.label') })
      .getByRole('link', { name: localeText('uz', 'cabinet', 'menu.operatorLiveAuctions') })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/operator/live-auctions');
    await page.getByRole('heading', { level: 1, name: uz('operator.title') }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: uz('operator.sourceLive') })
      .waitFor();

    await row().waitFor();
    expect(await cell('lot').textContent()).toContain(uz('lotNumber', { number: auction.lot.lotNumber }));
    expect(await cell('price').textContent()).toBe(sums(10_000_000));
    expect(await cell('bidsLastMinute').textContent()).toBe('0');
    // Participants are the standing applications; viewers the people watching now.
    expect(await cell('participants').textContent()).toBe('1');
    expect(await cell('viewers').textContent()).toBe('0');
    expect(await cell('status').textContent()).toBe(uz('status.live'));
    // About an hour left, counting down.
    const left = (await cell('timeLeft').textContent()) ?? '';
    expect(left).toMatch(/^0:59:\d{2}$/);
    await page.waitForFunction(
      ([selector, before]) => document.querySelector(selector!)?.textContent !== before,
      [`tr[data-lot-id="${auction.lot.id}"] td[data-label="${uz('operator.columns.timeLeft')}"]`, left],
    );
  });

  it('updates live: a viewer comes and goes, a bid moves the price, without a reload', async () => {
    const guest = await openPage(site.browser, site.url);
    try {
      await guest.page.goto(`/game-view/${auction.lot.id}`);
      await guest.page.getByTestId('game-guest').waitFor();
      await cell('viewers').filter({ hasText: /^1$/ }).waitFor();

      await bidOverHttp(site.url, auction.bidders[0]!, auction.lot.id, 10_500_000);
      await cell('price')
        .filter({ hasText: sums(10_500_000) })
        .waitFor();
      await cell('bidsLastMinute').filter({ hasText: /^1$/ }).waitFor();
    } finally {
      await guest.context.close();
    }
    await cell('viewers').filter({ hasText: /^0$/ }).waitFor();
  });

  it('pauses with a reason from the dialog: the lot shows paused', async () => {
    await row()
      .getByRole('button', { name: uz('operator.pauseLabel', { number: auction.lot.lotNumber }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: uz('operator.pauseDialog.title', { number: auction.lot.lotNumber }),
    });
    await dialog.waitFor();

    // No reason, no pause.
    await dialog.getByRole('button', { name: uz('operator.pauseDialog.confirm') }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: uz('operator.pauseDialog.reasonRequired') })
      .waitFor();
    expect(await lotStatus()).toBe('live');

    await dialog.getByLabel(uz('operator.pauseDialog.reason')).fill("Elektr ta'minoti uzildi");
    await dialog.getByRole('button', { name: uz('operator.pauseDialog.confirm') }).click();
    await dialog.waitFor({ state: 'detached' });
    await cell('status')
      .filter({ hasText: uz('status.paused') })
      .waitFor();
    expect(await lotStatus()).toBe('paused');
    const interruption = await site.server.deps.db
      .selectFrom('auction_interruptions')
      .selectAll()
      .where('lot_id', '=', auction.lot.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(interruption)).toContain("Elektr ta'minoti uzildi");
    // The time left stands still while paused.
    const frozen = await cell('timeLeft').textContent();
    await page.waitForTimeout(1200);
    expect(await cell('timeLeft').textContent()).toBe(frozen);
  });

  it('resumes: the lot is live again and can be paused again', async () => {
    await row()
      .getByRole('button', { name: uz('operator.resumeLabel', { number: auction.lot.lotNumber }) })
      .click();
    await cell('status')
      .filter({ hasText: uz('status.live') })
      .waitFor();
    await row()
      .getByRole('button', { name: uz('operator.pauseLabel', { number: auction.lot.lotNumber }) })
      .waitFor();
    expect(await lotStatus()).toBe('live');
    expect(await cell('price').textContent()).toBe(sums(10_500_000));
  });

  it('stays free of console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
