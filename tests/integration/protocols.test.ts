import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Protocol } from '@kimoshdi/shared';
import type { OperatorProtocol } from '@kimoshdi/shared/api/shop/protocols';
import type { Running } from '../../server/src/boot';
import { call, mergeHeaders, postJson } from '../support/http';
import { uniquePinfl } from '../support/identity';
import { loadLocale } from '../support/locale-files';
import { createSoldLot } from '../support/catalogue';
import { pdfQr, pdfText } from '../support/pdf';
import { issueTestProtocol, type TestProtocol } from '../support/protocols';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * Results protocols through the API: the winner's and the customer's lists, the PDF for each
 * reader (ids in full for the parties and operators, masked for anyone else), the operator's
 * cancel with its reason, and the refusals in the caller's language.
 */
let server: Running;
let winner: TestUser;
let seller: TestUser;
let stranger: TestUser;
let operator: TestUser;
let protocol: TestProtocol;
const pinfl = uniquePinfl();

interface ErrorBody {
  ERROR: { code: string; message: string };
}
/** The lists answer ProtocolRow pages; the operator's rows add two fields, optional here. */
type ProtocolPage = Page<
  Partial<OperatorProtocol> & Omit<OperatorProtocol, 'winner_name' | 'cancelled_by_name'>
>;
/** One loose shape for every JSON answer this file reads (lists, the check, messages, errors). */
type AnyAnswer = ProtocolPage & Protocol & ErrorBody & { items: { title: string; content: string }[] };
const get = (path: string, headers: Record<string, string> = {}) =>
  call<AnyAnswer>(server.url, path, { headers });
const pdfOf = async (number: string, lang: string, headers: Record<string, string> = {}) => {
  const response = await fetch(
    `${server.url}/api/shop/lot-protocols/pdf?number=${encodeURIComponent(number)}&lang=${lang}`,
    { headers },
  );
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};
const flat = (text: string) => text.replace(/\s+/g, ' ');
const ru = { 'accept-language': 'ru' };

