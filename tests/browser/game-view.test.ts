import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatTiyin, type LotGameInfo } from '@kimoshdi/shared';
import {
  ask,
  bidOverHttp,
  connectGame,
  createLiveAuction,
  type LiveAuction,
  requestId,
} from '../support/auction';
import {
  localeText,
  openGamePage,
  openPageAs,
  type PageOptions,
  STORED_BIDDER,
  useServerAndBrowser,
} from '../support/browser';
import { call, postJson } from '../support/http';
import { signIn, type TestUser } from '../support/session';

/**
 * The live auction page in Chromium against the real server: a participant's one-click confirm,
 * own offer and auto-bid, another bidder's offers arriving without a reload, a guest and a
 * non-participant, a lost connection and the catch-up after it, a technical interruption, and a
 * phone-sized screen.
 */
const site = useServerAndBrowser();

const uz = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    localeText('uz', 'auction', key),
  );
/** So'ms as the page shows money: `10 500 000 UZS`. */
const sums = (amount: number) => formatTiyin(BigInt(amount) * 100n);
const buyer = (number: number) => uz('offers.buyer', { number });

/** A browser context with the user's session and the stored-user cookie the navbar reads. */
const openAs = (user: TestUser | null, options: PageOptions = {}) =>
  openPageAs(site.browser, site.url, user, STORED_BIDDER, options);

/** Opens the game page and waits until the socket has joined (the counts come with the join). */
const openGame = (page: Page, lotId: number) => openGamePage(page, lotId, uz('status.live'));

async function serverPrice(lotId: number, user: TestUser): Promise<string | null> {
  const answer = await call<LotGameInfo>(site.url, `/api/shop/game-view/lot-game-info?lot_id=${lotId}`, {
    headers: user.headers,
  });
  return answer.body.state.price;
}

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim();

/** Waits until a board cell shows this price and buyer. */
async function waitForOffer(
  page: Page,
  testId: 'last-offer' | 'previous-offer',
  amount: number,
  number: number,
) {
  await page
    .getByTestId(testId)
    .filter({ hasText: sums(amount) })
    .filter({ hasText: buyer(number) })
    .waitFor();
}

