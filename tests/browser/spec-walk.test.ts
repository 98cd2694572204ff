import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Achievements, GameCount } from '@kimoshdi/shared';
import { localeText } from '../support/browser';
import { useDemoSite } from '../support/demo-site';
import type { DemoIds, Visitor } from '../support/demo-visits';

/**
 * Every screen of the specification (section 2: the routes in the layout, the profile's children,
 * the orders' tabs and the pages outside the layout) opened in Chromium on the demo's data, as
 * the person who uses it: each is a real page, not the not-found page. The list is the spec's,
 * copied here; then the pages issue 28 added: the navbar's live auctions badge, "current
 * auctions", achievements and the single-sign-on hand-over (/redirecting).
 */
const site = useDemoSite('spec-walk');

const INFO_PAGES = [
  'participating',
  'deposite-adjunction',
  'refund-money',
  'bid-lot',
  'check-winner-protocol',
  'buy-one-click',
];
const ORDER_TABS = [
  'order-info',
  'property-info',
  'property-photos',
  'property-documents',
  'order-flows',
  'requisites',
  'lots',
];
const BUYER_CHILDREN = [
  'messages',
  'actions',
  'applications',
  'refunding',
  'payments',
  'transactions',
  'qr-code-protocols',
  'achievements',
  'winlots',
  'winner-payments',
];

/** [url, who opens it, where it may settle when that is not the url itself]. */
function specRoutes(ids: DemoIds): [string, Visitor, string?][] {
  return [
    ['/', 'guest', '/home'],
    ['/home', 'guest'],
    ['/lot-list?i=4&page=1&size=12', 'guest'],
    [`/lot-view/${ids.accepting}`, 'guest'],
    [`/game-view/${ids.live}`, 'buyer'],
    ['/app-link', 'guest'],
    ['/favourites', 'buyer'],
    [`/lot-result/${ids.sold}`, 'guest'],
    ['/contact', 'guest'],
    ['/check-protocol', 'guest'],
    ['/check-black-list', 'guest'],
    ...INFO_PAGES.map((page): [string, Visitor] => [`/info/${page}`, 'guest']),
    ['/profile', 'buyer', '/profile/messages'],
    ['/order-create', 'customer'],
    ...BUYER_CHILDREN.map((child): [string, Visitor] => [`/profile/${child}`, 'buyer']),
    ['/profile/customer-protocols', 'customer'],
    ['/profile/operator-contracts', 'customer'],
    ['/profile/orders', 'customer'],
    ...ORDER_TABS.map((tab): [string, Visitor] => [
      `/profile/orders/${tab}/${ids.customerOrder}`,
      'customer',
    ]),
    ['/categories', 'guest'],
    [`/order-preview/${ids.order}`, 'guest'],
    ['/redirecting', 'guest'],
  ];
}

const text = (namespace: string, key: string) => localeText('uz', namespace, key);

async function expectRealPage(page: Page, url: string, settlesAt?: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor();
  const path = new URL(page.url()).pathname;
  expect(path, url).toBe(settlesAt ?? new URL(url, 'http://x').pathname);
  expect(await page.locator('.big-code').count(), url).toBe(0);
  expect(await page.locator('h1').first().textContent(), url).not.toBe(text('common', 'notFound.title'));
}

describe('the specification routes', () => {
  it('open as real pages for the person who uses each', async () => {
    const routes = specRoutes(site.demo.ids);
    // One page per visitor, the three walking side by side.
    const walk = async (visitor: Visitor) => {
      const { context, page } = await site.open(visitor, 1280);
      for (const [url, who, settlesAt] of routes) {
        if (who === visitor) await expectRealPage(page, url, settlesAt);
      }
      await context.close();
    };
    await Promise.all((['guest', 'buyer', 'customer'] as const).map(walk));
  }, 90_000);
});

describe("the buyer's standing", () => {
  it('badges the running auctions in the navbar and lists them with countdowns', async () => {
    const { context, page } = await site.open('buyer', 1280);
    await page.goto('/home');
    const count = ((await (await page.request.get('/api/shop/user/game-cnt')).json()) as GameCount).count;
    expect(count).toBeGreaterThan(0);
    const badge = page.getByTestId('navbar-live-auctions');
    await badge.waitFor();
    expect(await badge.locator('.badge').textContent()).toBe(String(count));
    await badge.click();
    await page.waitForURL('**/profile/my-auctions');
    const first = page.getByTestId('current-auction').first();
    await first.waitFor();
    expect(await page.getByTestId('current-auction').count()).toBeGreaterThanOrEqual(count);
    expect(await first.textContent()).toContain(text('standing', 'myAuctions.live'));
    // Counting down on the server's clock: HH:mm:ss once the clock is measured.
    await first
      .getByRole('timer')
      .filter({ hasText: /\d{2}:\d{2}:\d{2}/ })
      .waitFor();
    await first.getByRole('link', { name: text('standing', 'myAuctions.enter') }).click();
    await page.waitForURL(/\/game-view\/\d+$/);
    // The cabinet menu has both new pages.
    await page.goto('/profile/messages');
    // The buyer's section joins the menu once the profile (the role) is in.
    await page.getByRole('link', { name: text('cabinet', 'menu.achievements') }).waitFor();
    const menuLink = page.locator(`a[href="/profile/my-auctions"]`, {
      hasText: text('cabinet', 'menu.myAuctions'),
    });
    expect(await menuLink.count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the track record on a phone in Russian, and the room switch sticks', async () => {
    const { context, page } = await site.open('buyer', 375);
    await context.addCookies([{ name: 'lang', value: 'ru', url: site.server.url }]);
    await page.goto('/profile/achievements');
    await page.getByRole('heading', { name: localeText('ru', 'standing', 'achievements.title') }).waitFor();
    const answer = (await (await page.request.get('/api/shop/user/achievements')).json()) as Achievements;
    const figure = page.locator('[data-figure="taken_part"] .achievement__value');
    expect(await figure.textContent()).toBe(String(answer.record.taken_part));
    const toggle = page.getByTestId('achievements-show-in-room');
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await page.getByText(localeText('ru', 'standing', 'achievements.room.on')).waitFor();
    await page.reload();
    await page.getByTestId('achievements-show-in-room').waitFor();
    expect(await page.getByTestId('achievements-show-in-room').isChecked()).toBe(true);
    await page.getByTestId('achievements-show-in-room').uncheck();
    await page.getByText(localeText('ru', 'standing', 'achievements.room.off')).waitFor();
    // Nothing spills sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('hands over through /redirecting to the top-up page, which shows the bank transfer details (demonstration ones here)', async () => {
    const { context, page } = await site.open('buyer', 1280);
    await page.goto('/redirecting?target=refill-balance');
    await page.waitForURL('**/profile/top-up');
    const reference = page.getByTestId('bank-transfer-reference');
    await reference.waitFor();
    expect(await reference.textContent()).toMatch(/^KIM\d{10}$/);
    expect(await page.getByRole('heading', { name: text('standing', 'bankTransfer.title') }).count()).toBe(1);
    // No account configured in tests: the demonstration details, and the page says so.
    expect(await page.getByTestId('bank-transfer-demo').textContent()).toBe(
      text('standing', 'bankTransfer.demo'),
    );
    await context.close();
  });

  it('never leaves /redirecting blank: without a target it says so and links home', async () => {
    const { context, page } = await site.open('guest', 375);
    await page.goto('/redirecting?target=nowhere');
    await page.getByTestId('redirecting').waitFor();
    await page.getByTestId('redirecting-fallback').click();
    await page.waitForURL('**/home');
    await context.close();
  });
});