beforeAll(async () => {
  server = await startTestServer();
  winner = await signIn(server, { role: 'buyer' });
  seller = await signIn(server, { role: 'customer' });
  stranger = await signIn(server, { role: 'buyer' });
  operator = await signIn(server, { role: 'operator' });
  await server.deps.db.updateTable('users').set({ lang: 'ru' }).where('id', '=', winner.userId).execute();
  protocol = await issueTestProtocol(server.deps.db, {
    winnerUserId: winner.userId,
    sellerUserId: seller.userId,
    winner: { fullName: "G'olibov Ulug'bek", pinfl, address: "Toshkent sh., Bunyodkor ko'chasi, 7-uy" },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('the cabinet lists', () => {
  it("lists the winner's protocol with its PDF links and check address", async () => {
    const answer = await get('/api/shop/lot-protocols?page=1&size=10', winner.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(1);
    expect(answer.body.items[0]).toMatchObject({
      number: protocol.number,
      status: 'active',
      lot_id: protocol.lotId,
      lot_number: protocol.lotNumber,
      final_price: '1250000000',
      cancel_reason: null,
      check_url: `${server.url}/check-protocol?number=${protocol.number}`,
      files: [
        {
          name: `${protocol.number}-uz.pdf`,
          url: `/api/shop/lot-protocols/pdf?number=${protocol.number}&lang=uz`,
        },
        {
          name: `${protocol.number}-ru.pdf`,
          url: `/api/shop/lot-protocols/pdf?number=${protocol.number}&lang=ru`,
        },
      ],
    });
  });

  it("lists it for the seller among the customer's protocols, and for nobody else", async () => {
    const ofSeller = await get('/api/shop/customer-protocols', seller.headers);
    expect(ofSeller.body.items.map((p: { number: string }) => p.number)).toEqual([protocol.number]);
    expect((await get('/api/shop/customer-protocols', winner.headers)).body.total).toBe(0);
    expect((await get('/api/shop/lot-protocols', stranger.headers)).body.total).toBe(0);
    expect((await get('/api/shop/lot-protocols', seller.headers)).body.total).toBe(0);
  });

  it('asks a guest to sign in', async () => {
    for (const path of ['/api/shop/lot-protocols', '/api/shop/customer-protocols']) {
      const answer = await get(path, ru);
      expect(answer.status).toBe(401);
      expect(answer.body.ERROR.code).toBe('UNAUTHORIZED');
    }
  });

  it('publishes the PDF links on the public check', async () => {
    const answer = await get(`/api/shop/check-protocol?number=${protocol.number}`);
    expect(answer.status).toBe(200);
    expect(answer.body.files.map((f: { url: string }) => f.url)).toEqual([
      `/api/shop/lot-protocols/pdf?number=${protocol.number}&lang=uz`,
      `/api/shop/lot-protocols/pdf?number=${protocol.number}&lang=ru`,
    ]);
  });
});

describe('the PDF', () => {
  it('gives the winner the whole protocol, with the QR code of the check address', async () => {
    const { response, bytes } = await pdfOf(protocol.number, 'uz', winner.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${protocol.number}-uz.pdf"`);
    const text = flat(pdfText(bytes));
    expect(text).toContain(`Bayonnoma raqami: ${protocol.number}`);
    expect(text).toContain('Gʻolibov Ulugʻbek');
    expect(text).toContain(`JShShIR ${pinfl}`);
    expect(text).toContain('Yakuniy narx 12 500 000 UZS');
    expect(text).toContain('Boshlangʻich narx 10 000 000 UZS');
    expect(text).toContain('"Test Savdo" MChJ');
    expect(text).toContain(protocol.digest);
    expect(pdfQr(bytes)).toBe(`${server.url}/check-protocol?number=${protocol.number}`);
  });

  it('gives the seller and any operator the ids in full, in Russian when asked', async () => {
    for (const reader of [seller, operator]) {
      const { response, bytes } = await pdfOf(protocol.number, 'ru', reader.headers);
      expect(response.status).toBe(200);
      const text = flat(pdfText(bytes));
      expect(text).toContain(`ПИНФЛ (ЖШШИР) ${pinfl}`);
      expect(text).toContain('Итоговая цена 12 500 000 UZS');
    }
  });

  it("gives another buyer and a guest the public copy: another's ids are masked", async () => {
    for (const headers of [stranger.headers, {}]) {
      const { response, bytes } = await pdfOf(protocol.number, 'uz', headers);
      expect(response.status).toBe(200);
      const text = flat(pdfText(bytes));
      expect(text).not.toContain(pinfl);
      expect(text).toContain(`JShShIR **********${pinfl.slice(-4)}`);
      expect(text).toContain('Ochiq nusxa');
    }
  });

  it('prints a protocol issued before the PDF (no winner account, no auction record, no digest)', async () => {
    const { db } = server.deps;
    const lot = await createSoldLot(db, 500_000_000n, [
      { buyerNumber: '3', amount: 600_000_000n, at: new Date(Date.now() - 86_400_000) },
    ]);
    const number = `BN-${lot.lotNumber}`;
    await db
      .insertInto('protocols')
      .values({
        number,
        status: 'active',
        lot_id: lot.id,
        winner_name: '"Demo Savdo" MChJ',
        tin: '301234567',
        pinfl: null,
        address: 'Nukus sh., 1-uy',
        protocol_date: '2026-11-01',
      })
      .execute();
    const { response, bytes } = await pdfOf(number, 'ru', operator.headers);
    expect(response.status).toBe(200);
    const text = flat(pdfText(bytes));
    expect(text).toContain('ИНН (СТИР) 301234567');
    expect(text).toContain('Итоговая цена 6 000 000 UZS');
    expect(text).toMatch(/\(SHA-256\) — /);
    // Its row lists no files, yet every list offers its PDF (here the customer's: the lot's
    // order is made the stranger's, whose list holds nothing else).
    await db
      .updateTable('orders')
      .set({ customer_user_id: stranger.userId })
      .where('id', '=', lot.orderId)
      .execute();
    const listed = await get('/api/shop/customer-protocols', stranger.headers);
    const row = listed.body.items.find((p) => p.number === number);
    expect(row?.files.map((f) => f.name)).toEqual([`${number}-uz.pdf`, `${number}-ru.pdf`]);
  });

  it('is the same bytes every time for the same reader', async () => {
    const first = await pdfOf(protocol.number, 'ru', winner.headers);
    const second = await pdfOf(protocol.number, 'ru', winner.headers);
    expect(Buffer.compare(Buffer.from(first.bytes), Buffer.from(second.bytes))).toBe(0);
  });

  it('answers an unknown number with 404 in the reader’s language', async () => {
    const russian = await call<ErrorBody>(
      server.url,
      '/api/shop/lot-protocols/pdf?number=BN-0000000&lang=ru',
      {
        headers: ru,
      },
    );
    expect(russian.status).toBe(404);
    expect(russian.body).toEqual({
      ERROR: { code: 'NOT_FOUND', message: loadLocale('ru', 'errors').get('NOT_FOUND') },
    });
    const uzbek = await call<ErrorBody>(server.url, '/api/shop/lot-protocols/pdf?number=BN-0000000', {
      headers: { cookie: 'lang=uz' },
    });
    expect(uzbek.status).toBe(404);
    expect(uzbek.body.ERROR.message).toBe(loadLocale('uz', 'errors').get('NOT_FOUND'));
  });

  it('refuses a language it is not printed in, or no number', async () => {
    for (const query of [`number=${protocol.number}&lang=de`, 'lang=uz', 'number=']) {
      const answer = await call<ErrorBody>(server.url, `/api/shop/lot-protocols/pdf?${query}`, {
        headers: ru,
      });
      expect(answer.status, query).toBe(400);
      expect(answer.body.ERROR.code).toBe('VALIDATION');
    }
  });
});

describe("the operator's cancel", () => {
  const cancel = (headers: Record<string, string>, body: unknown) =>
    postJson(server.url, '/api/shop/operator/protocols/cancel', body, mergeHeaders(headers, ru));
  const statusOf = async (number: string) =>
    (
      await server.deps.db
        .selectFrom('protocols')
        .select('status')
        .where('number', '=', number)
        .executeTakeFirstOrThrow()
    ).status;

  it('is refused to a buyer (403) and a guest (401), and changes nothing', async () => {
    const asBuyer = await cancel(winner.headers, { number: protocol.number, reason: 'Men xohlayman' });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body).toEqual({
      ERROR: { code: 'FORBIDDEN', message: loadLocale('ru', 'errors').get('FORBIDDEN') },
    });
    const asGuest = await cancel(await guestHeaders(server), { number: protocol.number, reason: 'x' });
    expect(asGuest.status).toBe(401);
    expect(await statusOf(protocol.number)).toBe('active');
  });

  it('needs a reason', async () => {
    for (const body of [{ number: protocol.number }, { number: protocol.number, reason: '   ' }]) {
      const answer = await cancel(operator.headers, body);
      expect(answer.status).toBe(400);
      expect((answer.body as ErrorBody).ERROR.code).toBe('VALIDATION');
    }
    expect(await statusOf(protocol.number)).toBe('active');
  });

  it('answers an unknown number with 404', async () => {
    const answer = await cancel(operator.headers, { number: 'BN-0000000', reason: 'Sabab' });
    expect(answer.status).toBe(404);
  });

  it('cancels: the check says so, the lists show the reason, the winner reads it in the cabinet', async () => {
    const before = await get('/api/shop/operator/protocols?status=active&size=100', operator.headers);
    expect(before.body.items.map((p: { number: string }) => p.number)).toContain(protocol.number);

    const answer = await cancel(operator.headers, { number: protocol.number, reason: 'Hujjatlar soxta' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ number: protocol.number });

    const check = await get(`/api/shop/check-protocol?number=${protocol.number}`);
    expect(check.body.status).toBe('cancelled');
    // The sale it recorded is annulled: the lot is "cancelled" (13), in its history too.
    const lot = await server.deps.db
      .selectFrom('lots')
      .select('lot_status')
      .where('id', '=', protocol.lotId)
      .executeTakeFirstOrThrow();
    expect(lot.lot_status).toBe(13);
    const flows = await server.deps.db
      .selectFrom('lot_flows')
      .select('status')
      .where('lot_id', '=', protocol.lotId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(flows.status).toBe(13);

    const mine = await get('/api/shop/lot-protocols', winner.headers);
    expect(mine.body.items[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'Hujjatlar soxta' });
    expect(mine.body.items[0]?.cancelled_at).toEqual(expect.any(String));

    const cancelled = await get('/api/shop/operator/protocols?status=cancelled&size=100', operator.headers);
    const row = cancelled.body.items.find((p: { number: string }) => p.number === protocol.number);
    expect(row).toMatchObject({ status: 'cancelled', cancelled_by_name: expect.any(String) });

    const messages = await get('/api/shop/user/messages', mergeHeaders(winner.headers, ru));
    const message = messages.body.items[0];
    expect(message?.title).toBe(`Протокол ${protocol.number} аннулирован`);
    expect(message?.content).toContain(`по лоту ${protocol.lotNumber} аннулирован оператором`);
    expect(message?.content).toContain('Hujjatlar soxta');

    const { bytes } = await pdfOf(protocol.number, 'ru', winner.headers);
    expect(flat(pdfText(bytes))).toContain('АННУЛИРОВАН');
  });

  it('cancels once: again is 409 and writes no second message', async () => {
    const count = async () =>
      Number(
        (
          await server.deps.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('user_id', '=', winner.userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const messages = await count();
    const again = await cancel(operator.headers, { number: protocol.number, reason: 'Yana' });
    expect(again.status).toBe(409);
    expect((again.body as ErrorBody).ERROR.code).toBe('WRONG_STATE');
    expect(await count()).toBe(messages);
  });

  it('lets a new protocol be issued for the lot after a cancel, under a new number', async () => {
    const { issueProtocol } = await import('../../server/src/modules/protocol/issue-protocol');
    // As a payment calls it (the lot number known): the lot has a protocol, so the numbered road.
    const issued = await issueProtocol(server.deps.db, protocol.lotId, new Date(), protocol.lotNumber);
    expect(issued).toEqual({ number: `${protocol.number}-2`, repeated: false });
    expect(await issueProtocol(server.deps.db, protocol.lotId, new Date(), protocol.lotNumber)).toEqual({
      number: `${protocol.number}-2`,
      repeated: true,
    });
    const mine = await get('/api/shop/lot-protocols', winner.headers);
    expect(mine.body.items.map((p: { number: string; status: string }) => [p.number, p.status])).toEqual(
      expect.arrayContaining([
        [`${protocol.number}-2`, 'active'],
        [protocol.number, 'cancelled'],
      ]),
    );
  });
});
