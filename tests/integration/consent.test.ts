import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoBidAnswer, BidAnswer, ErrorBody, JoinAnswer } from '@kimoshdi/shared';
import {
  actionAccessAnswerSchema,
  consentChangeAnswerSchema,
  consentSignaturesAnswerSchema,
  offerAnswerSchema,
  signedDocumentSchema,
  signerKeySchema,
  testKeysAnswerSchema,
  type OfferAnswer,
  type SignerKey,
} from '@kimoshdi/shared/api/shop/consent';
import { PINFL_OID } from '@kimoshdi/shared/domain/consent/certificate-owner';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { createCa, issueCertificate } from '../../server/src/modules/consent/esign/certificates';
import { signText } from '../../server/src/modules/consent/esign/cms-sign';
import { pkijs } from '../../server/src/modules/consent/esign/pki';
import { testCa } from '../../server/src/modules/consent/esign/test-ca';
import { issueTestKey } from '../../server/src/modules/consent/esign/test-eimzo';
import { insertBlacklistEntry } from '../../server/src/modules/blacklist/blacklist.repository';
import { addDays, tashkentDay } from '@kimoshdi/shared';
import {
  addParticipant,
  ask,
  connectGame,
  createLiveAuction,
  requestId,
  type GameClient,
} from '../support/auction';
import { createTestLot, uniqueLotNumber } from '../support/catalogue';
import { call, postJson } from '../support/http';
import { balancesOf, recordCounts } from '../support/ledger';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';
import type { Running } from '../../server/src/boot';

/**
 * The public-offer consent: the gate on applying and bidding (socket, REST) until the user signs,
 * common/action/access, agree with a good signature and with each bad one (wrong PINFL, expired
 * certificate, tampered CMS, unknown CA, wrong password), disagree and the gate again.
 */
let server: Running;
const sockets: GameClient[] = [];
const DEPOSIT = 10_000_000n;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.close();
});

const digits = (n: number) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(10))).join('');
const errorOf = (body: unknown) => (body as ErrorBody).ERROR;
const get = (user: TestUser, path: string, headers: Record<string, string> = {}) =>
  call(server.url, path, { headers: { ...user.headers, ...headers } });

/** A buyer who has not signed, with a PINFL (or a STIR) and money for deposits. */
async function newcomer(ids: { pinfl?: string | null; stir?: string | null } = {}) {
  const pinfl = ids.pinfl === undefined ? digits(14) : ids.pinfl;
  const stir = ids.stir ?? null;
  const user = await signIn(server, {
    role: 'buyer',
    consented: false,
    pinfl,
    stir,
    fullName: 'Aliyev Vali',
  });
  await topUp(server.deps.db, {
    userId: user.userId,
    amount: DEPOSIT * 3n,
    businessKey: `test-consent-${user.userId}`,
  });
  return { ...user, pinfl, stir };
}

async function openLot(): Promise<number> {
  const now = Date.now();
  const lot = await createTestLot(server.deps.db, {
    lotStatus: 2,
    startPrice: 100_000_000n,
    depositPercent: 10,
    startsAt: new Date(now + 86_400_000),
    endsAt: new Date(now + 90_000_000),
  });
  return lot.id;
}

const apply = (user: TestUser, lotId: number) =>
  postJson(server.url, '/api/shop/cabinet/my-application', { lot_id: lotId }, user.headers);

async function offer(user: TestUser, lang = 'uz'): Promise<OfferAnswer> {
  const answer = await get(user, '/api/shop/consent/buyer/offer', { cookie: `${user.cookie}; lang=${lang}` });
  expect(answer.status).toBe(200);
  return offerAnswerSchema.parse(answer.body);
}

/** The test E-IMZO over HTTP, as the client's test signer calls it. */
const eimzo = {
  async issue(user: TestUser, password: string) {
    return postJson(server.url, '/dev/e-imzo/keys', { password }, user.headers);
  },
  async keys(user: TestUser) {
    return testKeysAnswerSchema.parse((await get(user, '/dev/e-imzo/keys')).body).items;
  },
  async sign(user: TestUser, keyId: string, password: string, text: string) {
    return postJson(server.url, '/dev/e-imzo/sign', { key_id: keyId, password, text }, user.headers);
  },
};

const agree = (user: TestUser, version: string, cms: string, headers: Record<string, string> = {}) =>
  postJson(
    server.url,
    '/api/shop/consent/buyer/agree',
    { offer_version: version, cms },
    { ...user.headers, ...headers },
  );

