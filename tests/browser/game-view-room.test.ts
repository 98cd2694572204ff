import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatTiyin } from '@kimoshdi/shared';
import { closeAuction } from '../../server/src/modules/auction/lifecycle/close';
import { lifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { bidOverHttp, createLiveAuction } from '../support/auction';
import { localeText, openGamePage, openPageAs, STORED_BIDDER, useServerAndBrowser } from '../support/browser';
import { postJson } from '../support/http';
import { signIn, type TestUser } from '../support/session';
import { startTcpProxy } from '../support/tcp-proxy';

/**
 * The live room (issue 15): price, standing and countdown in view on a phone without scrolling,
 * being outbid changing the standing, the tab's title and the live regions, the chart with its
 * pauses, the outbid alarm's remembered choice, bidding by keyboard, and the room turning into the
 * result with the winner's way to pay.
 */
const site = useServerAndBrowser();

const uz = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    localeText('uz', 'auction', key),
  );
const sums = (amount: number) => formatTiyin(BigInt(amount) * 100n);

const openAs = (user: TestUser | null, size: { width?: number; height?: number } = {}) =>
  openPageAs(site.browser, site.url, user, STORED_BIDDER, size);
const openGame = (page: Page, lotId: number) => openGamePage(page, lotId, uz('status.live'));

const standingIs = (page: Page, testId: 'room-standing' | 'sticky-standing', standing: string) =>
  page.locator(`[data-testid="${testId}"][data-standing="${standing}"]`).waitFor();

describe('on a 375 px phone', () => {
  it('shows the price, the standing, the countdown and the bid button without scrolling', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 2 });
    const height = 740;
    const { context, page } = await openAs(bidders[0]!, { width: 375, height });
    await openGame(page, lot.id);
    await standingIs(page, 'sticky-standing', 'watching');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const tabBar = await page.locator('.bottom-tab-bar').boundingBox();
    const bottom = tabBar ? tabBar.y : height;
    const inView = async () => {
      for (const testId of [
        'room-price',
        'game-countdown',
        'sticky-standing',
        'sticky-price',
        'sticky-countdown',
        'sticky-confirm',
      ]) {
        const box = await page.getByTestId(testId).boundingBox();
        expect(box, testId).not.toBeNull();
        expect(box!.y, testId).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height, testId).toBeLessThanOrEqual(bottom);
        expect(box!.x + box!.width, testId).toBeLessThanOrEqual(375);
      }
    };
    await inView();

    // Follow and win without scrolling: tap, get outbid, see it, tap again.
    await page.getByTestId('sticky-confirm').click();
    await standingIs(page, 'sticky-standing', 'leading');
    await bidOverHttp(site.url, bidders[1]!, lot.id, 11_000_000);
    await standingIs(page, 'sticky-standing', 'outbid');
    await page
      .getByTestId('sticky-price')
      .filter({ hasText: sums(11_000_000) })
      .waitFor();
    await inView();
    await page.getByTestId('sticky-confirm').click();
    await standingIs(page, 'sticky-standing', 'leading');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe('being outbid', () => {
  it('changes the standing, the tab title and the live regions', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 2 });
    const { context, page } = await openAs(bidders[0]!, { width: 1280, height: 900 });
    await openGame(page, lot.id);
    await standingIs(page, 'room-standing', 'watching');

    await page.getByTestId('confirm-suggested').click();
    await standingIs(page, 'room-standing', 'leading');
    await expect.poll(() => page.title()).toContain(sums(10_500_000));
    expect(await page.title()).toContain(uz('standing.leading'));
    // Visually hidden, so read rather than waited for as visible.
    const polite = page.getByTestId('room-live-polite');
    await expect.poll(() => polite.textContent()).toContain(uz('announce.leading'));

    await bidOverHttp(site.url, bidders[1]!, lot.id, 11_000_000);
    await standingIs(page, 'room-standing', 'outbid');
    expect(await page.getByTestId('room-hero').getAttribute('class')).toContain('game-hero--outbid');
    await expect.poll(() => page.title()).toContain(sums(11_000_000));
    expect(await page.title()).toContain(uz('standing.outbid'));
    const assertive = page.getByTestId('room-live-assertive');
    expect(await assertive.getAttribute('aria-live')).toBe('assertive');
    await expect.poll(() => assertive.textContent()).toContain(uz('outbid.title'));
    expect(await assertive.textContent()).toContain(sums(11_000_000));
    await expect
      .poll(() => polite.textContent())
      .toContain(uz('announce.bid', { number: 2, price: sums(11_000_000) }));
    // The feed shows both, newest first, with the buyer's number.
    const rows = page.locator('.game-feed__item');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain(uz('offers.buyer', { number: 2 }));
    await context.close();
  });

  it('can sound and vibrate, off until chosen and remembered after a reload', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 1 });
    const { context, page } = await openAs(bidders[0]!);
    await openGame(page, lot.id);
    const sound = page.getByTestId('room-alert-sound');
    expect(await sound.isChecked()).toBe(false);
    await sound.check();
    await page.reload();
    await openGame(page, lot.id);
    expect(await page.getByTestId('room-alert-sound').isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('kimoshdi.room.alerts'))).toContain('"sound":true');
    await context.close();
  });
});

