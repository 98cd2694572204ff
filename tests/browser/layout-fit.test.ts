import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { DEMO_BUYER, seedDemoAuction } from '../../server/src/demo/demo-auction';
import { seedDemoCatalogue } from '../../server/src/demo/demo-catalogue';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../../server/src/demo/demo-customer';
import { DEMO_OPERATOR, seedDemoOperator } from '../../server/src/demo/demo-operator';
import { seedDemoProtests } from '../../server/src/demo/demo-protests';
import { launchBrowser, openPage, openPageAs, storedUser } from '../support/browser';
import { issueTestProtocol } from '../support/protocols';
import { sessionFor, type TestUser } from '../support/session';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from '../support/test-server';

/**
 * Nothing sticks out (issue 9, part B 7): every route of the client router, at a phone's 375 px
 * and a laptop's 1280 px, with the demo's real lots, the demo buyer's cabinet, the demo customer's
 * orders and the demo operator's desks. The page never scrolls sideways and no element reaches past the viewport;
 * tables may scroll inside their own box, and the operator's action columns fit at 1280 px.
 * The demo is seeded in a database of its own, so the other files' lots stay as they expect.
 * FIT_SCREENSHOTS=<dir> keeps a screenshot of every visit for a person to look at.
 */
let server: Running;
let browser: Browser;
const databaseName = ownDatabaseName('fit');
const WIDTHS = [375, 1280] as const;
const SHOTS = process.env.FIT_SCREENSHOTS;

type Visitor = 'guest' | 'buyer' | 'customer' | 'operator';
let sessions: Record<Exclude<Visitor, 'guest'>, TestUser>;
/** Real ids of the demo, found after the seed. */
const ids = {
  accepting: 0,
  live: 0,
  sold: 0,
  notHeld: 0,
  order: 0,
  customerOrder: 0,
  returnedOrder: 0,
  openToProtest: 0,
  protestedOrder: 0,
};

