import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { LOT_STATUS } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { DEMO_BUYER, seedDemoAuction } from '../../server/src/demo/demo-auction';
import { seedDemoCatalogue } from '../../server/src/demo/demo-catalogue';
import { seedDemoContent } from '../../server/src/demo/demo-content';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../../server/src/demo/demo-customer';
import { DEMO_OPERATOR, seedDemoOperator } from '../../server/src/demo/demo-operator';
import { seedDemoEditRequest } from '../../server/src/demo/demo-edit-request';
import { seedDemoProtests } from '../../server/src/demo/demo-protests';
import { seedDemoServiceContract } from '../../server/src/demo/demo-service-contract';
import { openPage, openPageAs, storedUser } from './browser';
import { issueTestProtocol } from './protocols';
import { sessionFor, type TestUser } from './session';

/**
 * Every route of the client router with the demo's real data behind it, for the tests that walk
 * the whole site (layout fit, accessibility): the demo's lots in each state, the demo buyer's
 * cabinet, the demo customer's orders and the demo operator's desks. `routesNotVisited` compares
 * the list with router.tsx, so a new route cannot be forgotten.
 */
export type Visitor = 'guest' | 'buyer' | 'customer' | 'operator';

export interface Visit {
  /** The route's path as router.tsx spells it. */
  route: string;
  url: () => string;
  as: Visitor[];
}

/** Real ids of the demo, found after the seed. */
export interface DemoIds {
  accepting: number;
  /** An auction whose applications closed (3), the longest status name there is. */
  applicationsClosed: number;
  live: number;
  sold: number;
  notHeld: number;
  order: number;
  customerOrder: number;
  returnedOrder: number;
  openToProtest: number;
  protestedOrder: number;
  /** The demo customer's service contract, whose check a QR code opens. */
  contractNumber: string;
}

export interface SeededDemo {
  ids: DemoIds;
  sessions: Record<Exclude<Visitor, 'guest'>, TestUser>;
}