describe('the connection badge', () => {
  it('says live, reconnecting after a real loss, caught up once back, and live again', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 2 });
    // The page reaches the server through a proxy the test can cut: a real loss of the network
    // (every connection reset, every new one refused), not Chromium's offline emulation, which
    // drops an open WebSocket only when a frame happens to reach it.
    const network = await startTcpProxy(site.url);
    const { context, page } = await openPageAs(site.browser, network.url, bidders[0]!, STORED_BIDDER);
    try {
      await openGame(page, lot.id);
      const badge = (state: string) =>
        page.locator(`[data-testid="game-connection"][data-state="${state}"]`).waitFor({ timeout: 15_000 });
      await badge('connected');
      expect(await page.getByTestId('game-connection').textContent()).toBe(uz('connection.live'));

      // Everything the page loads after its first paint (the chart's code, the footer) is there
      // first: this test is about the socket; a part cut off on its way has its own below.
      await page.getByTestId('room-chart-plot').locator('canvas').waitFor();
      await page.waitForLoadState('networkidle');
      network.cut();
      // The bid the page misses while it is cut off is the catch-up's proof.
      const price = 10_500_000;
      await bidOverHttp(site.url, bidders[1]!, lot.id, price);
      await badge('reconnecting');
      // Quiet: a status beside the title, nothing that takes the page.
      expect(await page.getByTestId('game-connection').getAttribute('role')).toBe('status');
      expect(await page.getByRole('dialog').count()).toBe(0);
      network.restore();
      await badge('caught-up');
      expect(await page.getByTestId('room-price').textContent()).toBe(sums(price));
      await badge('connected');
    } finally {
      await context.close();
      await network.close();
    }
  });
});

describe('the keyboard alone', () => {
  it('reaches the one-click confirm with Tab and bids with Enter', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 1 });
    const { context, page } = await openAs(bidders[0]!, { width: 1280, height: 900 });
    await openGame(page, lot.id);
    // As a person would: Tab once the button is there to take it (a disabled one is passed by,
    // and the page's state may still be coming when the status says live).
    await page.waitForFunction(() => {
      const button = document.querySelector('[data-testid="confirm-suggested"]');
      return button instanceof HTMLButtonElement && !button.disabled;
    });
    let found = false;
    for (let press = 0; press < 120 && !found; press += 1) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(
        () => document.activeElement?.getAttribute('data-testid') === 'confirm-suggested',
      );
    }
    expect(found).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press('Enter');
    await standingIs(page, 'room-standing', 'leading');
    await context.close();
  });
});

describe('the chart', () => {
  it('draws the auction so far and marks a technical pause', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 2 });
    await bidOverHttp(site.url, bidders[1]!, lot.id, 10_500_000);
    const operator = await signIn(site.server, { role: 'operator' });
    const { context, page } = await openAs(bidders[0]!, { width: 1280, height: 900 });
    await openGame(page, lot.id);
    await page.getByTestId('room-chart-plot').locator('canvas').waitFor();
    expect(await page.getByTestId('room-chart-pauses').count()).toBe(0);

    const pause = await postJson(
      site.url,
      '/api/shop/operator/live-auctions/pause',
      { lot_id: lot.id, reason: 'Elektr uzildi' },
      operator.headers,
    );
    expect(pause.status).toBe(200);
    await page.getByTestId('room-chart-pauses').waitFor();
    const resume = await postJson(
      site.url,
      '/api/shop/operator/live-auctions/resume',
      { lot_id: lot.id },
      operator.headers,
    );
    expect(resume.status).toBe(200);
    await page
      .getByTestId('game-status')
      .filter({ hasText: uz('status.live') })
      .waitFor();
    // Still marked after the resume: the pause is part of the auction's story.
    expect(await page.getByTestId('room-chart-pauses').count()).toBe(1);
    await context.close();
  });
});