beforeAll(async () => {
  server = await startServerOnOwnDatabase(databaseName, 'fit:');
  await seedDemoOperator(server.deps.db);
  await seedDemoCatalogue(server.deps.db);
  await seedDemoAuction(server.deps);
  await seedDemoCustomer(server.deps);
  const protests = await seedDemoProtests(server.deps);
  browser = await launchBrowser();

  const { db } = server.deps;
  const userId = async (phone: string) =>
    (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  const buyerId = await userId(DEMO_BUYER.phone);
  sessions = {
    buyer: await sessionFor(server, buyerId),
    operator: await sessionFor(server, await userId(DEMO_OPERATOR.phone)),
    customer: await sessionFor(server, await userId(DEMO_CUSTOMER.phone)),
  };
  // The demo customer's orders: the one under the check (photos, every field) and the returned one.
  const customerOrders = await db
    .selectFrom('orders')
    .select(['id', 'status', 'returned_at'])
    .where('customer_user_id', '=', await userId(DEMO_CUSTOMER.phone))
    .execute();
  ids.customerOrder = customerOrders.find((order) => order.status === 2)?.id ?? 0;
  ids.returnedOrder = customerOrders.find((order) => order.returned_at !== null)?.id ?? 0;
  ids.openToProtest = protests.openLot ?? 0;
  const protested = await db
    .selectFrom('lots')
    .select('order_id')
    .where('id', '=', protests.protestedLot ?? 0)
    .executeTakeFirstOrThrow();
  ids.protestedOrder = protested.order_id;
  // A protocol the demo buyer won, of a lot of an order of its own: both cabinet lists have a row
  // and the operator's list a cancel button.
  await issueTestProtocol(db, {
    winnerUserId: buyerId,
    sellerUserId: buyerId,
    winner: {
      fullName: DEMO_BUYER.fullName,
      pinfl: DEMO_BUYER.pinfl,
      address: "Toshkent sh., Bunyodkor ko'chasi, 7-uy",
    },
  });
  // A refund application waiting on the operator's desk, so its action column has buttons.
  await server.deps.services.refunds.apply(buyerId, {
    bank_name: 'Kapitalbank',
    card_type: 'uzcard',
    card_number: '8600123456781233',
    amount: 100_000n,
  });

  const firstLot = async (statuses: number[], where = sql<boolean>`true`) => {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM lots WHERE lot_status IN (${sql.join(statuses)}) AND ${where}
      ORDER BY id LIMIT 1`.execute(db);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`the demo has no lot in status ${statuses.join(', ')}`);
    return id;
  };
  // Accepting applications with the longest deposit: the widest apply button there is.
  ids.accepting = await firstLot(
    [LOT_STATUS.ACCEPTING_APPLICATIONS],
    sql<boolean>`starts_at > now() AND deposit_amount = (
      SELECT max(deposit_amount) FROM lots WHERE lot_status = ${LOT_STATUS.ACCEPTING_APPLICATIONS} AND starts_at > now())`,
  );
  ids.live = await firstLot(
    [LOT_STATUS.LIVE],
    sql<boolean>`id IN (SELECT lot_id FROM applications WHERE user_id = ${buyerId})`,
  );
  ids.sold = await firstLot([LOT_STATUS.SOLD, LOT_STATUS.PROTOCOL_ISSUED]);
  ids.notHeld = await firstLot([LOT_STATUS.NOT_HELD]);
  const order = await db.selectFrom('orders').select('id').orderBy('id').executeTakeFirstOrThrow();
  ids.order = order.id;
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await dropOwnDatabase(databaseName);
});

interface Visit {
  /** The route's path as router.tsx spells it (checked below against the file). */
  route: string;
  url: () => string;
  as: Visitor[];
}

const PUBLIC: Visitor[] = ['guest', 'buyer'];
const VISITS: Visit[] = [
  { route: '/', url: () => '/', as: ['guest'] },
  { route: 'home', url: () => '/home', as: PUBLIC },
  ...[
    'participating',
    'deposite-adjunction',
    'refund-money',
    'bid-lot',
    'check-winner-protocol',
    'buy-one-click',
  ].map((page) => ({ route: 'info/:page', url: () => `/info/${page}`, as: ['guest'] as Visitor[] })),
  { route: 'contact', url: () => '/contact', as: PUBLIC },
  { route: 'app-link', url: () => '/app-link', as: ['guest'] },
  { route: 'lot-list', url: () => '/lot-list', as: PUBLIC },
  { route: 'lot-list', url: () => '/lot-list?i=2&region=1726', as: ['guest'] },
  { route: 'lot-view/:id', url: () => `/lot-view/${ids.accepting}`, as: PUBLIC },
  { route: 'lot-view/:id', url: () => `/lot-view/${ids.live}`, as: PUBLIC },
  { route: 'lot-view/:id', url: () => `/lot-view/${ids.sold}`, as: ['guest'] },
  { route: 'lot-result/:id', url: () => `/lot-result/${ids.sold}`, as: PUBLIC },
  { route: 'lot-result/:id', url: () => `/lot-result/${ids.notHeld}`, as: ['guest'] },
  { route: 'game-view/:id', url: () => `/game-view/${ids.live}`, as: PUBLIC },
  { route: 'favourites', url: () => '/favourites', as: PUBLIC },
  { route: 'check-protocol', url: () => '/check-protocol', as: PUBLIC },
  { route: 'check-black-list', url: () => '/check-black-list', as: PUBLIC },
  { route: 'categories', url: () => '/categories', as: PUBLIC },
  { route: 'order-preview/:id', url: () => `/order-preview/${ids.order}`, as: PUBLIC },
  { route: 'profile', url: () => '/profile', as: ['buyer'] },
  { route: 'messages', url: () => '/profile/messages', as: ['buyer'] },
  { route: 'actions', url: () => '/profile/actions', as: ['buyer'] },
  { route: 'applications', url: () => '/profile/applications', as: ['buyer'] },
  { route: 'winlots', url: () => '/profile/winlots', as: ['buyer'] },
  { route: 'winner-payments', url: () => '/profile/winner-payments', as: ['buyer'] },
  { route: 'purchases', url: () => '/profile/purchases', as: ['buyer'] },
  { route: 'payments', url: () => '/profile/payments', as: ['buyer'] },
  { route: 'transactions', url: () => '/profile/transactions', as: ['buyer'] },
  { route: 'refunding', url: () => '/profile/refunding', as: ['buyer'] },
  { route: 'top-up', url: () => '/profile/top-up', as: ['buyer'] },
  { route: 'personal-info', url: () => '/profile/personal-info', as: ['buyer'] },
  { route: 'e-signature-keys', url: () => '/profile/e-signature-keys', as: ['buyer'] },
  { route: 'bans', url: () => '/profile/bans', as: ['buyer'] },
  { route: 'operator/refunds', url: () => '/profile/operator/refunds', as: ['operator'] },
  { route: 'operator/live-auctions', url: () => '/profile/operator/live-auctions', as: ['operator'] },
  { route: 'qr-code-protocols', url: () => '/profile/qr-code-protocols', as: ['buyer'] },
  { route: 'customer-protocols', url: () => '/profile/customer-protocols', as: ['buyer'] },
  { route: 'operator/protocols', url: () => '/profile/operator/protocols', as: ['operator'] },
  { route: 'operator/orders', url: () => '/profile/operator/orders', as: ['operator'] },
  { route: 'operator/protests', url: () => '/profile/operator/protests', as: ['operator'] },
  { route: 'protests', url: () => '/profile/protests', as: ['buyer'] },
  // The demo's protests: the lot page's panel, and the protest under the lot on the order's lots tab.
  { route: 'lot-view/:id', url: () => `/lot-view/${ids.openToProtest}`, as: ['buyer'] },
  { route: 'orders/:tab/:id', url: () => `/profile/orders/lots/${ids.protestedOrder}`, as: ['customer'] },
  {
    route: 'operator/orders/:id',
    url: () => `/profile/operator/orders/${ids.customerOrder}`,
    as: ['operator'],
  },
  { route: 'order-create', url: () => '/order-create', as: ['customer'] },
  ...['terms', 'address', 'files', 'requisites', 'review'].map((step) => ({
    route: 'order-create',
    url: () => `/order-create?order=${ids.returnedOrder}&step=${step}`,
    as: ['customer'] as Visitor[],
  })),
  { route: 'orders', url: () => '/profile/orders', as: ['customer'] },
  ...[
    'order-info',
    'property-info',
    'property-photos',
    'property-documents',
    'order-flows',
    'requisites',
    'lots',
  ].map((tab) => ({
    route: 'orders/:tab/:id',
    url: () => `/profile/orders/${tab}/${ids.customerOrder}`,
    as: ['customer'] as Visitor[],
  })),
  { route: 'order-preview/:id', url: () => `/order-preview/${ids.customerOrder}`, as: ['customer'] },
  { route: '*', url: () => '/profile/no-such-page', as: ['buyer'] },
  { route: '*', url: () => '/no-such-page', as: ['guest'] },
];

it('visits every route of the client router', () => {
  const router = readFileSync(path.resolve(import.meta.dirname, '../../client/src/app/router.tsx'), 'utf8');
  const routes = [...router.matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
  const visited = new Set(VISITS.map((visit) => visit.route));
  expect(routes.filter((route) => !visited.has(route ?? ''))).toEqual([]);
});

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  /** Elements past the viewport's edges that no box of their own clips. */
  outside: string[];
  /** Elements wider than the card (a box with a border, background or shadow) they sit in. */
  outOfCard: string[];
}

/** Measures the page as it stands; runs in the browser. */
function measureFit(): Fit {
  const innerWidth = window.innerWidth;
  const name = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const classes = Array.from(element.classList).slice(0, 3).join('.');
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}${
      testId ? `[data-testid=${testId}]` : ''
    }`;
  };
  const drawsBox = (style: CSSStyleDeclaration) =>
    style.boxShadow !== 'none' ||
    !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor) ||
    (parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0);
  const outside: string[] = [];
  const outOfCard: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden') continue;
    if (style.position !== 'absolute' && style.position !== 'fixed') {
      // The nearest card around it; a box that scrolls or clips on the way holds it in instead.
      let card = element.parentElement;
      while (card && card !== document.body) {
        const around = getComputedStyle(card);
        if (around.overflowX !== 'visible') card = null;
        else if (drawsBox(around)) break;
        else card = card.parentElement;
      }
      if (card && card !== document.body) {
        const box = card.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          outOfCard.push(
            `${name(element)} [${Math.round(rect.left)}..${Math.round(rect.right)}] sticks out of ${name(card)} [${Math.round(box.left)}..${Math.round(box.right)}]`,
          );
      }
    }
    if (rect.left >= -1 && rect.right <= innerWidth + 1) continue;
    // A box that clips or scrolls sideways holds it in: that box is measured itself.
    let held = false;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') {
        held = true;
        break;
      }
    }
    if (held) continue;
    const parent = element.parentElement ? `${name(element.parentElement)} > ` : '';
    const text = (element.textContent ?? '').trim().slice(0, 40);
    outside.push(`${parent}${name(element)} [${Math.round(rect.left)}..${Math.round(rect.right)}] "${text}"`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth, outside, outOfCard };
}

