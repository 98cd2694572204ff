import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TYPES, PROTEST_DESK_FILTERS } from '@kimoshdi/shared';
import { REFUND_STATUSES } from '@kimoshdi/shared/domain/money/refund-status';
import { PROTOCOL_STATUSES } from '@kimoshdi/shared/domain/protocol/protocol-status';
import { seedDemoWins } from '../../server/src/demo/demo-wins';
import { seedDemoWithdrawal } from '../../server/src/demo/demo-withdrawal';
import { logAction } from '../../server/src/modules/action-log/action-log.repository';
import { cabinetTexts, everyPageOf, LIST_LOADED, listCells, looksLikeCode } from '../support/code-like';
import { useDemoSite } from '../support/demo-site';
import type { Visitor } from '../support/demo-visits';
import { decideDemoOperatorWork } from '../support/operator-work';

/**
 * What people read in the cabinet is words, never the codes behind them. The demo's buyer and
 * customer (deposits, refund applications decided both ways, withdrawals with penalties and debts,
 * won lots, a cancelled protocol, a paused auction), with every kind of action in the log, walk the
 * actions, transactions, payments, refunds and messages, and no cell may look like a code; the demo
 * operator walks every desk (each filter, each page), and no text of the cabinet may either. In
 * Uzbek and Russian.
 */
const site = useDemoSite('codes');
beforeAll(async () => {
  // More of the demo than the route walk seeds: the buyer's won lot, the customer's withdrawals,
  // and the operator's decisions (their rows on the desks, their messages in the cabinets).
  await seedDemoWins(site.server.deps);
  await seedDemoWithdrawal(site.server.deps);
  await decideDemoOperatorWork(site.server, site.demo);
}, 120_000);

const PAGES = [
  '/profile/actions',
  '/profile/transactions',
  '/profile/payments',
  '/profile/refunding',
  '/profile/messages',
];

/** Every action type written once for the visitor, as the server writes them. */
async function everyAction(visitor: Exclude<Visitor, 'guest'>) {
  const { db } = site.server.deps;
  const userId = site.demo.sessions[visitor].userId;
  for (const actionType of ACTION_TYPES) {
    await logAction(db, { userId, type: 'money', actionType, code: '2600000001', result: 'success' });
  }
}

describe('no code in the cabinet lists', () => {
  it.each(['uz', 'ru'])('shows the buyer and the customer words, not codes, in %s', async (lang) => {
    const seen: string[] = [];
    for (const visitor of ['buyer', 'customer'] as const) {
      if (lang === 'uz') await everyAction(visitor);
      const { context, page } = await site.open(visitor, 1280);
      await context.addCookies([{ name: 'lang', value: lang, url: site.server.url }]);
      for (const url of PAGES) {
        const cells = await everyPageOf(page, url, LIST_LOADED, listCells);
        seen.push(...cells);
        expect(cells.filter(looksLikeCode), `${visitor} ${url} (${lang})`).toEqual([]);
      }
      await context.close();
    }
    // The walk saw the varied history: a refund application, a deposit, a penalty.
    expect(seen.length).toBeGreaterThan(40);
  });
});

/**
 * The operator's desks (router.tsx's profile/operator/*) with each filter, and the operator's own
 * action log; `ready`: shown once the page's data is in.
 */
function operatorPages(): { url: string; ready: string }[] {
  const { customerOrder, returnedOrder } = site.demo.ids;
  return [
    { url: '/profile/operator/live-auctions', ready: '.live-auctions table' },
    ...[...REFUND_STATUSES, 'all'].map((status) => ({
      url: `/profile/operator/refunds?status=${status}`,
      ready: LIST_LOADED,
    })),
    ...['all', ...PROTOCOL_STATUSES].map((status) => ({
      url: `/profile/operator/protocols?status=${status}`,
      ready: LIST_LOADED,
    })),
    { url: '/profile/operator/orders', ready: LIST_LOADED },
    // The order under the check, and the returned one with the moderator's decision in its history.
    ...[customerOrder, returnedOrder].map((id) => ({
      url: `/profile/operator/orders/${id}`,
      ready: '[data-testid="moderation-order"]',
    })),
    ...PROTEST_DESK_FILTERS.map((state) => ({
      url: `/profile/operator/protests?state=${state}`,
      ready: LIST_LOADED,
    })),
    { url: '/profile/actions', ready: LIST_LOADED },
  ];
}

describe('no code on the operator pages', () => {
  it.each(['uz', 'ru'])('shows the operator words, not codes, on every desk in %s', async (lang) => {
    const { context, page } = await site.open('operator', 1280);
    await context.addCookies([{ name: 'lang', value: lang, url: site.server.url }]);
    let seen = 0;
    for (const { url, ready } of operatorPages()) {
      const texts = await everyPageOf(page, url, ready, cabinetTexts);
      seen += texts.length;
      expect(texts.filter(looksLikeCode), `operator ${url} (${lang})`).toEqual([]);
    }
    // The walk read the desks' rows, not only their headings.
    expect(seen).toBeGreaterThan(500);
    await context.close();
  });
});