describe('a part whose code does not come', () => {
  // A phone's network that blips while the room fetches its later parts: the room stays, the
  // part's place says so, and the part comes once the network is back.
  const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.(js|css)$`);
  const networkAlert = (part: ReturnType<Page['locator']>) =>
    part.getByRole('alert').filter({ hasText: localeText('uz', 'common', 'api.network') });

  it('keeps the room, says so in its place, and loads it when the network is back or on retry', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 2 });
    await bidOverHttp(site.url, bidders[1]!, lot.id, 10_500_000);
    // No service worker: the test's routes see every request the page makes.
    const { context, page } = await openPageAs(site.browser, site.url, bidders[0]!, STORED_BIDDER, {
      serviceWorkers: 'block',
    });
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
    try {
      // The chart (its code and its stylesheet) and the bidder's forms do not come.
      await page.route(chunk('price-chart'), (route) => route.abort('internetdisconnected'));
      await page.route(chunk('participant-actions'), (route) => route.abort('internetdisconnected'));
      await openGame(page, lot.id);
      const chart = page.getByTestId('room-chart');
      const actions = page.getByRole('region', { name: uz('actionsLabel') });
      await networkAlert(chart).waitFor();
      await networkAlert(actions).waitFor();
      // Asked for once or twice (the room's early fetch of the forms, then their own), not again and
      // again while the network is out.
      expect(failed.some((file) => file.includes('/price-chart-'))).toBe(true);
      expect(failed.some((file) => file.includes('/participant-actions-'))).toBe(true);
      for (const file of new Set(failed)) {
        expect(failed.filter((other) => other === file).length, file).toBeLessThanOrEqual(2);
      }
      // The room itself goes on: the price, live.
      expect(await page.getByTestId('room-price').textContent()).toBe(sums(10_500_000));
      expect(await page.getByTestId('game-status').textContent()).toBe(uz('status.live'));

      // The bidder's forms come on a click, and bid.
      await page.unroute(chunk('participant-actions'));
      await networkAlert(actions)
        .getByRole('button', { name: uz('retry') })
        .click();
      await page.getByTestId('confirm-suggested').click();
      await standingIs(page, 'room-standing', 'leading');
      expect(await networkAlert(chart).count()).toBe(1);

      // Not inside the chart's picture: the children of role="img" are presentational, and a screen
      // reader would not reach its retry button.
      expect(await chart.getByRole('img').getByRole('alert').count()).toBe(0);
      // Back online: the chart comes by itself, with its stylesheet.
      await page.unroute(chunk('price-chart'));
      await context.setOffline(true);
      await context.setOffline(false);
      await page.getByTestId('room-chart-plot').locator('canvas').waitFor();
      expect(await networkAlert(chart).count()).toBe(0);
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some(
          (link) => link.href.includes('/price-chart-') && link.sheet !== null,
        ),
      );
    } finally {
      await context.close();
    }
  });
});

describe('after the close', () => {
  it('turns into the result: the winner, the final price, the whole feed and the way to pay', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, {
      bidders: 2,
      // Time enough to open two pages on a busy machine before the end.
      endsInMs: 25_000,
      overTimeMinutes: 0,
    });
    const [winner, loser] = bidders as [TestUser, TestUser];
    const opened = await Promise.all([openAs(winner), openAs(loser)]);
    const [winnerPage, loserPage] = opened.map((one) => one.page) as [Page, Page];
    await openGame(winnerPage, lot.id);
    await openGame(loserPage, lot.id);
    await bidOverHttp(site.url, loser, lot.id, 10_500_000);
    await winnerPage
      .getByTestId('room-price')
      .filter({ hasText: sums(10_500_000) })
      .waitFor();
    await winnerPage.getByTestId('confirm-suggested').click();
    await standingIs(winnerPage, 'room-standing', 'leading');

    const ends = (await site.server.deps.auction.engine.state(lot.id))!.ends_at;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ends - Date.now()) + 300));
    await closeAuction(lifecycleContext(site.server.deps), lot.id);

    for (const page of [winnerPage, loserPage]) {
      await page.getByTestId('game-result').waitFor({ timeout: 15_000 });
      await page.getByTestId('game-winner').filter({ hasText: /^1$/ }).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('game-final-price').textContent()).toBe(sums(11_000_000));
      expect(await page.locator('.game-feed__item').count()).toBe(2);
      for (const testId of ['confirm-suggested', 'game-sticky', 'room-standing'])
        expect(await page.getByTestId(testId).count(), testId).toBe(0);
    }
    const pay = winnerPage.getByTestId('game-pay');
    expect(await pay.getAttribute('href')).toBe('/profile/winlots');
    expect(await pay.textContent()).toBe(uz('result.pay'));
    expect(await loserPage.getByTestId('game-pay').count()).toBe(0);
    await Promise.all(opened.map((one) => one.context.close()));
  });
});
