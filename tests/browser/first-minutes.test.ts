import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatTiyin, LOT_STATUS } from '@kimoshdi/shared';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { addParticipant, bidOverHttp, createLiveAuction, requestId } from '../support/auction';
import { localeText, openGamePage, openPageAs, STORED_BIDDER, useServerAndBrowser } from '../support/browser';
import { createSoldLot, createTestLot } from '../support/catalogue';
import { call, postJson } from '../support/http';
import { fillRegistrationForm, readCode } from '../support/identity';
import { signIn, type TestUser } from '../support/session';

/**
 * The platform tried as a newcomer would (issue 9, part B): register opens registration, a
 * deposit the balance cannot cover names the shortfall and the way to top up, the game page keeps
 * its counts over a reload, a finished lot's game page tells its result, a phone keeps the price,
 * countdown and bid button in view, an outbid participant is told at once, and the operator's
 * board has the demo bots switch.
 */
const site = useServerAndBrowser();

const text = (namespace: string, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (found, [name, value]) => found.replaceAll(`{{${name}}}`, String(value)),
    localeText('uz', namespace, key),
  );
const auction = (key: string, values: Record<string, string | number> = {}) => text('auction', key, values);
/** So'ms as the page shows money: `10 500 000 UZS`. */
const sums = (amount: number) => formatTiyin(BigInt(amount) * 100n);

/** A browser context with the user's session and the stored-user cookie the navbar reads. */
const openAs = (user: TestUser | null, size: { width?: number; height?: number } = {}) =>
  openPageAs(site.browser, site.url, user, STORED_BIDDER, size);

const openGame = (page: Page, lotId: number, status = 'live') =>
  openGamePage(page, lotId, auction(`status.${status}`));

const httpBid = (user: TestUser, lotId: number, amountSums: number) =>
  bidOverHttp(site.url, user, lotId, amountSums);

const cellText = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim();

describe('a newcomer', () => {
  it('"Register" opens the registration page of Kimoshdi ID, not the sign-in form', async () => {
    const { context, page } = await openAs(null);
    await page.goto('/lot-list');
    await page.getByRole('link', { name: text('common', 'user.register'), exact: true }).click();
    await page.waitForURL(/\/id\/interaction\/[^/]+\/register$/);
    await page.getByRole('heading', { level: 1, name: text('id', 'title.register') }).waitFor();
    // and the flow goes on past the form to the code page (it said "page expired" there when
    // the flow was started at the registration address).
    const phone = await fillRegistrationForm(page);
    await page.getByRole('button', { name: text('id', 'action.register') }).click();
    await page.waitForURL(/\/confirm$/);
    await page.getByRole('heading', { level: 1, name: text('id', 'title.confirm') }).waitFor();
    expect(await readCode(site.server, phone)).toMatch(/^\d{6}$/);
    await context.close();
  });

  it('applying without enough balance is told the shortfall and led to a top-up of it', async () => {
    const now = Date.now();
    const lot = await createTestLot(site.server.deps.db, {
      lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS,
      // 1 000 000 so'm, 10 %: a deposit of 100 000 so'm.
      startPrice: 100_000_000n,
      depositPercent: 10,
      startsAt: new Date(now + 86_400_000),
      endsAt: new Date(now + 90_000_000),
    });
    const user = await signIn(site.server, { role: 'buyer' });
    await topUp(site.server.deps.db, {
      userId: user.userId,
      amount: 4_000_000n,
      businessKey: `short-${user.userId}`,
    });
    const { context, page } = await openAs(user);
    await page.goto(`/lot-view/${lot.id}`);
    await page
      .getByRole('button', {
        name: text('cabinet', 'applications.panel.apply', { amount: formatTiyin(10_000_000n) }),
      })
      .click();
    const dialog = page.getByRole('alertdialog', { name: text('cabinet', 'applications.panel.applyTitle') });
    await dialog
      .getByRole('button', { name: text('cabinet', 'applications.panel.confirm'), exact: true })
      .click();

    const error = page.getByTestId('application-error');
    await error.waitFor();
    // 100 000 so'm asked, 40 000 there: 60 000 missing.
    expect(await error.textContent()).toContain(
      text('cabinet', 'applications.panel.shortfall', { amount: formatTiyin(6_000_000n) }),
    );
    await error.getByRole('link', { name: text('cabinet', 'applications.panel.topUp') }).click();
    await page.waitForURL(/\/profile\/top-up\?amount=60000$/);
    await page.getByRole('textbox', { name: text('cabinet', 'topUp.amount') }).waitFor();
    expect(await page.getByRole('textbox', { name: text('cabinet', 'topUp.amount') }).inputValue()).toBe(
      '60 000',
    );
    await context.close();
  });
});

