import { beforeAll, describe, expect, it } from 'vitest';
import { formatTashkentDateTime, LOT_STATUS } from '@kimoshdi/shared';
import { DEMO_CUSTOMER } from '../../server/src/demo/demo-customer';
import { seedDemoWithdrawal } from '../../server/src/demo/demo-withdrawal';
import { localeText } from '../support/browser';
import { useDemoSite } from '../support/demo-site';

/**
 * A lot its customer withdrew (the demo customer has two, withdrawn before their planned start):
 * the lot page, its card on the order's lots tab and the order itself say it was withdrawn, on
 * the day it was, in Uzbek and Russian; not "ended" on the planned end a week ahead, nor "trade
 * finished" for the order.
 */
const site = useDemoSite('withdrawn');
beforeAll(async () => {
  await seedDemoWithdrawal(site.server.deps);
}, 120_000);

const text = (lang: string, namespace: string, key: string, date = '') =>
  localeText(lang, namespace, key).replace('{{date}}', date);
const minutes = (at: Date) => formatTashkentDateTime(at.getTime()).slice(0, 16);

/** The demo customer's withdrawn lots with their withdrawal, planned end and order. */
async function withdrawnLots() {
  return site.server.deps.db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .innerJoin('users', 'users.id', 'orders.customer_user_id')
    .innerJoin('lot_withdrawals', 'lot_withdrawals.lot_id', 'lots.id')
    .select(['lots.id', 'lots.order_id', 'lots.ends_at', 'lot_withdrawals.created_at as withdrawn_at'])
    .where('users.phone', '=', DEMO_CUSTOMER.phone)
    .where('lots.lot_status', '=', LOT_STATUS.WITHDRAWN)
    .orderBy('lots.id')
    .execute();
}

describe('a withdrawn lot', () => {
  it.each(['uz', 'ru'])(
    'says when it was withdrawn, and its order that it was withdrawn (%s)',
    async (lang) => {
      const lots = await withdrawnLots();
      expect(lots.length).toBeGreaterThanOrEqual(2);
      const { context, page } = await site.open('customer', 1280);
      await context.addCookies([{ name: 'lang', value: lang, url: site.server.url }]);
      for (const lot of lots) {
        const withdrawn = minutes(lot.withdrawn_at);
        const planned = minutes(lot.ends_at);
        expect(planned).not.toBe(withdrawn);

        // The lot page: the withdrawal in place of the planned end.
        await page.goto(`/lot-view/${lot.id}`);
        const facts = page.getByTestId('lot-withdrawn');
        await facts.waitFor();
        expect(await facts.textContent()).toBe(`${text(lang, 'catalogue', 'lot.withdrawnAt')}${withdrawn}`);
        const body = (await page.locator('main').textContent()) ?? '';
        expect(body).not.toContain(planned);

        // The order's lots tab: the card says withdrawn on the day.
        await page.goto(`/profile/orders/lots/${lot.order_id}`);
        const card = page.locator('.lot-card__time').first();
        await card.waitFor();
        expect((await card.textContent())?.trim()).toBe(text(lang, 'catalogue', 'card.withdrawn', withdrawn));
        expect((await page.locator('main').textContent()) ?? '').not.toContain(planned);

        // The order's status: withdrawn from trade, not trade finished.
        const status = page.getByTestId('order-status').first();
        await status.waitFor();
        expect((await status.textContent())?.trim()).toBe(
          lang === 'uz' ? 'Savdodan olindi' : 'Снят с торгов',
        );
      }
      await context.close();
    },
  );
});