async function open(visitor: Visitor, width: number) {
  if (visitor === 'guest') return openPage(browser, server.url, { width, height: 900 });
  const name =
    visitor === 'buyer'
      ? DEMO_BUYER.fullName
      : visitor === 'customer'
        ? DEMO_CUSTOMER.fullName
        : 'Demo Operator';
  return openPageAs(browser, server.url, sessions[visitor], storedUser(name), { width, height: 900 });
}

async function settle(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  // Fonts and late images change widths: measure once they are in.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
}

describe.each(WIDTHS)('at %i px', (width) => {
  for (const visitor of ['guest', 'buyer', 'customer', 'operator'] as const) {
    const visits = VISITS.filter((visit) => visit.as.includes(visitor));
    it(`every page fits for the ${visitor}`, async () => {
      const { context, page } = await open(visitor, width);
      const problems: string[] = [];
      for (const visit of visits) {
        const url = visit.url();
        await settle(page, url);
        const fit = await page.evaluate(measureFit);
        if (SHOTS) {
          const file = `${width}-${visitor}-${url.replace(/[^a-z0-9]+/gi, '_')}.png`;
          await page.screenshot({ path: path.join(SHOTS, file), fullPage: true });
        }
        if (fit.scrollWidth > fit.innerWidth)
          problems.push(`${url}: the page is ${fit.scrollWidth} px wide in a ${fit.innerWidth} px window`);
        for (const element of fit.outside.slice(0, 5)) problems.push(`${url}: ${element}`);
        for (const element of fit.outOfCard.slice(0, 5)) problems.push(`${url}: ${element}`);
      }
      await context.close();
      expect(problems.join('\n')).toBe('');
    }, 180_000);
  }
});

