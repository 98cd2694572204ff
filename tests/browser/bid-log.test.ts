import { formatTiyin } from '@kimoshdi/shared';
import type { BidLog } from '@kimoshdi/shared/api/shop/bid-log';
import { priceLadder } from '@kimoshdi/shared/domain/trade/auction/steps';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import { createSoldLot, type TestLot } from '../support/catalogue';
import { call } from '../support/http';

/**
 * A finished auction's public bid log on its result page, in Chromium: every bid page by page, the
 * final check code (digest), the chain checked in the browser, in plain words without a developer's
 * command, and the replay whose slider moves the price shown; at 375 px nothing runs off the screen.
 */
const site = useServerAndBrowser();
const uz = (key: string) => localeText('uz', 'bid-log', key);
const START = 1_000_000_000n;
const BIDS = 45;
let lot: TestLot;
let log: BidLog;

beforeAll(async () => {
  const now = Date.now();
  const ladder = priceLadder({ startPrice: START, price: null, stepNo: 0, stepMode: 'standard' }, BIDS);
  lot = await createSoldLot(
    site.server.deps.db,
    START,
    ladder.map((amount, i) => ({
      buyerNumber: String(1 + (i % 3)),
      amount,
      at: new Date(now - 90_000_000 + i * 60_000),
    })),
    now,
  );
  log = (await call<BidLog>(site.url, `/api/shop/shop-lots/bid-log?lot_id=${lot.id}&per_page=500`)).body;
  expect(log.items).toHaveLength(BIDS);
});

describe('the bid log on the result page', () => {
  it('pages through every bid, shows the digest checked in the browser, and replays', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto(`/lot-result/${lot.id}`);
    await page.getByRole('heading', { level: 2, name: uz('title') }).waitFor();
    expect(await page.getByTestId('bid-log-digest').textContent()).toBe(log.final_digest);
    await page
      .getByTestId('bid-log-check')
      .filter({ hasText: uz('check.ok').replace('{{count}}', String(BIDS)) })
      .waitFor();
    // Plain words for buyers (issue 24): no developer command, no "digest" jargon; the command is
    // in docs/bid-log.md.
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/npm run|verify-auction|daydjest/i);
    expect(await page.getByText(uz('digest'), { exact: true }).count()).toBe(1);

    const seen: number[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      await page.locator(`tr[data-seq="${(pageNo - 1) * 20 + 1}"]`).waitFor();
      const seqs = await page
        .locator('.bid-log__table tbody tr')
        .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-seq'))));
      seen.push(...seqs);
      const next = page.locator('.bid-log__pager a', { hasText: uz('pagination.next') });
      if ((await next.count()) === 0) break;
      await next.click();
      await page.waitForURL((url) => url.searchParams.get('bids_page') === String(pageNo + 1));
    }
    expect(seen).toEqual(Array.from({ length: BIDS }, (_, i) => i + 1));

    // The replay opens at the end; the keyboard takes it to the start and one bid on.
    const price = page.getByTestId('replay-price');
    expect(await price.textContent()).toBe(formatTiyin(log.items.at(-1)!.amount));
    const slider = page.getByRole('slider', { name: uz('replay.slider') });
    await slider.focus();
    await page.keyboard.press('Home');
    expect(await price.textContent()).toBe(formatTiyin(START));
    expect(await page.getByTestId('replay-leader').textContent()).toBe(uz('replay.noLeader'));
    await page.keyboard.press('ArrowRight');
    expect(await price.textContent()).toBe(formatTiyin(log.items[0]!.amount));
    await slider.fill('10');
    expect(await price.textContent()).toBe(formatTiyin(log.items[9]!.amount));
    expect(await page.getByTestId('replay-leader').textContent()).toBe(log.items[9]!.buyer_number);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone in Russian', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 375, height: 800 });
    await context.addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
    await page.goto(`/lot-result/${lot.id}`);
    await page.getByRole('heading', { level: 2, name: localeText('ru', 'bid-log', 'title') }).waitFor();
    await page.getByTestId('replay-price').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/npm run|verify-auction|дайджест/i);
    await context.close();
  });
});
