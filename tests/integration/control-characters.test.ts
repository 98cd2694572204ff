import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as shared from '@kimoshdi/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Running } from '../../server/src/boot';
import { paymeAuthorization } from '../../server/src/modules/top-up/payme/payme.service';
import { call } from '../support/http';
import { startAuthorization, uniquePhone, uniquePinfl, type Authorization } from '../support/identity';
import { loadLocale } from '../support/locale-files';
import { guestHeaders, signIn } from '../support/session';
import { startTestServer } from '../support/test-server';
import { ORDER_STEP_INPUT } from '../support/orders';
import { topLevelFields } from '../support/zod-fields';

/**
 * A control character in any field of any route is a 4xx in the route's own error format and
 * changes nothing (issue 9, B3: U+0000 reached PostgreSQL, which refuses it, and the answer was a
 * 500). Each route below lists every field it reads with a sample value; the test puts a control
 * character into each field in turn. The table is checked against the code: every schema the
 * server parses a request with must be in it, with every field that schema reads.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CONTROLS = ['\u0000', '\u001b'];
const inject = (value: unknown, control: string) => {
  const text = String(value);
  return `${text.slice(0, 1)}${control}${text.slice(1)}`;
};

type Caller = 'guest' | 'buyer' | 'customer' | 'operator';
/**
 * How a route refuses: VALIDATION (the one error body), an HTML page, Click's error, or not found
 * (a file's address, malformed or unknown alike, as /files/* answers).
 */
type Refusal = 'validation' | 'html' | 'click' | 'not_found';

interface Route {
  method: 'GET' | 'POST';
  /** `:name` segments are filled from `params`. */
  path: string;
  caller: Caller;
  /** The names of the schemas the handler parses this request with (see `parsedSchemas`). */
  schemas: string[];
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: Record<string, unknown>;
  form?: Record<string, string>;
  /** Text fields of a multipart/form-data body (uploads). */
  multipart?: Record<string, string>;
  refusal?: Refusal;
  /** The error code when it is not VALIDATION. */
  code?: string;
  /** Tables whose rows must not change. */
  tables?: string[];
}

const page = { page: '1', size: '10' };
const filters = {
  q: 'uy',
  category: '1',
  region: '1726',
  area: '1726294',
  trade_type: '1',
  order_type: '1',
  payment_type: '1',
  date_from: '2026-01-01',
  date_to: '2026-12-31',
  price_from: '1 000',
  price_to: '9 000 000',
};
const lot = { lot_id: '1' };