describe('the game page', () => {
  it('keeps the counts after a reload', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 2 });
    const { context, page } = await openAs(bidders[0]!);
    await openGame(page, lot.id);
    await page.getByTestId('count-viewers').filter({ hasText: /^1$/ }).waitFor();

    await page.reload();
    await openGame(page, lot.id);
    await page.getByTestId('count-viewers').filter({ hasText: /^1$/ }).waitFor();
    // And stays so: no later number takes the person off the count.
    await page.waitForTimeout(2_500);
    expect(await cellText(page, 'count-viewers')).toBe('1');
    expect(await cellText(page, 'count-participants')).toBe('2');
    await context.close();
  });

  it('of a finished lot shows its result as the result page does, and no way to bid', async () => {
    const now = Date.now();
    const lot = await createSoldLot(
      site.server.deps.db,
      1_000_000_000n,
      [
        { buyerNumber: '1', amount: 1_050_000_000n, at: new Date(now - 1.5 * 86_400_000) },
        { buyerNumber: '2', amount: 1_100_000_000n, at: new Date(now - 1.4 * 86_400_000) },
      ],
      now,
    );
    const participant = await signIn(site.server, { role: 'buyer' });
    await addParticipant(site.server, lot.id, participant.userId, 1);

    for (const user of [null, participant]) {
      const { context, page } = await openAs(user);
      await openGame(page, lot.id, 'closed');
      await page
        .getByTestId('game-outcome')
        .filter({ hasText: text('catalogue', 'result.outcomes.sold') })
        .waitFor();
      expect(await cellText(page, 'game-final-price')).toBe(sums(11_000_000));
      expect(await cellText(page, 'game-winner')).toBe('2');
      const last = page.getByTestId('last-offer');
      expect(await last.textContent()).toContain(sums(11_000_000));
      expect(await last.textContent()).toContain(auction('offers.buyer', { number: 2 }));
      const history = page.getByRole('region', { name: auction('history.title') });
      expect(await history.locator('[data-seq]').count()).toBe(2);
      // Nothing invites a bid any more.
      for (const testId of [
        'game-guest',
        'suggested-price',
        'confirm-suggested',
        'offer-input',
        'game-sticky',
      ])
        expect(await page.getByTestId(testId).count(), testId).toBe(0);
      await context.close();
    }
  });

  it('on a 375 px phone keeps the price, the countdown and the bid button in view while scrolling', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 2 });
    const height = 740;
    const { context, page } = await openAs(bidders[0]!, { width: 375, height });
    await openGame(page, lot.id);
    await httpBid(bidders[1]!, lot.id, 10_500_000);
    await page
      .getByTestId('sticky-price')
      .filter({ hasText: sums(10_500_000) })
      .waitFor();
    // Down to the history and the other auctions: the board has scrolled away.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 200);
    const tabBar = await page.locator('.bottom-tab-bar').boundingBox();
    for (const testId of ['sticky-price', 'sticky-countdown', 'sticky-confirm']) {
      const box = await page.getByTestId(testId).boundingBox();
      expect(box, testId).not.toBeNull();
      expect(box!.y, testId).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, testId).toBeLessThanOrEqual(tabBar ? tabBar.y : height);
      expect(box!.x + box!.width, testId).toBeLessThanOrEqual(375);
    }
    // The auction ends an hour after it was made; the page's estimate of the server's clock can
    // lag by up to a second, so the first reading may still be the whole hour (seen once in CI).
    expect(await cellText(page, 'sticky-countdown')).toMatch(/^(?:00:5\d:\d{2}|01:00:00)$/);
    await page.getByTestId('sticky-confirm').click();
    await page
      .getByTestId('sticky-price')
      .filter({ hasText: sums(11_000_000) })
      .waitFor();
    expect(await page.getByTestId('last-offer').textContent()).toContain(auction('offers.you'));

    // Outbid: the notice shows and leaves the bar's button free to answer at once.
    await httpBid(bidders[1]!, lot.id, 11_500_000);
    const notice = page.locator('.notification').filter({ hasText: auction('outbid.title') });
    await notice.waitFor();
    const noticeBox = await notice.boundingBox();
    const buttonBox = await page.getByTestId('sticky-confirm').boundingBox();
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(buttonBox!.y);
    await page.getByTestId('sticky-confirm').click();
    await page
      .getByTestId('sticky-price')
      .filter({ hasText: sums(12_000_000) })
      .waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await context.close();
  });

  it('tells an outbid participant at once, by a bid and past their auto-bid maximum, and in the cabinet', async () => {
    const { lot, bidders } = await createLiveAuction(site.server, { bidders: 3 });
    const [alice, bob, carol] = bidders as [TestUser, TestUser, TestUser];
    const { context, page } = await openAs(alice);
    await openGame(page, lot.id);
    await page.getByTestId('confirm-suggested').click();
    await page
      .getByTestId('last-offer')
      .filter({ hasText: auction('offers.you') })
      .waitFor();

    const notice = (number: number, amount: number) =>
      page
        .locator('.notification')
        .filter({ hasText: auction('outbid.title') })
        .filter({ hasText: auction('outbid.text', { number, price: sums(amount) }) });
    // The cabinet keeps the news for later (written in batches about once a second).
    const title = auction('outbid.cabinet.title', { lot: lot.lotNumber });
    const cabinetMessages = async () => {
      const answer = await call(site.url, '/api/shop/user/messages?page=1&size=10', {
        headers: alice.headers,
      });
      return JSON.stringify(answer.body).split(title).length - 1;
    };
    await httpBid(bob, lot.id, 11_000_000);
    await notice(2, 11_000_000).waitFor();
    await expect.poll(cabinetMessages, { timeout: 5_000 }).toBe(1);

    // An auto-bid up to 12 000 000 takes the lead back; Carol's 12 500 000 goes past it.
    const auto = await postJson(
      site.url,
      '/api/shop/game-view/auto-bid',
      { lot_id: lot.id, max_amount: '12000000', request_id: requestId() },
      alice.headers,
    );
    expect(auto.status, JSON.stringify(auto.body)).toBe(200);
    await page
      .getByTestId('last-offer')
      .filter({ hasText: sums(11_500_000) })
      .waitFor();
    await httpBid(carol, lot.id, 12_500_000);
    await notice(3, 12_500_000).waitFor();
    await expect.poll(cabinetMessages, { timeout: 5_000 }).toBe(2);
    await context.close();
  });
});

describe("the operator's live board", () => {
  it('has the demo bots switch, and it flips the bots for every process', async () => {
    const operator = await signIn(site.server, { role: 'operator' });
    const { context, page } = await openAs(operator);
    await page.goto('/profile/operator/live-auctions');
    const toggle = page.getByRole('switch', { name: auction('operator.demoBots.label') });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await page.getByText(auction('operator.demoBots.on')).waitFor();
    const read = () => call(site.url, '/api/shop/operator/demo-bots', { headers: operator.headers });
    expect((await read()).body).toEqual({ enabled: true });
    await toggle.click();
    await page.getByText(auction('operator.demoBots.off')).waitFor();
    expect((await read()).body).toEqual({ enabled: false });
    await context.close();
  });
});