/** Issues a test key, signs the offer's text with it and posts it: the whole happy road. */
async function signOffer(user: TestUser, password = 'kalit-parol') {
  const issued = await eimzo.issue(user, password);
  expect(issued.status).toBe(201);
  const key = signerKeySchema.parse(issued.body);
  const current = await offer(user);
  const signed = await eimzo.sign(user, key.id, password, current.text);
  expect(signed.status).toBe(200);
  const { cms } = signed.body as { cms: string };
  return { key, current, cms, answer: await agree(user, current.version, cms) };
}

describe('the gate before signing', () => {
  it('refuses applying with CONSENT_REQUIRED in the user language, and nothing is written', async () => {
    const user = await newcomer();
    const lotId = await openLot();
    const before = {
      balances: await balancesOf(server.deps.db, user.userId),
      ...(await recordCounts(server.deps.db, user.userId)),
    };
    const answer = await apply(user, lotId);
    expect(answer.status).toBe(403);
    expect(errorOf(answer.body)).toMatchObject({
      code: 'CONSENT_REQUIRED',
      data: { reason: 'never_signed', offer_version: '2024-07' },
    });
    expect(errorOf(answer.body).message).toMatch(/ommaviy oferta/i);
    const russian = await postJson(
      server.url,
      '/api/shop/cabinet/my-application',
      { lot_id: lotId },
      { ...user.headers, cookie: `${user.cookie}; lang=ru` },
    );
    expect(errorOf(russian.body).message).toMatch(/^Чтобы участвовать в аукционах/);
    expect(
      await server.deps.db.selectFrom('applications').select('id').where('lot_id', '=', lotId).execute(),
    ).toEqual([]);
    expect({
      balances: await balancesOf(server.deps.db, user.userId),
      ...(await recordCounts(server.deps.db, user.userId)),
    }).toEqual(before);
  });

  it('refuses bids and auto-bids over the socket and HTTP; a consented rival bids on', async () => {
    const auction = await createLiveAuction(server);
    const user = await newcomer();
    await addParticipant(server, auction.lot.id, user.userId, 3);
    const socket = await connectGame(server, user);
    sockets.push(socket);
    await ask<JoinAnswer>(socket, 'auction:join', { lot_id: auction.lot.id });

    const overSocket = await ask<BidAnswer>(socket, 'auction:bid', {
      lot_id: auction.lot.id,
      amount: '10 500 000',
      request_id: requestId(),
    });
    expect(errorOf(overSocket)).toMatchObject({ code: 'CONSENT_REQUIRED', data: { reason: 'never_signed' } });
    const overHttp = await postJson(
      server.url,
      '/api/shop/game-view/bid',
      { lot_id: auction.lot.id, amount: '10500000', request_id: requestId() },
      user.headers,
    );
    expect(overHttp.status).toBe(403);
    expect(errorOf(overHttp.body).code).toBe('CONSENT_REQUIRED');
    const autoBid = await ask<AutoBidAnswer>(socket, 'auction:auto-bid:set', {
      lot_id: auction.lot.id,
      max_amount: '20 000 000',
      request_id: requestId(),
    });
    expect(errorOf(autoBid).code).toBe('CONSENT_REQUIRED');
    const rival = auction.bidders[0] as TestUser;
    const rivalBid = await postJson(
      server.url,
      '/api/shop/game-view/bid',
      { lot_id: auction.lot.id, amount: '10500000', request_id: requestId() },
      rival.headers,
    );
    expect(rivalBid.status).toBe(200);
  });

  it('common/action/access says what the user may do and why not; guests get 401', async () => {
    const user = await newcomer();
    const answer = await get(user, '/api/shop/common/action/access');
    expect(answer.status).toBe(200);
    const access = actionAccessAnswerSchema.parse(answer.body);
    expect(access).toEqual({
      consented: false,
      reason: 'never_signed',
      offer_version: '2024-07',
      barred: null,
      actions: {
        apply: { allowed: false, reason: 'CONSENT_REQUIRED' },
        bid: { allowed: false, reason: 'CONSENT_REQUIRED' },
        buy: { allowed: false, reason: 'CONSENT_REQUIRED' },
        order: { allowed: false, reason: 'FORBIDDEN' },
      },
    });
    expect((await call(server.url, '/api/shop/common/action/access')).status).toBe(401);

    const consented = await signIn(server, { role: 'both' });
    expect(
      actionAccessAnswerSchema.parse((await get(consented, '/api/shop/common/action/access')).body).actions,
    ).toEqual({
      apply: { allowed: true, reason: null },
      bid: { allowed: true, reason: null },
      buy: { allowed: true, reason: null },
      order: { allowed: true, reason: null },
    });
  });

  it('a barred user is told about the bar first', async () => {
    const user = await newcomer();
    const today = tashkentDay(new Date());
    const lotNumber = uniqueLotNumber('BAN-');
    await insertBlacklistEntry(server.deps.db, {
      name: 'Test',
      lotNumber,
      tin: null,
      pinfl: user.pinfl,
      startDate: today,
      endDate: addDays(today, 30),
      reason: 'refused',
    });
    const access = actionAccessAnswerSchema.parse((await get(user, '/api/shop/common/action/access')).body);
    expect(access.barred).toEqual({ until: addDays(today, 30), lot_number: lotNumber });
    expect(access.actions.apply.reason).toBe('USER_BARRED');
    expect(access.actions.buy.reason).toBe('CONSENT_REQUIRED');
  });
});