const ROUTES: Route[] = [
  // The catalogue and the public checks.
  {
    method: 'GET',
    path: '/api/shop/shop-lots/lot-list',
    caller: 'guest',
    schemas: ['lotListQuerySchema'],
    query: { ...filters, i: '4', ...page },
  },
  {
    method: 'GET',
    path: '/api/shop/shop-lots/lot-list',
    caller: 'buyer',
    schemas: ['lotListQuerySchema'],
    query: { ...filters, i: '4', ...page },
  },
  {
    method: 'GET',
    path: '/api/shop/shop-lots/lot-list-counter',
    caller: 'guest',
    schemas: ['lotListCounterQuerySchema'],
    query: filters,
  },
  ...['active-lot-list', 'is-reklama-list'].map((name): Route => ({
    method: 'GET',
    path: `/api/shop/shop-lots/${name}`,
    caller: 'guest',
    schemas: ['shortListQuerySchema'],
    query: { size: '12' },
  })),
  {
    method: 'GET',
    path: '/api/shop/shop-lots/lot-list',
    caller: 'guest',
    schemas: ['lotListQuerySchema'],
    query: { ...filters, i: '4', sort: 'newest', ...page },
  },
  ...[
    'shop-lots/sub-lot-list',
    'shop-lots/similar-lot-list',
    'shop-lots/result',
    'shop-lots/flows',
    'lot-card/details',
  ].map((name): Route => ({
    method: 'GET',
    path: `/api/shop/${name}`,
    caller: 'guest',
    schemas: ['lotIdQuerySchema'],
    query: lot,
  })),
  {
    method: 'GET',
    path: '/api/shop/shop-lots/bid-log',
    caller: 'guest',
    schemas: ['bidLogQuerySchema'],
    query: { ...lot, page: '1', per_page: '10' },
  },
  {
    method: 'GET',
    path: '/api/shop/lot-card/tab-details',
    caller: 'guest',
    schemas: ['lotTabDetailsQuerySchema'],
    query: { ...lot, tab: 'property' },
  },
  {
    method: 'GET',
    path: '/api/shop/check-protocol',
    caller: 'guest',
    schemas: ['checkProtocolQuerySchema'],
    query: { number: 'BN-1', tin: '123456789', pinfl: '12345678901234', lot_number: 'L-1' },
  },
  {
    method: 'GET',
    path: '/api/shop/check-black-list',
    caller: 'guest',
    schemas: ['checkBlackListQuerySchema'],
    query: { tin: '123456789' },
  },
  {
    method: 'GET',
    path: '/api/shop/lot-protocols/pdf',
    caller: 'guest',
    schemas: ['protocolPdfQuerySchema'],
    query: { number: 'BN-1', lang: 'uz' },
  },
  {
    method: 'GET',
    path: '/api/shop/check-black-list',
    caller: 'guest',
    schemas: ['checkBlackListQuerySchema'],
    query: { pinfl: '12345678901234' },
  },
  {
    method: 'GET',
    path: '/api/shop/order/preview',
    caller: 'guest',
    schemas: ['orderPreviewQuerySchema'],
    query: { id: '1' },
  },
  {
    method: 'GET',
    path: '/api/shop/dictionaries/area',
    caller: 'guest',
    schemas: ['areaQuerySchema'],
    query: { region_id: '1726' },
  },
  // Common.
  {
    method: 'POST',
    path: '/api/shop/common/contact-message',
    caller: 'guest',
    schemas: ['contactMessageSchema'],
    json: {
      name: 'Aziza Karimova',
      phone: '+998 90 123 45 67',
      email: 'aziza@example.uz',
      message: 'Salom! Savolim bor:\nlot qachon boshlanadi?',
      // Read only after the address's first message in an hour; its text is checked on every one.
      altcha: 'eyJudW1iZXIiOjF9',
    },
    tables: ['contact_messages'],
  },
  {
    method: 'POST',
    path: '/api/shop/common/lang/:lang',
    caller: 'guest',
    schemas: ['langParamsSchema'],
    params: { lang: 'ru' },
    code: 'UNSUPPORTED_LANGUAGE',
  },
  // The live auction.
  ...['base', 'lot-game-info', 'check', 'over-time', 'price-history'].map((name): Route => ({
    method: 'GET',
    path: `/api/shop/game-view/${name}`,
    caller: 'buyer',
    schemas: ['gameLotQuerySchema'],
    query: lot,
  })),
  {
    method: 'POST',
    path: '/api/shop/game-view/bid',
    caller: 'buyer',
    schemas: ['bidBodySchema'],
    json: { lot_id: 1, amount: '15 000', request_id: 'request-0001' },
    tables: ['bids'],
  },
  {
    method: 'POST',
    path: '/api/shop/game-view/auto-bid',
    caller: 'buyer',
    schemas: ['autoBidBodySchema'],
    json: { lot_id: 1, max_amount: '15 000', request_id: 'request-0002' },
    tables: ['auto_bids'],
  },
  {
    method: 'POST',
    path: '/api/shop/game-view/auto-bid/delete',
    caller: 'buyer',
    schemas: ['autoBidDeleteBodySchema'],
    json: { lot_id: 1 },
    tables: ['auto_bids'],
  },
  // The cabinet.
  ...[
    'user/messages',
    'user/actions',
    'user/payments',
    'user/transactions',
    'favourite-lots/list',
    'lot-protocols',
    'customer-protocols',
  ].map((name): Route => ({
    method: 'GET',
    path: `/api/shop/${name}`,
    caller: 'buyer',
    schemas: ['pageQuerySchema'],
    query: page,
  })),
  // Exports of the cabinet's lists (and, with the filters, of the operator's desks).
  {
    method: 'GET',
    path: '/api/shop/export',
    caller: 'buyer',
    schemas: ['exportQuerySchema'],
    query: { what: 'payments', format: 'csv', status: 'pending', state: 'open' },
  },
  {
    method: 'POST',
    path: '/api/shop/user/messages/read/:id',
    caller: 'buyer',
    schemas: ['rowIdParamsSchema'],
    params: { id: '1' },
  },
  {
    method: 'POST',
    path: '/api/shop/user/change-password',
    caller: 'buyer',
    schemas: ['changePasswordSchema'],
    json: { new_password: 'Yangi-parol-2026', repeat_password: 'Yangi-parol-2026' },
    tables: ['id_accounts'],
  },
  {
    method: 'POST',
    path: '/api/shop/user/sessions/end',
    caller: 'buyer',
    schemas: ['endSessionBodySchema'],
    json: { id: 'a'.repeat(64) },
    tables: ['sessions'],
  },
  {
    method: 'POST',
    path: '/api/shop/gateway/top-up',
    caller: 'buyer',
    schemas: ['topUpSchema'],
    json: { provider: 'payme', amount: '15 000', lang: 'ru' },
    tables: ['payments'],
  },
  {
    method: 'POST',
    path: '/api/shop/user/profile/name',
    caller: 'buyer',
    schemas: ['profileNameSchema'],
    json: { full_name: 'Aliyev Vali' },
    tables: ['users'],
  },
  {
    method: 'POST',
    path: '/api/shop/user/profile/address',
    caller: 'buyer',
    schemas: ['profileAddressSchema'],
    json: { region_id: 1726, area_id: 1726294, street: 'Navoiy 1' },
    tables: ['users'],
  },
  {
    method: 'POST',
    path: '/api/shop/user/profile/contact',
    caller: 'buyer',
    schemas: ['profileContactSchema'],
    json: { contact: 'vali@example.uz', altcha: 'eyJudW1iZXIiOjF9' },
    tables: ['id_codes', 'outbox_messages'],
  },
  {
    method: 'POST',
    path: '/api/shop/user/profile/contact/confirm',
    caller: 'buyer',
    schemas: ['profileContactConfirmSchema'],
    json: { contact: 'vali@example.uz', code: '123456' },
    tables: ['users', 'id_codes'],
  },
  {
    method: 'POST',
    path: '/api/shop/saved-searches/add',
    caller: 'buyer',
    schemas: ['savedSearchBodySchema'],
    json: filters,
    tables: ['saved_searches'],
  },
  {
    method: 'POST',
    path: '/api/shop/notification-settings/set',
    caller: 'buyer',
    schemas: ['noticeSettingBodySchema'],
    json: { topic: 'orders', channel: 'sms', enabled: true },
    tables: ['notification_settings'],
  },
  {
    method: 'GET',
    path: '/api/shop/operator/person-notices',
    caller: 'operator',
    schemas: ['personNoticesQuerySchema'],
    query: { login: '+998 90 000 00 02' },
  },
  {
    method: 'POST',
    path: '/api/shop/notification-settings/digest',
    caller: 'buyer',
    schemas: ['digestBodySchema'],
    json: { frequency: 'hourly' },
    tables: ['saved_search_digests'],
  },
  {
    method: 'POST',
    path: '/api/shop/notification-settings/quiet-nights',
    caller: 'buyer',
    schemas: ['quietNightsBodySchema'],
    json: { enabled: false, from: 23, to: 7 },
    tables: ['notification_quiet_nights'],
  },
  {
    method: 'POST',
    path: '/api/shop/notification-settings/push-subscribe',
    caller: 'buyer',
    schemas: ['pushSubscribeBodySchema'],
    json: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    },
    tables: ['push_subscriptions'],
  },
  {
    method: 'POST',
    path: '/api/shop/notification-settings/push-remove',
    caller: 'buyer',
    schemas: ['pushDeviceBodySchema'],
    json: { id: '1' },
    tables: ['push_subscriptions'],
  },
  {
    method: 'POST',
    path: '/api/shop/notification-settings/push-test',
    caller: 'buyer',
    schemas: ['pushDeviceBodySchema'],
    json: { id: '1' },
    tables: ['outbox_messages'],
  },
  {
    method: 'POST',
    path: '/api/notices/unsubscribe',
    caller: 'guest',
    schemas: ['unsubscribeQuerySchema'],
    query: { token: '1.money.c2lnbmF0dXJl' },
    tables: ['notification_settings'],
  },
  {
    method: 'POST',
    path: '/api/shop/saved-searches/remove',
    caller: 'buyer',
    schemas: ['savedSearchRemoveSchema'],
    json: { id: 1 },
    tables: ['saved_searches'],
  },
  ...['add', 'remove'].map((name): Route => ({
    method: 'POST',
    path: `/api/shop/favourite-lots/${name}`,
    caller: 'buyer',
    schemas: ['favouriteBodySchema'],
    json: { lot_id: 1 },
    tables: ['favourites'],
  })),
  {
    method: 'GET',
    path: '/api/shop/cabinet/my-application',
    caller: 'buyer',
    schemas: ['myApplicationQuerySchema'],
    query: { ...page, lot_id: '1' },
  },
  ...['my-application', 'my-application/cancel'].map((name): Route => ({
    method: 'POST',
    path: `/api/shop/cabinet/${name}`,
    caller: 'buyer',
    schemas: ['applicationBodySchema'],
    json: { lot_id: 1 },
    tables: ['applications'],
  })),
  ...['winlot/list', 'winner-payments'].map((name): Route => ({
    method: 'GET',
    path: `/api/shop/${name}`,
    caller: 'buyer',
    schemas: ['pageQuerySchema'],
    query: page,
  })),
  {
    method: 'POST',
    path: '/api/shop/winlot/pay-win-lot',
    caller: 'buyer',
    schemas: ['payWinLotBodySchema'],
    json: { lot_id: 1, part: 1 },
    tables: ['winlots', 'winner_payment_parts'],
  },
  // The one-click purchase: its strings are digits only (code, user_order_id).
  ...['user-order/send-code', 'cabinet/send-code-for-create-user-order'].map((name): Route => ({
    method: 'POST',
    path: `/api/shop/${name}`,
    caller: 'buyer',
    schemas: ['sendBuyCodeBodySchema'],
    json: { lot_id: 1, count: 1 },
    tables: ['id_codes'],
  })),
  {
    method: 'POST',
    path: '/api/shop/user-order/create-user-order',
    caller: 'buyer',
    schemas: ['createUserOrderBodySchema'],
    json: { lot_id: 1, count: 1, code: '123456' },
    tables: ['user_orders', 'id_codes'],
  },
  {
    method: 'POST',
    path: '/api/shop/user-order/send-code-cancel-user-order',
    caller: 'buyer',
    schemas: ['sendCancelCodeBodySchema'],
    json: { user_order_id: '1' },
    tables: ['id_codes'],
  },
  {
    method: 'POST',
    path: '/api/shop/cabinet/cancel_user_order',
    caller: 'buyer',
    schemas: ['cancelUserOrderBodySchema'],
    json: { user_order_id: '1', code: '123456' },
    tables: ['user_orders', 'id_codes'],
  },
  {
    method: 'GET',
    path: '/api/shop/user-order/list',
    caller: 'buyer',
    schemas: ['pageQuerySchema'],
    query: page,
  },
  ...['refuse-win-lot', 'accept-offer', 'decline-offer'].map((name): Route => ({
    method: 'POST',
    path: `/api/shop/winlot/${name}`,
    caller: 'buyer',
    schemas: ['winLotBodySchema'],
    json: { lot_id: 1 },
    tables: ['winlots'],
  })),
  // The public-offer consent and the test E-IMZO.
  {
    method: 'POST',
    path: '/api/shop/consent/buyer/agree',
    caller: 'buyer',
    schemas: ['agreeBodySchema'],
    json: { offer_version: '2024-07', cms: 'MIIB' },
    tables: ['consent_signatures'],
  },
  {
    method: 'POST',
    path: '/api/shop/consent/buyer/disagree',
    caller: 'buyer',
    schemas: ['disagreeBodySchema'],
    json: {},
    tables: ['consent_signatures'],
  },
  {
    method: 'GET',
    path: '/api/shop/consent/buyer/signature',
    caller: 'buyer',
    schemas: ['signatureQuerySchema'],
    query: { id: '1' },
  },
  {
    method: 'POST',
    path: '/dev/e-imzo/keys',
    caller: 'buyer',
    schemas: ['issueTestKeyBodySchema'],
    json: { password: 'kalit-parol' },
    tables: ['esign_test_keys'],
  },
  {
    method: 'POST',
    path: '/dev/e-imzo/sign',
    caller: 'buyer',
    schemas: ['testSignBodySchema'],
    json: { key_id: '1', password: 'kalit-parol', text: 'Oferta\nmatni' },
  },
  {
    method: 'POST',
    path: '/api/shop/payment-back',
    caller: 'buyer',
    schemas: ['refundApplicationSchema'],
    json: {
      bank_name: 'Kapitalbank',
      card_type: 'uzcard',
      card_number: '8600 0000 0000 0009',
      amount: '10 000',
    },
    tables: ['refunds'],
  },
  {
    method: 'POST',
    path: '/api/shop/payment-back',
    caller: 'buyer',
    schemas: ['refundApplicationSchema'],
    json: { bank_name: 'Kapitalbank', saved_card_id: '1', amount: '10 000' },
    tables: ['refunds'],
  },
  // Saved cards (issue 28).
  {
    method: 'POST',
    path: '/api/shop/gateway/uzcard-cards',
    caller: 'buyer',
    schemas: ['bindCardSchema'],
    json: { number: '8600 0691 9540 6311', expire: '03/99' },
    tables: ['saved_cards'],
  },
  {
    method: 'POST',
    path: '/api/shop/gateway/uzcard-cards/:id/send-code',
    caller: 'buyer',
    schemas: ['rowIdParamsSchema'],
    params: { id: '1' },
  },
  {
    method: 'POST',
    path: '/api/shop/gateway/uzcard-cards/:id/verify',
    caller: 'buyer',
    schemas: ['rowIdParamsSchema', 'verifyCardSchema'],
    params: { id: '1' },
    json: { code: '123456' },
    tables: ['saved_cards'],
  },
  {
    method: 'POST',
    path: '/api/shop/gateway/uzcard-cards/:id/top-up',
    caller: 'buyer',
    schemas: ['rowIdParamsSchema', 'cardTopUpSchema'],
    params: { id: '1' },
    json: { amount: '10 000', request_id: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60' },
    tables: ['saved_card_top_ups', 'payments'],
  },
  {
    method: 'GET',
    path: '/api/shop/payment-back',
    caller: 'buyer',
    schemas: ['pageQuerySchema'],
    query: page,
  },
  {
    method: 'GET',
    path: '/api/shop/payment-back/:id',
    caller: 'buyer',
    schemas: ['rowIdParamsSchema'],
    params: { id: '1' },
  },
  {
    method: 'GET',
    path: '/api/shop/auth/auth-token',
    caller: 'buyer',
    schemas: ['authTokenQuerySchema'],
    query: { target: 'profile', lang: 'uz' },
    tables: ['auth_tokens'],
  },
  {
    method: 'GET',
    path: '/api/shop/auth/cabinet',
    caller: 'guest',
    schemas: ['cabinetEntryQuerySchema'],
    query: { token: 'abcdefghijklmnopqrstuvwxyz012345', lang: 'uz' },
    tables: ['sessions'],
  },
  // The operator.
  {
    method: 'GET',
    path: '/api/shop/operator/refunds',
    caller: 'operator',
    schemas: ['operatorRefundQuerySchema'],
    query: { ...page, status: 'pending' },
  },
  ...['approve', 'reject'].map((name): Route => ({
    method: 'POST',
    path: `/api/shop/operator/refunds/:id/${name}`,
    caller: 'operator',
    schemas: ['rowIdParamsSchema', 'refundDecisionSchema'],
    params: { id: '1' },
    json: { reason: 'Karta raqami\nboshqa odamniki' },
    tables: ['refunds'],
  })),
  {
    method: 'POST',
    path: '/api/shop/operator/live-auctions/pause',
    caller: 'operator',
    schemas: ['liveAuctionPauseSchema'],
    json: { lot_id: 1, reason: 'Texnik uzilish' },
    tables: ['auction_interruptions'],
  },
  {
    method: 'POST',
    path: '/api/shop/operator/live-auctions/resume',
    caller: 'operator',
    schemas: ['liveAuctionResumeSchema'],
    json: { lot_id: 1 },
    tables: ['auction_interruptions'],
  },
  {
    method: 'GET',
    path: '/api/shop/operator/protocols',
    caller: 'operator',
    schemas: ['operatorProtocolQuerySchema'],
    query: { ...page, status: 'active' },
  },
  {
    method: 'POST',
    path: '/api/shop/operator/protocols/cancel',
    caller: 'operator',
    schemas: ['protocolCancelSchema'],
    json: { number: 'BN-1', reason: 'Hujjatlar\nsoxta' },
    tables: ['protocols', 'notifications'],
  },
  // An operator's review of an auction lot before its start (lot status 17).
  {
    method: 'POST',
    path: '/api/shop/operator/lot-reviews/suspend',
    caller: 'operator',
    schemas: ['lotSuspendSchema'],
    json: { lot_id: 1, reason: 'Shikoyat:\nhujjatlar shubhali' },
    tables: ['lot_reviews', 'notifications'],
  },
  {
    method: 'POST',
    path: '/api/shop/operator/lot-reviews/:id/resume',
    caller: 'operator',
    schemas: ['lotReviewParamsSchema', 'lotResumeSchema'],
    params: { id: '1' },
    json: { note: 'Tekshirildi' },
    tables: ['lot_reviews', 'notifications'],
  },
  {
    method: 'POST',
    path: '/api/shop/operator/lot-reviews/:id/cancel',
    caller: 'operator',
    schemas: ['lotReviewParamsSchema', 'lotCancelSchema'],
    params: { id: '1' },
    json: { note: 'Mulk hibsda' },
    tables: ['lot_reviews', 'notifications'],
  },
  // Edit requests and service contracts (issue 28).
  {
    method: 'POST',
    path: '/api/shop/edit-requests',
    caller: 'buyer',
    schemas: ['editRequestFieldsSchema'],
    multipart: { full_name: 'Aliyeva Dilnoza', pinfl: '', stir: '', reason: 'Familiya nikohdan keyin' },
    tables: ['edit_requests'],
  },
  {
    method: 'POST',
    path: '/api/shop/edit-requests/:id/withdraw',
    caller: 'buyer',
    schemas: ['editRequestParamsSchema'],
    params: { id: '1' },
    tables: ['edit_requests'],
  },
  {
    method: 'GET',
    path: '/api/shop/edit-requests/:id/documents/:file_id',
    caller: 'buyer',
    schemas: ['editRequestDocumentParamsSchema'],
    params: { id: '1', file_id: '00000000-0000-4000-8000-000000000000' },
    refusal: 'not_found',
  },
  {
    method: 'GET',
    path: '/api/shop/operator/edit-requests',
    caller: 'operator',
    schemas: ['operatorEditRequestQuerySchema'],
    query: { status: 'pending', ...page },
  },
  {
    method: 'POST',
    path: '/api/shop/operator/edit-requests/:id/reject',
    caller: 'operator',
    schemas: ['editRequestParamsSchema', 'editRequestRejectSchema'],
    params: { id: '1' },
    json: { reason: 'Hujjat\nnoaniq' },
    tables: ['edit_requests', 'notifications'],
  },
  {
    method: 'POST',
    path: '/api/shop/service-contracts/sign',
    caller: 'customer',
    schemas: ['signServiceContractBodySchema'],
    json: { version: '2026-01', cms: 'MIIB' },
    tables: ['service_contracts'],
  },
  {
    method: 'GET',
    path: '/api/shop/service-contracts/check',
    caller: 'guest',
    schemas: ['serviceContractNumberQuerySchema'],
    query: { number: 'SC-2026-000001' },
  },
  {
    method: 'GET',
    path: '/api/shop/operator/service-contracts',
    caller: 'operator',
    schemas: ['operatorServiceContractsQuerySchema'],
    query: { user_id: '1' },
  },
  // The base amount and the working-day calendar (issue 28).
  {
    method: 'POST',
    path: '/api/shop/operator/bhm',
    caller: 'operator',
    schemas: ['bhmInputSchema'],
    json: { from: '2099-01-02', value: '450 000', reason: 'Farmon\nPF-1' },
    tables: ['bhm_values'],
  },
  {
    method: 'GET',
    path: '/api/shop/operator/working-days',
    caller: 'operator',
    schemas: ['workingDaysQuerySchema'],
    query: { year: '2026' },
  },
  {
    method: 'POST',
    path: '/api/shop/operator/working-days',
    caller: 'operator',
    schemas: ['dayOverrideInputSchema'],
    json: { day: '2099-01-05', kind: 'day_off', reason: 'Farmon\nPF-2' },
    tables: ['working_day_overrides'],
  },
  // The track record (issue 28).
  {
    method: 'GET',
    path: '/api/shop/game-view/track-records',
    caller: 'guest',
    schemas: ['roomRecordsQuerySchema'],
    query: lot,
  },
  {
    method: 'POST',
    path: '/api/shop/user/achievements/visibility',
    caller: 'buyer',
    schemas: ['achievementsVisibilitySchema'],
    json: { show_in_room: true },
    tables: ['users'],
  },
  // The moderation desk.
  {
    method: 'GET',
    path: '/api/shop/operator/orders',
    caller: 'operator',
    schemas: ['pageQuerySchema'],
    query: page,
  },
  {
    method: 'GET',
    path: '/api/shop/operator/orders/:id',
    caller: 'operator',
    schemas: ['orderIdQuerySchema'],
    params: { id: '1' },
  },
  {
    method: 'POST',
    path: '/api/shop/operator/orders/:id/approve',
    caller: 'operator',
    schemas: ['orderIdQuerySchema'],
    params: { id: '1' },
    tables: ['orders', 'lots', 'order_flows'],
  },
  ...['return', 'reject'].map((name): Route => ({
    method: 'POST',
    path: `/api/shop/operator/orders/:id/${name}`,
    caller: 'operator',
    schemas: ['orderIdQuerySchema', 'moderationReasonSchema'],
    params: { id: '1' },
    json: { reason: 'Rasmlar\nxira' },
    tables: ['orders', 'order_flows', 'notifications'],
  })),
  {
    method: 'POST',
    path: '/api/shop/operator/demo-bots',
    caller: 'operator',
    schemas: ['demoBotsBodySchema'],
    json: { enabled: true },
  },
  // An order's files (uploads are multipart; a refused field stops the upload before any file).
  ...['images', 'documents'].map((kind): Route => ({
    method: 'GET',
    path: `/api/shop/file/${kind}`,
    caller: 'customer',
    schemas: ['orderFilesQuerySchema'],
    query: { order_id: '1' },
  })),
  {
    method: 'POST',
    path: '/api/shop/file/images/add',
    caller: 'customer',
    schemas: ['addImagesFieldsSchema'],
    multipart: { order_id: '1' },
    tables: ['order_files'],
  },
  {
    method: 'POST',
    path: '/api/shop/file/documents/add',
    caller: 'customer',
    schemas: ['addDocumentsFieldsSchema'],
    multipart: { order_id: '1', visible: 'true' },
    tables: ['order_files'],
  },
  ...['images/mark-as-main', 'delete'].map((name): Route => ({
    method: 'POST',
    path: `/api/shop/file/${name}`,
    caller: 'customer',
    schemas: ['fileIdBodySchema'],
    json: { file_id: '0b1c9a52-6a3e-4f7e-9a0e-3c1d2b4a5f60' },
    tables: ['order_files'],
  })),
  {
    method: 'POST',
    path: '/api/shop/file/documents/set-visible',
    caller: 'customer',
    schemas: ['setDocumentVisibleBodySchema'],
    json: { file_id: '0b1c9a52-6a3e-4f7e-9a0e-3c1d2b4a5f60', visible: true },
    tables: ['order_files'],
  },
  // The customer's orders (every call parses its input before it reads the order).
  ...['details', 'get-order', 'full-info', 'flows', 'lots', 'tab-details', 'get-additional-fee'].map(
    (name): Route => ({
      method: 'GET',
      path: `/api/shop/order/${name}`,
      caller: 'customer',
      schemas: ['orderIdQuerySchema'],
      query: { id: '1' },
    }),
  ),
  {
    method: 'GET',
    path: '/api/shop/order/list',
    caller: 'customer',
    schemas: ['orderListQuerySchema'],
    query: page,
  },
  {
    method: 'POST',
    path: '/api/shop/order/create-order',
    caller: 'customer',
    schemas: ['createOrderBodySchema'],
    json: { ...ORDER_STEP_INPUT.property },
    tables: ['orders', 'order_flows'],
  },
  {
    method: 'POST',
    path: '/api/shop/order/update-order',
    caller: 'customer',
    schemas: ['updateOrderBodySchema'],
    json: { id: 1, ...ORDER_STEP_INPUT.property },
    tables: ['orders'],
  },
  {
    method: 'POST',
    path: '/api/shop/order/save-details',
    caller: 'customer',
    schemas: ['saveDetailsBodySchema'],
    json: { id: 1, section: 'terms', terms: ORDER_STEP_INPUT.terms },
    tables: ['orders'],
  },
  {
    method: 'POST',
    path: '/api/shop/order/save-details',
    caller: 'customer',
    schemas: ['saveDetailsBodySchema'],
    json: { id: 1, section: 'address', address: ORDER_STEP_INPUT.address },
    tables: ['orders'],
  },
  {
    method: 'POST',
    path: '/api/shop/order/update-bank-info',
    caller: 'customer',
    schemas: ['updateBankInfoBodySchema'],
    json: { id: 1, ...ORDER_STEP_INPUT.requisites },
    tables: ['orders'],
  },
  {
    method: 'POST',
    path: '/api/shop/order/delete-order',
    caller: 'customer',
    schemas: ['orderIdBodySchema'],
    json: { id: 1 },
    tables: ['orders'],
  },
  {
    method: 'POST',
    path: '/api/shop/order/duplicate',
    caller: 'customer',
    schemas: ['duplicateOrderBodySchema'],
    json: { id: 1, copies: 2 },
    tables: ['orders'],
  },
  {
    method: 'POST',
    path: '/api/shop/order-action/do-act',
    caller: 'customer',
    schemas: ['doActBodySchema'],
    json: { order_id: 1, action: 'send' },
    tables: ['orders', 'order_flows'],
  },
  {
    method: 'POST',
    path: '/api/shop/order-action/do-act',
    caller: 'operator',
    schemas: ['moderatorDoActBodySchema'],
    json: { order_id: 1, action: 'return', reason: 'Rasmlar\nxira' },
    tables: ['orders', 'order_flows', 'notifications'],
  },
  {
    method: 'GET',
    path: '/api/shop/order-action/do-act-res',
    caller: 'customer',
    schemas: ['doActResQuerySchema'],
    query: { order_id: '1' },
  },
  {
    method: 'GET',
    path: '/api/shop/order-action/withdraw-terms',
    caller: 'customer',
    schemas: ['withdrawTermsQuerySchema'],
    query: { lot_id: '1' },
  },
  {
    method: 'POST',
    path: '/api/shop/order-action/withdraw-lot',
    caller: 'customer',
    schemas: ['withdrawLotBodySchema'],
    json: { lot_id: 1 },
    tables: ['lots', 'lot_withdrawals', 'customer_debts'],
  },
  {
    method: 'POST',
    path: '/api/shop/order-action/pay-debt',
    caller: 'customer',
    schemas: ['payDebtBodySchema'],
    json: { debt_id: '1' },
    tables: ['customer_debts', 'ledger_transactions'],
  },
  // Participants' protests on a lot's result, the customer's answer and the operator's review.
  {
    method: 'GET',
    path: '/api/shop/lot-protests/terms',
    caller: 'buyer',
    schemas: ['protestTermsQuerySchema'],
    query: lot,
  },
  {
    method: 'POST',
    path: '/api/shop/lot-protests/create',
    caller: 'buyer',
    schemas: ['createProtestBodySchema'],
    json: { lot_id: 1, text: "Oxirgi daqiqada taklifim\nqabul qilinmadi, ko'ring." },
    tables: ['lot_protests', 'order_flows', 'notifications'],
  },
  {
    method: 'GET',
    path: '/api/shop/lot-protests/mine',
    caller: 'buyer',
    schemas: ['pageQuerySchema'],
    query: page,
  },
  {
    method: 'GET',
    path: '/api/shop/order/protests',
    caller: 'customer',
    schemas: ['orderIdQuerySchema'],
    query: { id: '1' },
  },
  {
    method: 'POST',
    path: '/api/shop/order-action/protest-answer',
    caller: 'customer',
    schemas: ['protestAnswerBodySchema'],
    json: { protest_id: 1, answer: 'reject', note: 'Takliflar\nvaqtida qabul qilingan' },
    tables: ['lot_protests', 'order_flows', 'notifications'],
  },
  {
    method: 'GET',
    path: '/api/shop/operator/protests',
    caller: 'operator',
    schemas: ['operatorProtestsQuerySchema'],
    query: { state: 'overdue', ...page },
  },
  {
    method: 'POST',
    path: '/api/shop/operator/protests/:id/review',
    caller: 'operator',
    schemas: ['protestIdParamsSchema', 'protestReviewBodySchema'],
    params: { id: '1' },
    json: { note: "Jurnal tekshirildi\nbuzilish yo'q" },
    tables: ['lot_protests', 'notifications'],
  },
  // The operator's content (issue 28): help pages, news, the footer.
  {
    method: 'GET',
    path: '/api/shop/dictionaries/page-content',
    caller: 'guest',
    schemas: ['pageContentQuerySchema'],
    query: { slug: 'bid-lot', lang: 'ru' },
  },
  {
    method: 'GET',
    path: '/api/shop/dictionaries/get-dynamic-list',
    caller: 'guest',
    schemas: ['dynamicListQuerySchema'],
    query: { lang: 'ru' },
  },
  {
    method: 'GET',
    path: '/api/shop/operator/content/pages',
    caller: 'operator',
    schemas: ['contentPagesQuerySchema'],
    query: { kind: 'news' },
  },
  {
    method: 'POST',
    path: '/api/shop/operator/content/pages',
    caller: 'operator',
    schemas: ['createNewsBodySchema'],
    json: { slug: 'yangi-tartib' },
    tables: ['content_pages'],
  },
  {
    method: 'GET',
    path: '/api/shop/operator/content/pages/:slug/versions',
    caller: 'operator',
    schemas: ['contentSlugParamsSchema', 'contentVersionsQuerySchema'],
    params: { slug: 'bid-lot' },
    query: { lang: 'uz' },
  },
  {
    method: 'POST',
    path: '/api/shop/operator/content/pages/:slug/versions',
    caller: 'operator',
    schemas: ['contentSlugParamsSchema', 'saveContentBodySchema'],
    params: { slug: 'bid-lot' },
    json: { lang: 'uz', title: 'Sarlavha', body: "## Bo'lim\n\nMatn" },
    tables: ['content_versions'],
  },
  {
    method: 'POST',
    path: '/api/shop/operator/content/pages/:slug/versions/:id/restore',
    caller: 'operator',
    schemas: ['contentVersionParamsSchema'],
    params: { slug: 'bid-lot', id: '1' },
    tables: ['content_versions'],
  },
  {
    method: 'POST',
    path: '/api/shop/operator/content/preview',
    caller: 'operator',
    schemas: ['previewContentBodySchema'],
    json: { body: '**Matn**\nikkinchi qator' },
  },
  {
    method: 'POST',
    path: '/api/shop/operator/content/footer',
    caller: 'operator',
    schemas: ['footerSettingsSchema'],
    json: {
      phone: '+998 71 200 00 00',
      email: 'info@kimoshdi.uz',
      address: { uz: 'Toshkent', ru: 'Ташкент', 'uz-Cyrl': 'Тошкент', en: 'Tashkent' },
      social: [{ network: 'telegram', url: 'https://t.me/kimoshdi_uz' }],
    },
    tables: ['site_settings_versions'],
  },
  {
    method: 'POST',
    path: '/api/shop/operator/content/footer/:id/restore',
    caller: 'operator',
    schemas: ['footerVersionParamsSchema'],
    params: { id: '1' },
    tables: ['site_settings_versions'],
  },
  {
    method: 'GET',
    path: '/api/shop/order-action/repeat-terms',
    caller: 'customer',
    schemas: ['repeatTermsQuerySchema'],
    query: { lot_id: '1' },
  },
  {
    method: 'POST',
    path: '/api/shop/order-action/repeat-lot',
    caller: 'customer',
    schemas: ['repeatLotBodySchema'],
    json: { lot_id: 1, start_price: '100 000', publish_on: '2099-01-05' },
    tables: ['lots', 'order_flows'],
  },
  // The development outbox (not in production).
  ...['outbox', 'outbox.json'].map((name): Route => ({
    method: 'GET',
    path: `/dev/${name}`,
    caller: 'guest',
    schemas: ['outboxQuerySchema'],
    query: { to: '+998 90 111 22 33' },
  })),
  {
    method: 'GET',
    path: '/dev/outbox/:id.html',
    caller: 'guest',
    schemas: ['htmlParamsSchema'],
    params: { id: '1' },
  },
  // The development stand-in of the Telegram app (issue 27).
  {
    method: 'GET',
    path: '/dev/telegram',
    caller: 'guest',
    schemas: ['startSchema'],
    query: { start: 'a-code-of-the-right-shape-123' },
  },
  {
    method: 'POST',
    path: '/dev/telegram',
    caller: 'guest',
    schemas: ['startSchema'],
    form: { start: 'a-code-of-the-right-shape-123' },
    tables: ['telegram_links'],
  },
  {
    method: 'POST',
    path: '/dev/telegram/stop',
    caller: 'guest',
    schemas: ['stopSchema'],
    form: { chat: '7000000001' },
    tables: ['telegram_links'],
  },
  // The test payment page (a page: its refusal is a page too).
  {
    method: 'GET',
    path: '/pay/test/:provider',
    caller: 'guest',
    schemas: ['providerSchema', 'testPaymentSchema'],
    params: { provider: 'click' },
    query: { user_id: '1', amount: '1500000', return_url: '/profile/payments' },
    refusal: 'html',
  },
  {
    method: 'POST',
    path: '/pay/test/:provider',
    caller: 'guest',
    schemas: ['providerSchema', 'testPaymentSchema', 'decisionSchema'],
    params: { provider: 'click' },
    form: { user_id: '1', amount: '1500000', return_url: '/profile/payments', decision: 'cancel' },
    refusal: 'html',
    tables: ['payments'],
  },
  // Click's callbacks: a refused shape is Click's error -8, before the signature is looked at.
  ...['prepare', 'complete'].map((name): Route => ({
    method: 'POST',
    path: `/api/payments/click/${name}`,
    caller: 'guest',
    schemas: ['schema'],
    form: {
      click_trans_id: '1001',
      service_id: '1',
      click_paydoc_id: '2001',
      merchant_trans_id: '1',
      amount: '15000',
      action: name === 'prepare' ? '0' : '1',
      error: '0',
      error_note: 'Success',
      sign_time: '2026-05-01 10:00:00',
      sign_string: 'ab'.repeat(16),
      ...(name === 'complete' ? { merchant_prepare_id: '1' } : {}),
    },
    refusal: 'click',
    tables: ['payments'],
  })),
];