/** Seeds the demo into the server's database (its own: the demo changes many rows) and finds its ids. */
export async function seedDemoForVisits(server: Running): Promise<SeededDemo> {
  await seedDemoOperator(server.deps.db);
  await seedDemoCatalogue(server.deps.db);
  await seedDemoAuction(server.deps);
  await seedDemoCustomer(server.deps);
  await seedDemoEditRequest(server.deps);
  const contract = await seedDemoServiceContract(server.deps);
  const protests = await seedDemoProtests(server.deps);

  const { db } = server.deps;
  const userId = async (phone: string) =>
    (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  const buyerId = await userId(DEMO_BUYER.phone);
  const sessions = {
    buyer: await sessionFor(server, buyerId),
    operator: await sessionFor(server, await userId(DEMO_OPERATOR.phone)),
    customer: await sessionFor(server, await userId(DEMO_CUSTOMER.phone)),
  };
  // The demo operator's news (issue 28).
  await seedDemoContent(db, sessions.operator.userId);
  // The demo customer's orders: the one under the check (photos, every field) and the returned one.
  const customerOrders = await db
    .selectFrom('orders')
    .select(['id', 'status', 'returned_at'])
    .where('customer_user_id', '=', await userId(DEMO_CUSTOMER.phone))
    .execute();
  const protested = await db
    .selectFrom('lots')
    .select('order_id')
    .where('id', '=', protests.protestedLot ?? 0)
    .executeTakeFirstOrThrow();
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
  const order = await db.selectFrom('orders').select('id').orderBy('id').executeTakeFirstOrThrow();
  const ids: DemoIds = {
    // Accepting applications with the longest deposit: the widest apply button there is.
    accepting: await firstLot(
      [LOT_STATUS.ACCEPTING_APPLICATIONS],
      sql<boolean>`starts_at > now() AND deposit_amount = (
        SELECT max(deposit_amount) FROM lots WHERE lot_status = ${LOT_STATUS.ACCEPTING_APPLICATIONS} AND starts_at > now())`,
    ),
    applicationsClosed: await firstLot([LOT_STATUS.APPLICATIONS_CLOSED]),
    live: await firstLot(
      [LOT_STATUS.LIVE],
      sql<boolean>`id IN (SELECT lot_id FROM applications WHERE user_id = ${buyerId})`,
    ),
    sold: await firstLot([LOT_STATUS.SOLD, LOT_STATUS.PROTOCOL_ISSUED]),
    notHeld: await firstLot([LOT_STATUS.NOT_HELD]),
    order: order.id,
    customerOrder: customerOrders.find((row) => row.status === 2)?.id ?? 0,
    returnedOrder: customerOrders.find((row) => row.returned_at !== null)?.id ?? 0,
    openToProtest: protests.openLot ?? 0,
    protestedOrder: protested.order_id,
    contractNumber: contract.number ?? '',
  };
  return { ids, sessions };
}

const PUBLIC: Visitor[] = ['guest', 'buyer'];

/** The visits over the demo's ids: public pages signed out (and in), cabinet pages as their owner. */
export function demoVisits(ids: DemoIds): Visit[] {
  return [
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
    { route: 'lot-view/:id', url: () => `/lot-view/${ids.applicationsClosed}`, as: ['guest'] },
    { route: 'lot-view/:id', url: () => `/lot-view/${ids.sold}`, as: ['guest'] },
    { route: 'lot-result/:id', url: () => `/lot-result/${ids.sold}`, as: PUBLIC },
    { route: 'lot-result/:id', url: () => `/lot-result/${ids.notHeld}`, as: ['guest'] },
    { route: 'game-view/:id', url: () => `/game-view/${ids.live}`, as: PUBLIC },
    { route: 'favourites', url: () => '/favourites', as: PUBLIC },
    { route: 'check-protocol', url: () => '/check-protocol', as: PUBLIC },
    { route: 'check-black-list', url: () => '/check-black-list', as: PUBLIC },
    // As the contract PDF's QR code opens it: checked at once, the result shown.
    {
      route: 'check-contract',
      url: () => `/check-contract?number=${encodeURIComponent(ids.contractNumber)}`,
      as: PUBLIC,
    },
    { route: 'categories', url: () => '/categories', as: PUBLIC },
    { route: 'order-preview/:id', url: () => `/order-preview/${ids.order}`, as: PUBLIC },
    { route: 'profile', url: () => '/profile', as: ['buyer'] },
    { route: 'messages', url: () => '/profile/messages', as: ['buyer'] },
    { route: 'saved-searches', url: () => '/profile/saved-searches', as: ['buyer'] },
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
    { route: 'sessions', url: () => '/profile/sessions', as: ['buyer'] },
    { route: 'notifications', url: () => '/profile/notifications', as: ['buyer'] },
    { route: 'operator/refunds', url: () => '/profile/operator/refunds', as: ['operator'] },
    { route: 'operator/live-auctions', url: () => '/profile/operator/live-auctions', as: ['operator'] },
    { route: 'qr-code-protocols', url: () => '/profile/qr-code-protocols', as: ['buyer'] },
    { route: 'customer-protocols', url: () => '/profile/customer-protocols', as: ['buyer'] },
    { route: 'operator/protocols', url: () => '/profile/operator/protocols', as: ['operator'] },
    { route: 'operator/lot-reviews', url: () => '/profile/operator/lot-reviews', as: ['operator'] },
    { route: 'operator/orders', url: () => '/profile/operator/orders', as: ['operator'] },
    { route: 'operator/protests', url: () => '/profile/operator/protests', as: ['operator'] },
    { route: 'protests', url: () => '/profile/protests', as: ['buyer'] },
    // Edit requests: the demo customer's request under review, and the operator's desk of it.
    { route: 'edit-requests', url: () => '/profile/edit-requests', as: ['customer'] },
    { route: 'operator/edit-requests', url: () => '/profile/operator/edit-requests', as: ['operator'] },
    // The operator's content (issue 28): the news, one item, and the three editors.
    { route: 'news', url: () => '/news', as: PUBLIC },
    { route: 'news/:slug', url: () => '/news/ish-vaqti-bayramlarda', as: ['guest'] },
    { route: 'operator/help-pages', url: () => '/profile/operator/help-pages', as: ['operator'] },
    {
      route: 'operator/news',
      url: () => '/profile/operator/news?slug=ish-vaqti-bayramlarda',
      as: ['operator'],
    },
    { route: 'operator/footer', url: () => '/profile/operator/footer', as: ['operator'] },
    // The buyer's current auctions and track record (issue 28).
    { route: 'my-auctions', url: () => '/profile/my-auctions', as: ['buyer'] },
    { route: 'achievements', url: () => '/profile/achievements', as: ['buyer'] },
    // The demo's protests: the lot page's panel, and the protest under the lot on the order's lots tab.
    { route: 'lot-view/:id', url: () => `/lot-view/${ids.openToProtest}`, as: ['buyer'] },
    {
      route: 'orders/:tab/:id',
      url: () => `/profile/orders/lots/${ids.protestedOrder}`,
      as: ['customer'],
    },
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
    // The spec's "operator contracts": the demo customer's signed service contract.
    { route: 'operator-contracts', url: () => '/profile/operator-contracts', as: ['customer'] },
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
}

/** The paths of client/src/app/router.tsx that no visit covers (empty when every route is visited). */
export function routesNotVisited(visits: Visit[]): string[] {
  const router = readFileSync(path.resolve(import.meta.dirname, '../../client/src/app/router.tsx'), 'utf8');
  const routes = [...router.matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? '');
  const visited = new Set(visits.map((visit) => visit.route));
  return routes.filter((route) => !visited.has(route));
}

const NAMES: Record<Exclude<Visitor, 'guest'>, string> = {
  buyer: DEMO_BUYER.fullName,
  customer: DEMO_CUSTOMER.fullName,
  operator: 'Demo Operator',
};

/** A fresh page for the visitor at the width: a guest's, or signed in with the demo user's session. */
export function openPageFor(
  browser: Browser,
  baseURL: string,
  demo: SeededDemo,
  visitor: Visitor,
  width: number,
): ReturnType<typeof openPage> {
  if (visitor === 'guest') return openPage(browser, baseURL, { width, height: 900 });
  return openPageAs(browser, baseURL, demo.sessions[visitor], storedUser(NAMES[visitor]), {
    width,
    height: 900,
  });
}
