/**
 * Participants' protests on a lot's result (api/shop/lot-protests/*, order/protests,
 * order-action/protest-answer, operator/protests): who may protest and until when, the customer's
 * answer, the operator's desk and review, the order's history rows and the cabinet messages in the
 * reader's language; every refusal a clear 4xx with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerDueAt,
  LOT_STATUS,
  operatorProtestPageSchema,
  operatorProtestSchema,
  orderProtestSchema,
  orderProtestsSchema,
  protestDeadline,
  protestPageSchema,
  protestSchema,
  protestTermsSchema,
} from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { holidaysAround } from '../../server/src/lib/uzbek-holidays';
import { addParticipant } from '../support/auction';
import { createTestLot } from '../support/catalogue';
import { balancesOf } from '../support/ledger';
import { call, postJson } from '../support/http';
import { createCustomerOrder } from '../support/orders';
import { endedDaysAgo, endedLotWithParticipants, type EndedLot } from '../support/protests';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

let server: Running;
let customer: TestUser;
let otherCustomer: TestUser;
let operator: TestUser;
let outsider: TestUser;
let guest: Record<string, string>;

const TEXT = "Oxirgi daqiqada sahifa yangilanmadi va taklifim qabul qilinmadi, natijani qayta ko'ring.";

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server, { role: 'customer' });
  otherCustomer = await signIn(server, { role: 'customer' });
  operator = await signIn(server, { role: 'operator' });
  outsider = await signIn(server, { role: 'buyer' });
  guest = await guestHeaders(server);
  // The customer reads Russian: their messages are worded in it.
  await db().updateTable('users').set({ lang: 'ru' }).where('id', '=', customer.userId).execute();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.deps.db;
const post = (url: string, body: unknown, user: TestUser | null) =>
  postJson(server.url, `/api/shop/${url}`, body, user?.headers ?? guest);
const get = (url: string, user: TestUser | null) =>
  call(server.url, `/api/shop/${url}`, { headers: user?.headers ?? {} });
const codeOf = (body: unknown) => (body as { ERROR: { code: string } }).ERROR.code;
const errorOf = (body: unknown) =>
  (body as { ERROR: { code: string; message: string; data?: Record<string, unknown> } }).ERROR;

async function endedLot(options: Parameters<typeof endedLotWithParticipants>[2] = {}): Promise<EndedLot> {
  return endedLotWithParticipants(server, customer, options);
}

function participant(lot: EndedLot, index: number): TestUser {
  const user = lot.participants[index];
  if (!user) throw new Error(`no participant ${index}`);
  return user;
}

async function file(lot: EndedLot, who: TestUser, text = TEXT) {
  return post('lot-protests/create', { lot_id: lot.lotId, text }, who);
}

async function filed(lot: EndedLot, who: TestUser, text = TEXT) {
  const answer = await file(lot, who, text);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return protestSchema.parse(answer.body);
}

/** What a refused call must leave as it was. */
async function snapshot(lotId: number) {
  const lot = await db()
    .selectFrom('lots')
    .select(['order_id', 'lot_status'])
    .where('id', '=', lotId)
    .executeTakeFirstOrThrow();
  const [protests, flows, messages] = await Promise.all([
    db().selectFrom('lot_protests').selectAll().where('lot_id', '=', lotId).orderBy('id').execute(),
    db().selectFrom('order_flows').selectAll().where('order_id', '=', lot.order_id).orderBy('id').execute(),
    db()
      .selectFrom('notifications')
      .select(['id'])
      .where('message_key', 'like', 'protests:%')
      .orderBy('id')
      .execute(),
  ]);
  return { lot, protests, flows, messages };
}

async function protestMessages(userId: string) {
  return db()
    .selectFrom('notifications')
    .select(['message_key', 'title', 'content', 'link', 'type'])
    .where('user_id', '=', userId)
    .where('message_key', 'like', 'protests:%')
    .orderBy('id')
    .execute();
}

async function historyOf(orderId: number) {
  return db()
    .selectFrom('order_flows')
    .select(['action', 'note', 'user_id'])
    .where('order_id', '=', orderId)
    .where('action', 'like', 'protest_%')
    .orderBy('id')
    .execute();
}