/** Names of the schemas the server parses requests with, found in its source. */
function parsedSchemas(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/\bparse\((\w+),\s*(?:req|raw|body)\b/g))
          names.add(match[1] ?? '');
        for (const match of source.matchAll(/(\w+)\.safeParse\((?:req|raw|body)\b/g))
          names.add(match[1] ?? '');
      }
    }
  };
  walk(path.join(ROOT, 'server/src'));
  return names;
}

/**
 * Payme's envelope has its own table below; the game socket's join and leave are not HTTP routes;
 * the load-test API exists only with LOADTEST_TOKEN, and loadtest-api.test.ts sends its one text
 * (a lot's title) a control character.
 */
const COVERED_ELSEWHERE = new Set([
  'envelopeSchema',
  'lotRoomPayloadSchema',
  'loadtestLotInputSchema',
  'loadtestAccountsInputSchema',
  'finishedLotsQuerySchema',
]);

let server: Running;

/** The contact form's per-address quota (rate-limiter keys), forgotten. */
async function forgetContactQuota(): Promise<void> {
  const keys = await server.deps.redis.keys(`${server.deps.config.REDIS_PREFIX}rl:contact*`);
  if (keys.length > 0) await server.deps.redis.del(...keys);
}
const headers: Record<Caller, Record<string, string>> = { guest: {}, buyer: {}, customer: {}, operator: {} };

