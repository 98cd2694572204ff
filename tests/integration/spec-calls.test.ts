import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * Every `api/shop` call the specification names (section 7: its table and the line "Paths declared
 * for other screens"), called with its method as the role that uses it: each must be served. The
 * list is the spec's, copied here on purpose: a call dropped or renamed in the server fails this
 * file even when the API document drops it too. Without a body or query most answer 400; what
 * counts is that the route exists for that method and that role (no 404, 405, 401 or role 403).
 */
type Role = 'guest' | 'buyer' | 'customer';
type Call = readonly [method: 'GET' | 'POST', path: string, role: Role];

const SPEC_CALLS: readonly Call[] = [
  // Section 7's table.
  ['GET', 'common/date', 'guest'],
  ['POST', 'common/lang/uz', 'guest'],
  ['GET', 'common/get-visitors', 'guest'],
  ['GET', 'common/get-payment-list', 'guest'],
  ['GET', 'user/balance', 'buyer'],
  ['GET', 'auth/auth-token?target=profile&lang=uz', 'buyer'],
  ['POST', 'user/change-password', 'buyer'],
  // "Paths declared for other screens; payloads not shown".
  ['GET', 'auth/login', 'guest'],
  ['GET', 'common/mzp', 'guest'],
  ['GET', 'check-protocol', 'guest'],
  ['GET', 'check-black-list', 'guest'],
  ['GET', 'captcha', 'guest'],
  ...(
    [
      'group',
      'categories',
      'order-categories',
      'region',
      'area',
      'order-types',
      'order-methods',
      'money-back-status',
      'order-statuses',
      'field_list',
      'lot-statuses',
      'bank',
      'get-payment-statuses',
      'user-order-statuses',
      'page-content',
      'get-dynamic-list',
    ] as const
  ).map((name): Call => ['GET', `dictionaries/${name}`, 'guest']),
  ['POST', 'order/update-bank-info', 'customer'],
  ['GET', 'order/list', 'customer'],
  ['GET', 'order/details', 'customer'],
  ['GET', 'order/full-info', 'customer'],
  ['GET', 'order/flows', 'customer'],
  ['POST', 'order/save-details', 'customer'],
  ['POST', 'order/create-order', 'customer'],
  ['POST', 'order/update-order', 'customer'],
  ['GET', 'order/lots', 'customer'],
  ['POST', 'order/delete-order', 'customer'],
  ['POST', 'order/duplicate', 'customer'],
  ['GET', 'order/tab-details', 'customer'],
  ['GET', 'order/get-additional-fee', 'customer'],
  ['GET', 'order/get-order', 'customer'],
  ['POST', 'order-action/do-act', 'customer'],
  ['GET', 'order-action/do-act-res', 'customer'],
  ['POST', 'file/images/add', 'customer'],
  ['POST', 'file/documents/add', 'customer'],
  ['GET', 'file/images', 'customer'],
  ['GET', 'file/documents', 'customer'],
  ['POST', 'file/images/mark-as-main', 'customer'],
  ['POST', 'file/delete', 'customer'],
  ['GET', 'shop-lots/sub-lot-list', 'guest'],
  ['GET', 'shop-lots/is-reklama-list', 'guest'],
  ['GET', 'shop-lots/active-lot-list', 'guest'],
  ['GET', 'shop-lots/lot-list', 'guest'],
  ['GET', 'shop-lots/lot-list-counter', 'guest'],
  ['GET', 'shop-lots/result', 'guest'],
  ['GET', 'shop-lots/flows', 'guest'],
  ['GET', 'lot-card/details', 'guest'],
  ['GET', 'lot-card/tab-details', 'guest'],
  ['GET', 'game-view/base', 'guest'],
  ['GET', 'game-view/lot-game-info', 'guest'],
  ['GET', 'game-view/check', 'buyer'],
  ['GET', 'game-view/over-time', 'guest'],
  ['POST', 'user-order/send-code', 'buyer'],
  ['POST', 'user-order/send-code-cancel-user-order', 'buyer'],
  ['POST', 'user-order/create-user-order', 'buyer'],
  ['POST', 'cabinet/send-code-for-create-user-order', 'buyer'],
  ['GET', 'cabinet/my-application', 'buyer'],
  ['POST', 'cabinet/cancel_user_order', 'buyer'],
  ['POST', 'favourite-lots/add', 'buyer'],
  ['POST', 'favourite-lots/remove', 'buyer'],
  ['GET', 'favourite-lots/list', 'buyer'],
  ['GET', 'user/messages', 'buyer'],
  ['GET', 'user/unread-message-count', 'buyer'],
  ['GET', 'user/game-cnt', 'buyer'],
  ['POST', 'user/messages/read', 'buyer'],
  ['GET', 'user/payments', 'buyer'],
  ['GET', 'user/transactions', 'buyer'],
  ['GET', 'user/actions', 'buyer'],
  ['GET', 'payment-back', 'buyer'],
  ['GET', 'common/action/access', 'buyer'],
  ['GET', 'export?list=payments&format=csv', 'buyer'],
  ['GET', 'gateway/account', 'buyer'],
  ['GET', 'gateway/uzcard-cards', 'buyer'],
  ['GET', 'lot-protocols', 'buyer'],
  ['GET', 'winlot/list', 'buyer'],
  ['POST', 'winlot/pay-win-lot', 'buyer'],
  ['POST', 'winlot/refuse-win-lot', 'buyer'],
  ['GET', 'customer-protocols', 'customer'],
  ['GET', 'winner-payments', 'buyer'],
  ['POST', 'consent/buyer/agree', 'buyer'],
  ['POST', 'consent/buyer/disagree', 'buyer'],
];

let server: Running;
let headers: Record<Role, Record<string, string>>;

beforeAll(async () => {
  server = await startTestServer();
  const signed = async (role: 'buyer' | 'customer'): Promise<TestUser> => signIn(server, { role });
  headers = {
    guest: await guestHeaders(server),
    buyer: (await signed('buyer')).headers,
    customer: (await signed('customer')).headers,
  };
});
afterAll(async () => {
  await server?.close();
});

describe('every call of the specification', () => {
  it.each(SPEC_CALLS)('%s /api/shop/%s (as %s) is served', async (method, path, role) => {
    const answer = await call(server.url, `/api/shop/${path}`, {
      method,
      redirect: 'manual',
      headers: method === 'POST' ? { ...headers[role], 'content-type': 'application/json' } : headers[role],
      body: method === 'POST' ? '{}' : undefined,
    });
    const code = (answer.body as { ERROR?: { code?: string } } | undefined)?.ERROR?.code;
    // Not missing, not another method's, not refused as a guest or for the role.
    expect([404, 405, 401], `${answer.status} ${code ?? ''}`).not.toContain(answer.status);
    expect(code, `${answer.status}`).not.toBe('FORBIDDEN');
    expect(answer.status, `${code ?? ''}`).toBeLessThan(500);
  });
});