describe('signing the offer', () => {
  it('a good signature consents: the user applies and bids; the document is kept and readable', async () => {
    const user = await newcomer();
    const current = await offer(user, 'ru');
    expect(current).toMatchObject({ version: '2024-07', lang: 'ru', esign_mode: 'test', consented: false });
    expect(current.text).toMatch(/^ПУБЛИЧНАЯ ОФЕРТА/);

    const { key, cms, answer } = await signOffer(user);
    expect(key.pinfl).toBe(user.pinfl);
    expect(key.subject).toContain(`${PINFL_OID}=${user.pinfl}`);
    expect(answer.status).toBe(200);
    const change = consentChangeAnswerSchema.parse(answer.body);
    expect(change).toMatchObject({ consented: true, reason: null });
    expect(change.signature).toMatchObject({
      offer_version: '2024-07',
      source: 'esign',
      lang: 'uz',
      cert_serial: key.serial,
      pinfl: user.pinfl,
      withdrawn_at: null,
      current: true,
    });

    expect((await apply(user, await openLot())).status).toBe(200);
    const auction = await createLiveAuction(server);
    await addParticipant(server, auction.lot.id, user.userId, 3);
    const bid = await postJson(
      server.url,
      '/api/shop/game-view/bid',
      { lot_id: auction.lot.id, amount: '10500000', request_id: requestId() },
      user.headers,
    );
    expect(bid.status).toBe(200);

    const list = consentSignaturesAnswerSchema.parse(
      (await get(user, '/api/shop/consent/buyer/signatures')).body,
    );
    expect(list.items).toHaveLength(1);
    const document = signedDocumentSchema.parse(
      (await get(user, `/api/shop/consent/buyer/signature?id=${change.signature?.id}`)).body,
    );
    expect(document.cms).toBe(cms);
    expect(document.text).toMatch(/^OMMAVIY OFERTA/);
    // The stored CMS carries the text it signs.
    const info = pkijs.ContentInfo.fromBER(Buffer.from(cms, 'base64'));
    const content = new pkijs.SignedData({ schema: info.content }).encapContentInfo.eContent?.getValue();
    expect(new TextDecoder().decode(content)).toBe(document.text);

    const other = await newcomer();
    expect((await get(other, `/api/shop/consent/buyer/signature?id=${change.signature?.id}`)).status).toBe(
      404,
    );
  });

  it('a company signs with its STIR', async () => {
    const user = await newcomer({ pinfl: null, stir: digits(9) });
    const { key, answer } = await signOffer(user);
    expect(key).toMatchObject({ stir: user.stir, pinfl: null });
    expect(answer.status).toBe(200);
  });

  it('a wrong password: "wrong e-signature password", nothing signed', async () => {
    const user = await newcomer();
    const key = signerKeySchema.parse((await eimzo.issue(user, 'togri-parol')).body);
    const signed = await eimzo.sign(user, key.id, 'notogri-parol', (await offer(user)).text);
    expect(signed.status).toBe(400);
    expect(errorOf(signed.body)).toMatchObject({ code: 'ESIGN_WRONG_PASSWORD' });
    expect(errorOf(signed.body).message).toBe("Elektron imzo paroli noto'g'ri.");
    const english = await postJson(
      server.url,
      '/dev/e-imzo/sign',
      { key_id: key.id, password: 'x', text: 'a' },
      { ...user.headers, 'accept-language': 'en' },
    );
    expect(errorOf(english.body).message).toBe('Wrong e-signature password.');
  });

  it('a key of another person (wrong PINFL): ESIGN_WRONG_OWNER, not consented', async () => {
    const user = await newcomer();
    const stranger = await newcomer();
    const { cms, current } = await signOffer(stranger);
    const answer = await agree(user, current.version, cms);
    expect(answer.status).toBe(403);
    expect(errorOf(answer.body).code).toBe('ESIGN_WRONG_OWNER');
    expect((await offer(user)).consented).toBe(false);
  });

  it('an expired certificate: ESIGN_CERT_EXPIRED', async () => {
    const user = await newcomer();
    const day = 86_400_000;
    const key = await issueTestKey(server.deps.db, user.userId, 'eski-parol', {
      from: new Date(Date.now() - 800 * day),
      to: new Date(Date.now() - 70 * day),
    });
    const current = await offer(user);
    const signed = await eimzo.sign(user, key.id, 'eski-parol', current.text);
    const answer = await agree(user, current.version, (signed.body as { cms: string }).cms);
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).code).toBe('ESIGN_CERT_EXPIRED');
  });

  it('a tampered CMS (one letter of the text changed): ESIGN_BAD_SIGNATURE; garbage too', async () => {
    const user = await newcomer();
    const key = signerKeySchema.parse((await eimzo.issue(user, 'kalit-parol')).body);
    const current = await offer(user);
    const { cms } = (await eimzo.sign(user, key.id, 'kalit-parol', current.text)).body as { cms: string };
    const bytes = Buffer.from(cms, 'base64');
    const at = bytes.indexOf(Buffer.from('OMMAVIY'));
    bytes[at] = 'N'.charCodeAt(0);
    const answer = await agree(user, current.version, bytes.toString('base64'));
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).code).toBe('ESIGN_BAD_SIGNATURE');
    const garbage = await agree(user, current.version, Buffer.from('not a signature').toString('base64'));
    expect(errorOf(garbage.body).code).toBe('ESIGN_BAD_SIGNATURE');
    const notBase64 = await agree(user, current.version, '<script>');
    expect(notBase64.status).toBe(400);
    expect(errorOf(notBase64.body).code).toBe('VALIDATION');
    expect((await offer(user)).consented).toBe(false);
  });

  it('a certificate of an unknown CA (right PINFL): ESIGN_UNKNOWN_CA', async () => {
    const user = await newcomer();
    const now = Date.now();
    const foreign = await createCa(
      'Somebody Else CA',
      new Date(now - 86_400_000),
      new Date(now + 86_400_000 * 365),
    );
    const signer = await issueCertificate(
      foreign,
      { name: 'Aliyev Vali', pinfl: user.pinfl, stir: null },
      new Date(now - 60_000),
      new Date(now + 86_400_000 * 365),
    );
    const current = await offer(user);
    const answer = await agree(user, current.version, await signText(current.text, signer));
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).code).toBe('ESIGN_UNKNOWN_CA');
  });

  it('a good signature over another text, or for an old version: ESIGN_WRONG_DOCUMENT', async () => {
    const user = await newcomer();
    const ca = await testCa(server.deps.db);
    const now = Date.now();
    const signer = await issueCertificate(
      ca,
      { name: 'Aliyev Vali', pinfl: user.pinfl, stir: null },
      new Date(now - 60_000),
      new Date(now + 86_400_000),
    );
    const current = await offer(user);
    const other = await agree(user, current.version, await signText(`${current.text} `, signer));
    expect(other.status).toBe(409);
    expect(errorOf(other.body).code).toBe('ESIGN_WRONG_DOCUMENT');
    const old = await agree(user, '2019-01', await signText(current.text, signer));
    expect(errorOf(old.body)).toMatchObject({
      code: 'ESIGN_WRONG_DOCUMENT',
      data: { offer_version: '2024-07' },
    });
    const good = await agree(user, current.version, await signText(current.text, signer));
    expect(good.status).toBe(200);
  });

  it('a profile without PINFL or STIR cannot be issued a key nor sign: ESIGN_NO_TAX_ID', async () => {
    const user = await newcomer({ pinfl: null, stir: null });
    const issued = await eimzo.issue(user, 'kalit-parol');
    expect(issued.status).toBe(409);
    expect(errorOf(issued.body).code).toBe('ESIGN_NO_TAX_ID');
    expect(await eimzo.keys(user)).toEqual([]);
  });

  it('the test E-IMZO wants a session, the CSRF token and a password of 6 characters at least', async () => {
    expect((await call(server.url, '/dev/e-imzo/keys')).status).toBe(401);
    const user = await newcomer();
    const noCsrf = await postJson(
      server.url,
      '/dev/e-imzo/keys',
      { password: 'kalit-parol' },
      { cookie: user.cookie },
    );
    expect(noCsrf.status).toBe(403);
    const short = await eimzo.issue(user, '12345');
    expect(errorOf(short.body).code).toBe('VALIDATION');
    const otherKey: SignerKey = signerKeySchema.parse(
      (await eimzo.issue(await newcomer(), 'kalit-parol')).body,
    );
    const foreign = await eimzo.sign(user, otherKey.id, 'kalit-parol', 'text');
    expect(foreign.status).toBe(404);
  });
});