beforeAll(async () => {
  server = await startTestServer();
  headers.guest = await guestHeaders(server);
  headers.buyer = (await signIn(server)).headers;
  headers.operator = (await signIn(server, { role: 'operator' })).headers;
  headers.customer = (await signIn(server, { role: 'customer' })).headers;
});

afterAll(async () => {
  await server?.close();
});

async function rowCounts(tables: string[] = []): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
      server.deps.db,
    );
    counts[table] = row.rows[0]?.n ?? -1;
  }
  return counts;
}

function send(route: Route, input: Pick<Route, 'params' | 'query' | 'json' | 'form' | 'multipart'>) {
  let target = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(input.params?.[name] ?? ''),
  );
  if (input.query) target += `?${new URLSearchParams(input.query).toString()}`;
  const requestHeaders: Record<string, string> = { ...headers[route.caller], 'accept-language': 'ru' };
  let body: string | FormData | undefined;
  if (input.multipart) {
    body = new FormData();
    for (const [name, value] of Object.entries(input.multipart)) body.append(name, value);
  } else if (input.json) {
    requestHeaders['content-type'] = 'application/json';
    body = JSON.stringify(input.json);
  } else if (input.form) {
    requestHeaders['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(input.form).toString();
  }
  return call<unknown>(server.url, target, { method: route.method, headers: requestHeaders, body });
}