describe('lot-protests/terms', () => {
  it('tells a participant of an ended lot that they may protest, and until when', async () => {
    const lot = await endedLot();
    const answer = await get(`lot-protests/terms?lot_id=${lot.lotId}`, participant(lot, 0));
    expect(answer.status).toBe(200);
    const terms = protestTermsSchema.parse(answer.body);
    const closed = await db()
      .selectFrom('auctions')
      .select('closed_at')
      .where('lot_id', '=', lot.lotId)
      .executeTakeFirstOrThrow();
    const closedAt = closed.closed_at ?? new Date(0);
    expect(terms).toMatchObject({ lot_id: lot.lotId, participant: true, may_protest: true, refusal: null });
    expect(terms.ended_at).toBe(closedAt.toISOString());
    expect(terms.until).toBe(protestDeadline(closedAt, holidaysAround(closedAt)).toISOString());
    expect(terms.protests).toEqual([]);
  });

  it('tells anyone else why not; a guest is 401 and a missing lot 404', async () => {
    const lot = await endedLot();
    const stranger = protestTermsSchema.parse(
      (await get(`lot-protests/terms?lot_id=${lot.lotId}`, outsider)).body,
    );
    expect(stranger).toMatchObject({
      participant: false,
      may_protest: false,
      refusal: 'PROTEST_NOT_PARTICIPANT',
    });
    const own = protestTermsSchema.parse(
      (await get(`lot-protests/terms?lot_id=${lot.lotId}`, customer)).body,
    );
    expect(own).toMatchObject({ participant: false, may_protest: false, refusal: 'PROTEST_OWN_LOT' });
    expect((await get(`lot-protests/terms?lot_id=${lot.lotId}`, null)).status).toBe(401);
    const missing = await get('lot-protests/terms?lot_id=2147483000', outsider);
    expect([missing.status, codeOf(missing.body)]).toEqual([404, 'NOT_FOUND']);
    const bad = await get('lot-protests/terms?lot_id=abc', outsider);
    expect([bad.status, codeOf(bad.body)]).toEqual([400, 'VALIDATION']);
  });
});