describe("the operator's tables at 1280 px", () => {
  it.each([
    ['/profile/operator/live-auctions', 'tbody tr td:last-child button'],
    ['/profile/operator/refunds', 'tbody tr td .refund-desk__actions button'],
    ['/profile/operator/protocols', 'tbody tr td:last-child button'],
  ])('%s shows its action column without scrolling', async (url, actions) => {
    const { context, page } = await open('operator', 1280);
    await settle(page, url);
    const table = page.locator('table.record-table');
    await table.locator(actions).first().waitFor();
    const boxes = await table.evaluate((element, selector) => {
      let scroller: Element | null = element;
      while (scroller && getComputedStyle(scroller).overflowX === 'visible')
        scroller = scroller.parentElement;
      const view = (scroller ?? document.documentElement).getBoundingClientRect();
      return {
        right: Math.min(view.right, window.innerWidth),
        tableRight: element.getBoundingClientRect().right,
        buttons: Array.from(element.querySelectorAll(selector)).map(
          (button) => button.getBoundingClientRect().right,
        ),
      };
    }, actions);
    expect(boxes.tableRight).toBeLessThanOrEqual(boxes.right + 1);
    for (const right of boxes.buttons) expect(right).toBeLessThanOrEqual(boxes.right + 1);
    await context.close();
  });
});