type Part = 'params' | 'query' | 'json' | 'form' | 'multipart';
const PARTS: Part[] = ['params', 'query', 'json', 'form', 'multipart'];
const fieldsOf = (route: Route) =>
  PARTS.flatMap((part) => Object.keys(route[part] ?? {}).map((field) => ({ part, field })));

function expectRefused(route: Route, answer: Awaited<ReturnType<typeof send>>) {
  if (route.refusal === 'html') {
    expect(answer.status).toBe(400);
    expect(String(answer.body)).toMatch(/^<!doctype html>/i);
  } else if (route.refusal === 'click') {
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: -8 });
  } else if (route.refusal === 'not_found') {
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ ERROR: { code: 'NOT_FOUND' } });
  } else {
    expect(answer.status).toBe(400);
    // The one error body, its message in the caller's language (VALIDATION's has no parameters).
    const code = route.code ?? 'VALIDATION';
    const message =
      code === 'VALIDATION' ? loadLocale('ru', 'errors').get(code) : expect.stringMatching(/[а-я]/);
    expect(answer.body).toMatchObject({ ERROR: { code, message } });
  }
}

describe('a control character in any field of any route', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.path} (${route.caller})`, route] as const))(
    '%s: every field refused, nothing written',
    async (_name, route) => {
      const before = await rowCounts(route.tables);
      for (const { part, field } of fieldsOf(route)) {
        for (const control of CONTROLS) {
          const values = { ...route[part], [field]: inject(route[part]?.[field], control) };
          const answer = await send(route, { ...route, [part]: values });
          expect.soft(answer.status, `${field} with ${JSON.stringify(control)}`).not.toBe(500);
          expectRefused(route, answer);
        }
      }
      expect(await rowCounts(route.tables)).toEqual(before);
    },
  );

  it('multi-line texts keep their line breaks', async () => {
    const contact = ROUTES.find((route) => route.path.endsWith('contact-message'));
    if (!contact) throw new Error('the contact form left the table');
    // The run's files share a Redis prefix and one address: the quota starts and ends full.
    await forgetContactQuota();
    const answer = await send(contact, contact);
    expect(answer.status).toBe(201);
    await forgetContactQuota();
  });

  it('the table names every schema the server parses a request with', () => {
    const listed = new Set(ROUTES.flatMap((route) => route.schemas));
    const parsed = parsedSchemas();
    // The scan itself still finds the calls (a changed call style would make this test blind).
    expect(parsed).toContain('lotListQuerySchema');
    expect(parsed).toContain('contactMessageSchema');
    const missing = [...parsed].filter((name) => !listed.has(name) && !COVERED_ELSEWHERE.has(name));
    expect(missing).toEqual([]);
  });

  it('the table gives every field each shared schema reads', () => {
    const exported = shared as unknown as Record<string, z.ZodType | undefined>;
    const missing: string[] = [];
    for (const name of new Set(ROUTES.flatMap((route) => route.schemas))) {
      const schema = exported[name];
      if (!schema || typeof schema !== 'object' || !('_zod' in schema)) continue;
      const given = new Set(
        ROUTES.filter((route) => route.schemas.includes(name)).flatMap((route) =>
          fieldsOf(route).map(({ field }) => field),
        ),
      );
      for (const field of topLevelFields(schema)) if (!given.has(field)) missing.push(`${name}.${field}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('Payme: a control character anywhere is an invalid request (-32600)', () => {
  const call_ = (body: unknown) =>
    call<{ error?: { code: number } }>(server.url, '/api/payments/payme', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: paymeAuthorization(server.deps.config.payments.payme.key),
      },
      body: JSON.stringify(body),
    });
  const create = (params: Record<string, unknown>, id: unknown = 1, method = 'CreateTransaction') => ({
    jsonrpc: '2.0',
    id,
    method,
    params: { id: 'payme-tx-1', time: Date.now(), amount: 1_500_000, account: { user_id: '1' }, ...params },
  });

  it.each(
    CONTROLS.flatMap((control) => [
      [`id ${JSON.stringify(control)}`, create({}, inject('rpc-1', control))],
      [`method ${JSON.stringify(control)}`, create({}, 1, inject('CreateTransaction', control))],
      [`params.id ${JSON.stringify(control)}`, create({ id: inject('payme-tx-1', control) })],
      [`account.user_id ${JSON.stringify(control)}`, create({ account: { user_id: inject('1', control) } })],
      [
        `CheckPerformTransaction account.user_id ${JSON.stringify(control)}`,
        create({ account: { user_id: inject('1', control) } }, 2, 'CheckPerformTransaction'),
      ],
      [
        `PerformTransaction params.id ${JSON.stringify(control)}`,
        {
          jsonrpc: '2.0',
          id: 3,
          method: 'PerformTransaction',
          params: { id: inject('payme-tx-1', control) },
        },
      ],
    ]),
  )('%s', async (_name, body) => {
    const before = await rowCounts(['payments']);
    const answer = await call_(body);
    expect(answer.status).toBe(200);
    expect(answer.body.error?.code).toBe(-32600);
    expect(await rowCounts(['payments'])).toEqual(before);
  });
});