describe('lot-protests/create', () => {
  it('files the protest with its answer due, a history row and the customer told in their language', async () => {
    const lot = await endedLot();
    const before = new Date();
    const protest = await filed(lot, participant(lot, 0), `   ${TEXT}\n`);
    expect(protest).toMatchObject({
      lot_id: lot.lotId,
      lot_number: lot.lotNumber,
      buyer_number: 1,
      text: TEXT,
      state: 'open',
      overdue: false,
      answer_note: null,
      answered_at: null,
      review_note: null,
    });
    expect(Date.parse(protest.created_at)).toBeGreaterThanOrEqual(before.getTime() - 1_000);
    const created = new Date(protest.created_at);
    expect(protest.answer_due_at).toBe(answerDueAt(created, holidaysAround(created)).toISOString());

    expect(await historyOf(lot.orderId)).toEqual([
      { action: 'protest_filed', note: lot.lotNumber, user_id: participant(lot, 0).userId },
    ]);
    const [message, ...others] = await protestMessages(customer.userId).then((rows) =>
      rows.filter((row) => row.content.includes(lot.lotNumber)),
    );
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      message_key: 'protests:messages.filed',
      title: `Протест на итоги лота № ${lot.lotNumber}`,
      link: `/profile/orders/lots/${lot.orderId}`,
      type: 'warning',
    });
    expect(message?.content).toContain('Участник № 1');

    const terms = protestTermsSchema.parse(
      (await get(`lot-protests/terms?lot_id=${lot.lotId}`, participant(lot, 0))).body,
    );
    expect(terms).toMatchObject({ may_protest: false, refusal: 'PROTEST_ALREADY_OPEN' });
    expect(terms.protests.map((p) => p.id)).toEqual([protest.id]);
  });

  it('refuses a second protest while the first waits, and two sent at once make one', async () => {
    const lot = await endedLot();
    await filed(lot, participant(lot, 0));
    const before = await snapshot(lot.lotId);
    const twice = await file(lot, participant(lot, 0));
    expect([twice.status, codeOf(twice.body)]).toEqual([409, 'PROTEST_ALREADY_OPEN']);
    expect(await snapshot(lot.lotId)).toEqual(before);

    const racing = await Promise.all([file(lot, participant(lot, 1)), file(lot, participant(lot, 1))]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = racing.find((answer) => answer.status === 409);
    expect(codeOf(refused?.body)).toBe('PROTEST_ALREADY_OPEN');
    const rows = await db()
      .selectFrom('lot_protests')
      .select('id')
      .where('lot_id', '=', lot.lotId)
      .where('user_id', '=', participant(lot, 1).userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await historyOf(lot.orderId)).filter((row) => row.action === 'protest_filed')).toHaveLength(2);
  });

  it('refuses whoever is not a participant, the customer themself, and a cancelled application', async () => {
    const both = await signIn(server, { role: 'both' });
    const lot = await endedLotWithParticipants(server, both, { extra: [both] });
    const before = await snapshot(lot.lotId);
    const stranger = await file(lot, outsider);
    expect([stranger.status, codeOf(stranger.body)]).toEqual([403, 'PROTEST_NOT_PARTICIPANT']);
    // The customer (buying and selling) applied to their own lot: still not a protester of it.
    const own = await file(lot, both);
    expect([own.status, codeOf(own.body)]).toEqual([403, 'PROTEST_OWN_LOT']);
    await db()
      .updateTable('applications')
      .set({ status: 'cancelled', cancelled_at: new Date() })
      .where('lot_id', '=', lot.lotId)
      .where('user_id', '=', participant(lot, 0).userId)
      .execute();
    const cancelled = await file(lot, participant(lot, 0));
    expect([cancelled.status, codeOf(cancelled.body)]).toEqual([403, 'PROTEST_NOT_PARTICIPANT']);
    expect(await snapshot(lot.lotId)).toEqual(before);
  });

  it('refuses before the trade ends', async () => {
    const orderId = await createCustomerOrder(db(), customer.userId, { status: 4 });
    const live = await createTestLot(db(), { orderId, lotStatus: LOT_STATUS.LIVE });
    const bidder = await signIn(server);
    await addParticipant(server, live.id, bidder.userId, 1);
    const answer = await post('lot-protests/create', { lot_id: live.id, text: TEXT }, bidder);
    expect([answer.status, codeOf(answer.body)]).toEqual([409, 'PROTEST_TRADE_NOT_ENDED']);
    const rows = await db().selectFrom('lot_protests').select('id').where('lot_id', '=', live.id).execute();
    expect(rows).toEqual([]);
  });

  it('refuses after the window, naming its end in the reader’s words', async () => {
    const lot = await endedLot();
    await endedDaysAgo(db(), lot.lotId, 20);
    const before = await snapshot(lot.lotId);
    const answer = await call(server.url, '/api/shop/lot-protests/create', {
      method: 'POST',
      headers: {
        ...participant(lot, 0).headers,
        'content-type': 'application/json',
        cookie: `${participant(lot, 0).headers.cookie}; lang=ru`,
      },
      body: JSON.stringify({ lot_id: lot.lotId, text: TEXT }),
    });
    const error = errorOf(answer.body);
    expect([answer.status, error.code]).toEqual([409, 'PROTEST_WINDOW_CLOSED']);
    const until = new Date(String(error.data?.until));
    expect(until.getTime()).toBeLessThan(Date.now());
    expect(error.message).toMatch(
      /^Протесты на итоги этого лота принимались до \d{2}\.\d{2}\.\d{4} 18:00:00\.$/,
    );
    expect(await snapshot(lot.lotId)).toEqual(before);
  });

  it.each([
    ['19 characters after trimming', `  ${'a'.repeat(19)}  `],
    ['2001 characters', 'a'.repeat(2001)],
    ['a control character', `${TEXT.slice(0, 10)}\u0000${TEXT.slice(10)}`],
    ['no text', undefined],
  ])('refuses %s with nothing written', async (_case, text) => {
    const lot = await endedLot({ count: 1 });
    const before = await snapshot(lot.lotId);
    const answer = await post('lot-protests/create', { lot_id: lot.lotId, text }, participant(lot, 0));
    expect([answer.status, codeOf(answer.body)]).toEqual([400, 'VALIDATION']);
    expect(await snapshot(lot.lotId)).toEqual(before);
  });

  it('takes 20 and 2000 characters', async () => {
    const lot = await endedLot();
    expect((await filed(lot, participant(lot, 0), 'b'.repeat(20))).text).toHaveLength(20);
    expect((await filed(lot, participant(lot, 1), 'c'.repeat(2000))).text).toHaveLength(2000);
  });

  it('is a buyer’s: a guest 401, an operator and a customer 403', async () => {
    const lot = await endedLot({ count: 1 });
    const asGuest = await post('lot-protests/create', { lot_id: lot.lotId, text: TEXT }, null);
    expect([asGuest.status, codeOf(asGuest.body)]).toEqual([401, 'UNAUTHORIZED']);
    for (const user of [operator, customer]) {
      const answer = await post('lot-protests/create', { lot_id: lot.lotId, text: TEXT }, user);
      expect([answer.status, codeOf(answer.body)]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await get('lot-protests/mine', null)).status).toBe(401);
    expect((await get('lot-protests/mine', operator)).status).toBe(403);
  });
});