describe('a participant', () => {
  let auction: LiveAuction;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    // Start 10 000 000 so'm: one-click prices 10 500 000, 11 000 000, 11 500 000, ...
    auction = await createLiveAuction(site.server, { bidders: 2 });
    ({ page, consoleErrors } = await openAs(auction.bidders[0]!));
  });
  afterAll(() => page.context().close());

  it('sees the lot, their buyer number, the suggested price and the countdown on server time', async () => {
    await openGame(page, auction.lot.id);
    await page.getByRole('heading', { level: 1, name: 'Test kvartira' }).waitFor();
    expect(await text(page, 'my-buyer-number')).toBe('1');
    expect(await text(page, 'suggested-price')).toBe(sums(10_500_000));
    expect(await page.getByTestId('last-offer').textContent()).toContain(uz('offers.none'));
    // Two admitted to bid; one of them (this page) watches.
    expect(await text(page, 'count-participants')).toBe('2');
    await page.getByTestId('count-viewers').filter({ hasText: /^1$/ }).waitFor();

    const countdown = page.getByTestId('game-countdown');
    const first = (await countdown.textContent()) ?? '';
    // Ends in an hour: 00:59:5x, and it moves. The clock ticks on whole server seconds, so a page
    // that loads within the lot's first second (a fast host) still shows the full hour.
    expect(first).toMatch(/^(00:59:\d{2}|01:00:00)$/);
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="game-countdown"]')?.textContent !== before,
      first,
    );
  });

  it('confirms the suggested price in one click: last offer and confirmed prices show it', async () => {
    await page
      .getByRole('button', { name: uz('suggested.confirmLabel', { price: sums(10_500_000) }) })
      .click();
    await waitForOffer(page, 'last-offer', 10_500_000, 1);
    expect(await page.getByTestId('last-offer').textContent()).toContain(uz('offers.you'));
    const history = page.getByRole('region', { name: uz('history.title') });
    const row = history.locator('[data-seq]').first();
    await row.filter({ hasText: sums(10_500_000) }).waitFor();
    expect(await row.textContent()).toContain(buyer(1));
    // The leader cannot outbid themself: the one-click button waits.
    expect(await page.getByTestId('confirm-suggested').isDisabled()).toBe(true);
    expect(await text(page, 'suggested-price')).toBe(sums(11_000_000));
  });

  it("shows another participant's offers without a reload, through the socket and over HTTP", async () => {
    const other = await connectGame(site.server, auction.bidders[1]);
    try {
      const answer = await ask(other, 'auction:bid', {
        lot_id: auction.lot.id,
        amount: '11000000',
        request_id: requestId(),
      });
      expect(answer).not.toHaveProperty('ERROR');
    } finally {
      other.disconnect();
    }
    await waitForOffer(page, 'last-offer', 11_000_000, 2);
    await waitForOffer(page, 'previous-offer', 10_500_000, 1);
    expect(await text(page, 'suggested-price')).toBe(sums(11_500_000));

    // Bidder 1 takes the lead again, bidder 2 answers over REST.
    await page.getByTestId('confirm-suggested').click();
    await waitForOffer(page, 'last-offer', 11_500_000, 1);
    await bidOverHttp(site.url, auction.bidders[1]!, auction.lot.id, 12_000_000);
    await waitForOffer(page, 'last-offer', 12_000_000, 2);
    await waitForOffer(page, 'previous-offer', 11_500_000, 1);
    const history = page.getByRole('region', { name: uz('history.title') });
    expect(await history.locator('[data-seq]').count()).toBe(4);
    expect(await text(page, 'suggested-price')).toBe(sums(12_300_000));
  });

  it('refuses an own offer below the suggested price before sending it', async () => {
    const input = page.getByTestId('offer-input');
    await input.pressSequentially('12100000');
    expect(await input.inputValue()).toBe('12 100 000');
    await page.getByTestId('offer-submit').click();
    const error = page.getByTestId('offer-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(uz('offer.errors.belowSuggested', { price: sums(12_300_000) }));
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    // Nothing reached the server.
    expect(await serverPrice(auction.lot.id, auction.bidders[0]!)).toBe(String(12_000_000n * 100n));
  });

  it('accepts a larger own offer, grouped by three as it is typed', async () => {
    const input = page.getByTestId('offer-input');
    await input.fill('');
    await input.pressSequentially('1234');
    expect(await input.inputValue()).toBe('1 234');
    await input.pressSequentially('5000');
    expect(await input.inputValue()).toBe('12 345 000');
    await page.getByTestId('offer-submit').click();
    await waitForOffer(page, 'last-offer', 12_345_000, 1);
    await waitForOffer(page, 'previous-offer', 12_000_000, 2);
    expect(await input.inputValue()).toBe('');
    expect(await page.getByTestId('offer-error').count()).toBe(0);
  });

  it('sets an auto-bid maximum, sees it, and deletes it', async () => {
    const current = page.getByTestId('auto-bid-current');
    expect(await current.textContent()).toBe(uz('autoBid.none'));
    const input = page.getByTestId('auto-bid-input');
    await input.pressSequentially('15000000');
    expect(await input.inputValue()).toBe('15 000 000');
    await page.getByTestId('auto-bid-add').click();
    await current.filter({ hasText: uz('autoBid.current', { price: sums(15_000_000) }) }).waitFor();
    expect(await page.getByTestId('auto-bid-add').textContent()).toBe(uz('autoBid.change'));

    await page.getByRole('button', { name: uz('autoBid.delete') }).click();
    await current.filter({ hasText: uz('autoBid.none') }).waitFor();
    expect(await page.getByTestId('auto-bid-delete').count()).toBe(0);
    // Still the leader at the own offer: setting and deleting the maximum bid nothing.
    await waitForOffer(page, 'last-offer', 12_345_000, 1);
  });

  it('stays free of console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});

describe('someone who is not a participant', () => {
  let auction: LiveAuction;

  beforeAll(async () => {
    auction = await createLiveAuction(site.server, { bidders: 1 });
    await bidOverHttp(site.url, auction.bidders[0]!, auction.lot.id, 10_500_000);
  });

  it('as a guest sees the board read-only and the way to register', async () => {
    const { context, page } = await openAs(null);
    await openGame(page, auction.lot.id);
    await waitForOffer(page, 'last-offer', 10_500_000, 1);
    const guest = page.getByTestId('game-guest');
    expect(await guest.textContent()).toContain(uz('seat.guest'));
    const register = guest.getByRole('link', { name: uz('seat.guestAction') });
    expect(await register.getAttribute('href')).toContain('/login');
    expect(await page.getByTestId('confirm-suggested').count()).toBe(0);
    expect(await page.getByTestId('offer-input').count()).toBe(0);
    expect(await page.getByTestId('my-buyer-number').count()).toBe(0);
    await context.close();
  });

  it('signed in but without an application is told there is no right to enter', async () => {
    const outsider = await signIn(site.server, { role: 'buyer' });
    const { context, page } = await openAs(outsider);
    await openGame(page, auction.lot.id);
    await page
      .getByTestId('game-no-right')
      .filter({ hasText: uz('seat.noRight') })
      .waitFor();
    await waitForOffer(page, 'last-offer', 10_500_000, 1);
    expect(await page.getByTestId('confirm-suggested').count()).toBe(0);
    expect(await page.getByTestId('game-guest').count()).toBe(0);
    await context.close();
  });
});

describe('a slow first picture', () => {
  it('keeps the count the join gave when lot-game-info answers after it', async () => {
    const auction = await createLiveAuction(site.server, { bidders: 1 });
    // The service worker answers lot-game-info once it controls the page, past page.route.
    const { context, page } = await openAs(auction.bidders[0]!, { serviceWorkers: 'block' });
    // lot-game-info is read before the socket joins but answers only after the join's counts came.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shop/game-view/lot-game-info**', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await openGame(page, auction.lot.id);
    await page.getByTestId('count-viewers').filter({ hasText: /^1$/ }).waitFor();
    // Listen before releasing: the held answer may be delivered before a later listener exists.
    const answered = page.waitForResponse('**/api/shop/game-view/lot-game-info**');
    release();
    await answered;
    await page.waitForTimeout(200);
    expect(await text(page, 'count-viewers')).toBe('1');
    await context.close();
  });
});

describe('a lost connection', () => {
  let auction: LiveAuction;
  let page: Page;

  beforeAll(async () => {
    auction = await createLiveAuction(site.server, { bidders: 2 });
    ({ page } = await openAs(auction.bidders[0]!));
    await openGame(page, auction.lot.id);
    // In the room: the join counted this page.
    await page.getByTestId('count-viewers').filter({ hasText: /^1$/ }).waitFor();
    // Records whether the warning was ever in the page, however briefly.
    await page.evaluate(() => {
      const seen = window as unknown as { connectionLostSeen: boolean };
      seen.connectionLostSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="connection-lost"]')) seen.connectionLostSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  afterAll(() => page.context().close());

  const seenLost = () =>
    page.evaluate(() => (window as unknown as { connectionLostSeen: boolean }).connectionLostSeen);

  it('shows nothing for a blip shorter than two seconds', async () => {
    const before = page.waitForEvent('websocket');
    // The transport drops (not a server "disconnect"): the client redials within a second.
    for (const socket of site.server.gateway.io.of('/').sockets.values()) socket.conn.close();
    await before;
    await page.waitForTimeout(2500);
    expect(await seenLost()).toBe(false);
  });

  it('says "connection lost" only while really offline, then catches up with the bids it missed', async () => {
    await page.context().setOffline(true);
    const offlineAt = Date.now();
    await bidOverHttp(site.url, auction.bidders[1]!, auction.lot.id, 10_500_000);
    const lost = page.getByTestId('connection-lost');
    await lost.waitFor();
    expect(Date.now() - offlineAt).toBeGreaterThanOrEqual(1900);
    expect(await lost.textContent()).toBe(uz('connectionLost'));
    // The missed bid is not there yet: the page has not heard of it.
    expect(await page.getByTestId('last-offer').textContent()).toContain(uz('offers.none'));

    await page.context().setOffline(false);
    await lost.waitFor({ state: 'detached', timeout: 15_000 });
    await waitForOffer(page, 'last-offer', 10_500_000, 2);
    expect(await text(page, 'suggested-price')).toBe(sums(11_000_000));
    // Bidding works again on the fresh state.
    await page.getByTestId('confirm-suggested').click();
    await waitForOffer(page, 'last-offer', 11_000_000, 1);
    await waitForOffer(page, 'previous-offer', 10_500_000, 2);
  });

  it('dials again after the server closes every socket (its restart does) and catches up', async () => {
    site.server.gateway.io.disconnectSockets(true);
    await bidOverHttp(site.url, auction.bidders[1]!, auction.lot.id, 11_500_000);
    await waitForOffer(page, 'last-offer', 11_500_000, 2);
    await page.getByTestId('connection-lost').waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByTestId('confirm-suggested').click();
    await waitForOffer(page, 'last-offer', 12_000_000, 1);
  });
});

describe('a technical interruption', () => {
  it('shows the notice while the operator has the lot paused and clears it on resume', async () => {
    const auction = await createLiveAuction(site.server, { bidders: 1 });
    const operator = await signIn(site.server, { role: 'operator' });
    const { context, page } = await openAs(auction.bidders[0]!);
    await openGame(page, auction.lot.id);

    const pause = await postJson(
      site.url,
      '/api/shop/operator/live-auctions/pause',
      { lot_id: auction.lot.id, reason: 'Elektr uzildi' },
      operator.headers,
    );
    expect(pause.status).toBe(200);
    const notice = page.getByTestId('game-paused');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(uz('paused.title'));
    expect(await notice.textContent()).toContain(uz('paused.text'));
    await page
      .getByTestId('game-status')
      .filter({ hasText: uz('status.paused') })
      .waitFor();
    expect(await page.getByTestId('confirm-suggested').isDisabled()).toBe(true);
    await page.getByRole('timer', { name: uz('timer.paused') }).waitFor();

    const resume = await postJson(
      site.url,
      '/api/shop/operator/live-auctions/resume',
      { lot_id: auction.lot.id },
      operator.headers,
    );
    expect(resume.status).toBe(200);
    await notice.waitFor({ state: 'detached' });
    await page
      .getByTestId('game-status')
      .filter({ hasText: uz('status.live') })
      .waitFor();
    expect(await page.getByTestId('confirm-suggested').isEnabled()).toBe(true);
    await context.close();
  });
});

describe('on a 375 px phone', () => {
  it('fits the screen and the one-click confirm is there to tap', async () => {
    const auction = await createLiveAuction(site.server, { bidders: 1 });
    const { context, page } = await openAs(auction.bidders[0]!, { width: 375, height: 740 });
    await openGame(page, auction.lot.id);
    await page.getByTestId('my-buyer-number').waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);

    const confirm = page.getByTestId('confirm-suggested');
    await confirm.scrollIntoViewIfNeeded();
    const box = await confirm.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await confirm.click();
    await waitForOffer(page, 'last-offer', 10_500_000, 1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await context.close();
  });
});