describe('Kimoshdi ID forms: a control character shows the form again with a 400', () => {
  const FORMS: { form: string; fields: Record<string, string> }[] = [
    { form: 'login', fields: { login: '+998 90 111 22 33', password: 'Parol-2026' } },
    {
      form: 'register',
      fields: {
        login: '+998 90 111 22 34',
        full_name: 'Aziza Karimova',
        tax_id: '123456789',
        role: 'buyer',
        password: 'Parol-2026',
        password_repeat: 'Parol-2026',
      },
    },
    { form: 'confirm', fields: { code: '123456' } },
  ];
  let auth: Authorization;

  beforeAll(async () => {
    auth = await startAuthorization(server);
  });

  it.each(FORMS.map((entry) => [entry.form, entry] as const))('%s', async (_name, { form, fields }) => {
    if (form === 'confirm') {
      // The code form shows only while a registration waits for its code.
      const started = await auth.jar.fetch(new URL(`${auth.interactionUrl.pathname}/register`, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          login: uniquePhone(),
          full_name: 'Aziza Karimova',
          tax_id: uniquePinfl(),
          role: 'buyer',
          password: 'Parol-2026x',
          password_repeat: 'Parol-2026x',
        }).toString(),
      });
      expect(started.status).toBe(303);
    }
    const tables = ['id_accounts', 'id_codes', 'outbox_messages'];
    const before = await rowCounts(tables);
    for (const field of Object.keys(fields)) {
      for (const control of CONTROLS) {
        const values = { ...fields, [field]: inject(fields[field], control) };
        const answer = await auth.jar.fetch(new URL(`${auth.interactionUrl.pathname}/${form}`, server.url), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ru' },
          body: new URLSearchParams(values).toString(),
        });
        expect(answer.status, `${field} with ${JSON.stringify(control)}`).toBe(400);
        expect(await answer.text()).toMatch(/<form/);
      }
    }
    expect(await rowCounts(tables)).toEqual(before);
  });

  it.each([
    ['/id/auth', { client_id: 'kimoshdi-shop', response_type: 'code', scope: 'openid', state: 'a\u0000b' }],
    ['/id/auth', { client_id: 'kimoshdi\u0000shop', response_type: 'code', scope: 'openid' }],
  ])('the provider refuses %s with a control character', async (endpoint, query) => {
    const before = await rowCounts(['oidc_payloads']);
    const answer = await fetch(`${server.url}${endpoint}?${new URLSearchParams(query).toString()}`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(400);
    expect(await rowCounts(['oidc_payloads'])).toEqual(before);
  });

  it('the provider refuses a token request with a control character', async () => {
    const answer = await fetch(`${server.url}/id/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'a\u0000b',
        redirect_uri: `${server.url}/api/shop/auth/callback`,
        client_id: 'kimoshdi-shop',
        client_secret: 'development-only-client-secret',
      }).toString(),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: expect.any(String) });
  });
});