describe('lot-protests/mine', () => {
  it('lists the caller’s own protests, newest first, page by page', async () => {
    const first = await endedLot();
    const second = await endedLot({ extra: [participant(first, 0)] });
    const me = participant(first, 0);
    const older = await filed(first, me);
    const newer = await filed(second, me);
    await filed(first, participant(first, 1));
    const page = protestPageSchema.parse((await get('lot-protests/mine?page=1&size=1', me)).body);
    expect(page).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(page.items.map((p) => p.id)).toEqual([newer.id]);
    const next = protestPageSchema.parse((await get('lot-protests/mine?page=2&size=1', me)).body);
    expect(next.items.map((p) => p.id)).toEqual([older.id]);
    expect(next.items[0]?.lot_name.uz).toBe('Test kvartira');
  });
});

describe("the customer's side: order/protests and order-action/protest-answer", () => {
  it('shows the protests on the order’s lots by buyer number, never the name; another’s order is 404', async () => {
    const lot = await endedLot();
    const protest = await filed(lot, participant(lot, 1));
    const answer = await get(`order/protests?id=${lot.orderId}`, customer);
    expect(answer.status).toBe(200);
    const { items } = orderProtestsSchema.parse(answer.body);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: protest.id, buyer_number: 2, can_answer: true, text: TEXT });
    const { full_name } = await db()
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', participant(lot, 1).userId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(answer.body)).not.toContain(full_name);
    expect(Object.keys((answer.body as { items: object[] }).items[0] ?? {})).not.toContain('user_id');

    const others = await get(`order/protests?id=${lot.orderId}`, otherCustomer);
    expect([others.status, codeOf(others.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await get(`order/protests?id=${lot.orderId}`, null)).status).toBe(401);
    expect((await get(`order/protests?id=${lot.orderId}`, outsider)).status).toBe(403);
  });

  it('rejects with a reason once: history, the participant told; a second answer changes nothing', async () => {
    const lot = await endedLot();
    const protest = await filed(lot, participant(lot, 0));
    const noReason = await post(
      'order-action/protest-answer',
      { protest_id: protest.id, answer: 'reject' },
      customer,
    );
    expect([noReason.status, codeOf(noReason.body)]).toEqual([400, 'VALIDATION']);
    const blank = await post(
      'order-action/protest-answer',
      { protest_id: protest.id, answer: 'reject', note: '   ' },
      customer,
    );
    expect([blank.status, codeOf(blank.body)]).toEqual([400, 'VALIDATION']);

    const answer = await post(
      'order-action/protest-answer',
      {
        protest_id: protest.id,
        answer: 'reject',
        note: " Savdo jurnali to'liq, takliflar vaqtida qabul qilingan. ",
      },
      customer,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(orderProtestSchema.parse(answer.body)).toMatchObject({
      id: protest.id,
      state: 'rejected',
      answer_note: "Savdo jurnali to'liq, takliflar vaqtida qabul qilingan.",
      can_answer: false,
      answered_late: false,
    });
    expect(await historyOf(lot.orderId)).toEqual([
      { action: 'protest_filed', note: lot.lotNumber, user_id: participant(lot, 0).userId },
      { action: 'protest_rejected', note: lot.lotNumber, user_id: customer.userId },
    ]);
    const told = await protestMessages(participant(lot, 0).userId);
    expect(told).toEqual([
      expect.objectContaining({
        message_key: 'protests:messages.rejected',
        title: "E'tirozingiz rad etildi",
        link: '/profile/protests',
      }),
    ]);
    expect(told[0]?.content).toContain(`Sabab: Savdo jurnali to'liq`);

    const before = await snapshot(lot.lotId);
    for (const again of ['accept', 'reject']) {
      const twice = await post(
        'order-action/protest-answer',
        { protest_id: protest.id, answer: again, note: 'Yana bir javob' },
        customer,
      );
      expect([twice.status, codeOf(twice.body)]).toEqual([409, 'PROTEST_ANSWERED']);
    }
    expect(await snapshot(lot.lotId)).toEqual(before);

    const mine = protestPageSchema.parse((await get('lot-protests/mine', participant(lot, 0))).body);
    expect(mine.items[0]).toMatchObject({ id: protest.id, state: 'rejected' });
    // Answered: the participant may protest again within the window.
    const terms = protestTermsSchema.parse(
      (await get(`lot-protests/terms?lot_id=${lot.lotId}`, participant(lot, 0))).body,
    );
    expect(terms.may_protest).toBe(true);
  });

  it('accepts with or without a note; the result, the money and the deadlines stay as they were', async () => {
    const lot = await endedLot();
    const first = await filed(lot, participant(lot, 0));
    const second = await filed(lot, participant(lot, 1));
    const roadBefore = await db().selectFrom('winlots').selectAll().where('lot_id', '=', lot.lotId).execute();
    const balancesBefore = await Promise.all(lot.participants.map((user) => balancesOf(db(), user.userId)));

    const withNote = await post(
      'order-action/protest-answer',
      { protest_id: first.id, answer: 'accept', note: 'Operatorga murojaat qildim.' },
      customer,
    );
    expect(orderProtestSchema.parse(withNote.body)).toMatchObject({
      state: 'accepted',
      answer_note: 'Operatorga murojaat qildim.',
    });
    const plain = await post(
      'order-action/protest-answer',
      { protest_id: second.id, answer: 'accept', note: ' ' },
      customer,
    );
    expect(orderProtestSchema.parse(plain.body)).toMatchObject({ state: 'accepted', answer_note: null });

    expect((await snapshot(lot.lotId)).lot.lot_status).toBe(LOT_STATUS.AWAITING_PAYMENT);
    expect(await db().selectFrom('winlots').selectAll().where('lot_id', '=', lot.lotId).execute()).toEqual(
      roadBefore,
    );
    expect(await Promise.all(lot.participants.map((user) => balancesOf(db(), user.userId)))).toEqual(
      balancesBefore,
    );

    expect((await protestMessages(participant(lot, 0).userId)).map((m) => m.message_key)).toEqual([
      'protests:messages.acceptedWithNote',
    ]);
    const [accepted] = await protestMessages(participant(lot, 1).userId);
    expect(accepted).toMatchObject({ message_key: 'protests:messages.accepted', type: 'success' });
    expect(accepted?.content).not.toContain('Sabab');
    expect((await historyOf(lot.orderId)).map((row) => row.action)).toEqual([
      'protest_filed',
      'protest_filed',
      'protest_accepted',
      'protest_accepted',
    ]);
  });

  it('refuses another customer’s protest (404), a missing one, and the wrong roles, with nothing changed', async () => {
    const lot = await endedLot();
    const protest = await filed(lot, participant(lot, 0));
    const before = await snapshot(lot.lotId);
    const body = { protest_id: protest.id, answer: 'accept' };
    const others = await post('order-action/protest-answer', body, otherCustomer);
    expect([others.status, codeOf(others.body)]).toEqual([404, 'NOT_FOUND']);
    const missing = await post('order-action/protest-answer', { ...body, protest_id: 2147483000 }, customer);
    expect([missing.status, codeOf(missing.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await post('order-action/protest-answer', body, null)).status).toBe(401);
    expect((await post('order-action/protest-answer', body, participant(lot, 0))).status).toBe(403);
    expect((await post('order-action/protest-answer', body, operator)).status).toBe(403);
    const wrong = await post('order-action/protest-answer', { ...body, answer: 'maybe' }, customer);
    expect([wrong.status, codeOf(wrong.body)]).toEqual([400, 'VALIDATION']);
    expect(await snapshot(lot.lotId)).toEqual(before);
  });
});

describe('the operator’s desk: operator/protests', () => {
  it('lists every protest with its filter, the overdue flag and both sides', async () => {
    const lot = await endedLot({ count: 3 });
    const open = await filed(lot, participant(lot, 0));
    const overdue = await filed(lot, participant(lot, 1));
    const answered = await filed(lot, participant(lot, 2));
    await db()
      .updateTable('lot_protests')
      .set({ answer_due_at: new Date(Date.now() - 60_000) })
      .where('id', '=', overdue.id)
      .execute();
    await post(
      'order-action/protest-answer',
      { protest_id: answered.id, answer: 'reject', note: 'Asossiz' },
      customer,
    );

    const ids = async (state: string) => {
      const answer = await get(`operator/protests?state=${state}&size=100`, operator);
      expect(answer.status).toBe(200);
      const page = operatorProtestPageSchema.parse(answer.body);
      return page.items.filter((p) => p.lot_id === lot.lotId);
    };
    const all = await ids('all');
    expect(all.map((p) => p.id)).toEqual([answered.id, overdue.id, open.id]);
    expect(all.find((p) => p.id === overdue.id)).toMatchObject({ overdue: true, can_review: true });
    expect(all.find((p) => p.id === answered.id)).toMatchObject({
      state: 'rejected',
      answer_note: 'Asossiz',
      order_id: lot.orderId,
      customer_name: '"Test Savdo" MChJ',
      buyer_number: 3,
    });
    expect(all[0]?.participant_name).toMatch(/^Test User /);
    expect((await ids('open')).map((p) => p.id)).toEqual([overdue.id, open.id]);
    expect((await ids('overdue')).map((p) => p.id)).toEqual([overdue.id]);
    expect((await ids('answered')).map((p) => p.id)).toEqual([answered.id]);
    expect(await ids('reviewed')).toEqual([]);

    const bad = await get('operator/protests?state=late', operator);
    expect([bad.status, codeOf(bad.body)]).toEqual([400, 'VALIDATION']);
    expect((await get('operator/protests', null)).status).toBe(401);
    expect((await get('operator/protests', customer)).status).toBe(403);
    expect((await get('operator/protests', outsider)).status).toBe(403);
  });

  it('reviews once with a note: both sides told, the customer can no longer answer, a new protest may follow', async () => {
    const lot = await endedLot();
    const protest = await filed(lot, participant(lot, 0));
    const empty = await post(`operator/protests/${protest.id}/review`, { note: '  ' }, operator);
    expect([empty.status, codeOf(empty.body)]).toEqual([400, 'VALIDATION']);

    const answer = await post(
      `operator/protests/${protest.id}/review`,
      { note: "Savdo jurnali tekshirildi: buzilish yo'q." },
      operator,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(operatorProtestSchema.parse(answer.body)).toMatchObject({
      state: 'open',
      review_note: "Savdo jurnali tekshirildi: buzilish yo'q.",
      can_review: false,
      overdue: false,
    });
    const participantTold = await protestMessages(participant(lot, 0).userId);
    expect(participantTold).toEqual([
      expect.objectContaining({ message_key: 'protests:messages.reviewed', link: '/profile/protests' }),
    ]);
    expect(participantTold[0]?.content).toContain("Savdo jurnali tekshirildi: buzilish yo'q.");
    const customerTold = (await protestMessages(customer.userId)).filter(
      (row) => row.message_key === 'protests:messages.reviewed' && row.title.includes(lot.lotNumber),
    );
    expect(customerTold).toEqual([
      expect.objectContaining({
        title: `Протест по лоту № ${lot.lotNumber} рассмотрен`,
        link: `/profile/orders/lots/${lot.orderId}`,
      }),
    ]);

    const before = await snapshot(lot.lotId);
    const again = await post(`operator/protests/${protest.id}/review`, { note: 'Yana' }, operator);
    expect([again.status, codeOf(again.body)]).toEqual([409, 'PROTEST_REVIEWED']);
    const late = await post(
      'order-action/protest-answer',
      { protest_id: protest.id, answer: 'accept' },
      customer,
    );
    expect([late.status, codeOf(late.body)]).toEqual([409, 'PROTEST_REVIEWED']);
    expect(await snapshot(lot.lotId)).toEqual(before);

    const missing = await post('operator/protests/2147483000/review', { note: 'Yo‘q' }, operator);
    expect([missing.status, codeOf(missing.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await post(`operator/protests/${protest.id}/review`, { note: 'x' }, null)).status).toBe(401);
    expect((await post(`operator/protests/${protest.id}/review`, { note: 'x' }, customer)).status).toBe(403);

    const reviewed = operatorProtestPageSchema.parse(
      (await get('operator/protests?state=reviewed&size=100', operator)).body,
    );
    expect(reviewed.items.map((p) => p.id)).toContain(protest.id);
    // The operator closed it: the participant may protest again while the window lasts.
    await filed(lot, participant(lot, 0));
  });
});