describe('withdrawing', () => {
  it('disagree withdraws: applying and bidding are refused again, the history stays; signing again restores', async () => {
    const user = await newcomer();
    const auction = await createLiveAuction(server);
    await addParticipant(server, auction.lot.id, user.userId, 3);
    expect((await signOffer(user)).answer.status).toBe(200);
    const first = await postJson(
      server.url,
      '/api/shop/game-view/bid',
      { lot_id: auction.lot.id, amount: '10500000', request_id: requestId() },
      user.headers,
    );
    expect(first.status).toBe(200);
    const autoBid = await postJson(
      server.url,
      '/api/shop/game-view/auto-bid',
      { lot_id: auction.lot.id, max_amount: '30000000', request_id: requestId() },
      user.headers,
    );
    expect(autoBid.status).toBe(200);

    const withdrawn = await postJson(server.url, '/api/shop/consent/buyer/disagree', {}, user.headers);
    expect(withdrawn.status).toBe(200);
    expect(consentChangeAnswerSchema.parse(withdrawn.body)).toMatchObject({
      consented: false,
      reason: 'withdrawn',
      signature: { withdrawn_at: expect.any(String) },
    });
    // No refresh by hand: the consent_changed notice must reach the bid path by itself.
    const rival = auction.bidders[0] as TestUser;
    await postJson(
      server.url,
      '/api/shop/game-view/bid',
      { lot_id: auction.lot.id, amount: '20000000', request_id: requestId() },
      rival.headers,
    );
    const deadline = Date.now() + 3_000;
    let code: string | undefined;
    while (Date.now() < deadline) {
      const answer = await postJson(
        server.url,
        '/api/shop/game-view/bid',
        { lot_id: auction.lot.id, amount: '40000000', request_id: requestId() },
        user.headers,
      );
      code = answer.status === 200 ? 'OK' : errorOf(answer.body).code;
      if (code === 'CONSENT_REQUIRED') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(code).toBe('CONSENT_REQUIRED');
    const applied = await apply(user, await openLot());
    expect(errorOf(applied.body)).toMatchObject({ code: 'CONSENT_REQUIRED', data: { reason: 'withdrawn' } });
    // The auto-bid set before the withdrawal no longer bids for the user.
    const autoBids = await server.deps.db
      .selectFrom('auto_bids')
      .select('user_id')
      .where('lot_id', '=', auction.lot.id)
      .where('user_id', '=', user.userId)
      .execute();
    expect(autoBids).toEqual([]);

    const again = await postJson(server.url, '/api/shop/consent/buyer/disagree', {}, user.headers);
    expect(consentChangeAnswerSchema.parse(again.body).signature).toBeNull();
    const unexpected = await postJson(
      server.url,
      '/api/shop/consent/buyer/disagree',
      { all: true },
      user.headers,
    );
    expect(errorOf(unexpected.body).code).toBe('VALIDATION');

    const resigned = await signOffer(user);
    expect(resigned.answer.status).toBe(200);
    const history = consentSignaturesAnswerSchema.parse(
      (await get(user, '/api/shop/consent/buyer/signatures')).body,
    );
    expect(history.consented).toBe(true);
    expect(history.items.map((item) => [item.withdrawn_at === null, item.current])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect((await apply(user, await openLot())).status).toBe(200);
  });

  it('guests may not sign or withdraw', async () => {
    const guest = await call(server.url, '/api/shop/consent/buyer/offer');
    expect(guest.status).toBe(401);
  });
});
