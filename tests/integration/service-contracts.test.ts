import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@kimoshdi/shared';
import { signerKeySchema } from '@kimoshdi/shared/api/shop/consent';
import {
  operatorServiceContractsAnswerSchema,
  serviceContractCheckSchema,
  serviceContractSchema,
  serviceContractsAnswerSchema,
  serviceContractTextSchema,
} from '@kimoshdi/shared/api/shop/service-contracts';
import { SERVICE_CONTRACT_NUMBER } from '@kimoshdi/shared/domain/service-contract/contract';
import { tashkentDay } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call, postJson } from '../support/http';
import { createCustomerOrder } from '../support/orders';
import { isPdf, pdfQr, pdfText } from '../support/pdf';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * The customer's service contracts ("operator contracts"): signing the version in force with a
 * test key (the offer's checks), the number, the PDF for its owner and operators only, the public
 * check, the operators' list by user and by order, and who may not sign.
 */
let server: Running;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const digits = (n: number) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(10))).join('');
const errorOf = (body: unknown) => (body as ErrorBody).ERROR;
const get = (user: TestUser | null, path: string) => call(server.url, path, { headers: user?.headers ?? {} });
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function customer(fullName = 'Karimova Dilnoza') {
  const pinfl = digits(14);
  const user = await signIn(server, { role: 'customer', pinfl, fullName });
  return { ...user, pinfl };
}

/** A test key of the user and the contract in force signed with it (not yet sent). */
async function signedText(user: TestUser, lang = 'uz') {
  const password = 'kalit-parol';
  const issued = await postJson(server.url, '/dev/e-imzo/keys', { password }, user.headers);
  expect(issued.status).toBe(201);
  const key = signerKeySchema.parse(issued.body);
  const answer = await call(server.url, '/api/shop/service-contracts/text', {
    headers: { ...user.headers, cookie: `${user.cookie}; lang=${lang}` },
  });
  expect(answer.status).toBe(200);
  const contract = serviceContractTextSchema.parse(answer.body);
  const signed = await postJson(
    server.url,
    '/dev/e-imzo/sign',
    { key_id: key.id, password, text: contract.text },
    user.headers,
  );
  expect(signed.status).toBe(200);
  return { key, contract, cms: (signed.body as { cms: string }).cms };
}

const sign = (user: TestUser, version: string, cms: string) =>
  postJson(server.url, '/api/shop/service-contracts/sign', { version, cms }, user.headers);

const pdfOf = async (user: TestUser | null, number: string) => {
  const response = await fetch(
    `${server.url}/api/shop/service-contracts/pdf?number=${encodeURIComponent(number)}`,
    { headers: user?.headers ?? {} },
  );
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe('signing the contract in force', () => {
  it('numbers a signed contract, lists it in force and prints it as a PDF for its owner', async () => {
    const user = await customer();
    const before = serviceContractsAnswerSchema.parse((await get(user, '/api/shop/service-contracts')).body);
    expect(before).toMatchObject({ in_force: { version: '2026-01', signed: false }, items: [] });

    const { key, contract, cms } = await signedText(user);
    expect(contract).toMatchObject({ version: '2026-01', esign_mode: 'test', signed: false, lang: 'uz' });
    const answer = await sign(user, contract.version, cms);
    expect(answer.status).toBe(201);
    const signed = serviceContractSchema.parse(answer.body);
    expect(signed.number).toMatch(SERVICE_CONTRACT_NUMBER);
    expect(signed.number.startsWith(`SC-${tashkentDay(new Date()).slice(0, 4)}-`)).toBe(true);
    expect(signed).toMatchObject({
      version: '2026-01',
      source: 'esign',
      lang: 'uz',
      status: 'in_force',
      cert_serial: key.serial,
    });

    const after = serviceContractsAnswerSchema.parse((await get(user, '/api/shop/service-contracts')).body);
    expect(after.in_force).toMatchObject({ signed: true });
    expect(after.items.map((item) => item.number)).toEqual([signed.number]);

    // Signing the same version again: refused, with the contract there.
    const again = await sign(user, contract.version, cms);
    expect(again.status).toBe(409);
    expect(errorOf(again.body)).toMatchObject({
      code: 'SERVICE_CONTRACT_SIGNED',
      data: { number: signed.number },
    });

    const { response, bytes } = await pdfOf(user, signed.number);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${signed.number}.pdf"`);
    expect(isPdf(bytes)).toBe(true);
    const text = flat(pdfText(bytes));
    expect(text).toContain(signed.number);
    expect(text).toContain('Karimova Dilnoza');
    expect(text).toContain(user.pinfl);
    expect(text).toContain(key.serial);
    expect(text).toContain('Kimoshdi TEST CA');
    // The check's address under the QR code (pdftotext may break the line anywhere in it).
    expect(text.replace(/\s+/g, '')).toContain(`/check-contract?number=${signed.number}`);
    expect(text).toMatch(/O.?zbekiston Respublikasi qonunchiligiga/);
    // The QR code on the first page opens the public check of the number.
    expect(pdfQr(bytes)).toBe(`${server.url}/check-contract?number=${signed.number}`);
  });

  it('consecutive contracts take consecutive numbers of the year', async () => {
    const first = await customer();
    const second = await customer();
    const a = await signedText(first);
    const b = await signedText(second, 'ru');
    const one = serviceContractSchema.parse((await sign(first, a.contract.version, a.cms)).body);
    const two = serviceContractSchema.parse((await sign(second, b.contract.version, b.cms)).body);
    expect(two.lang).toBe('ru');
    const seq = (number: string) => Number(number.split('-')[2]);
    expect(seq(two.number)).toBe(seq(one.number) + 1);
  });

  it("refuses another person's key (ESIGN_WRONG_OWNER), a text not in force and an old version", async () => {
    const owner = await customer();
    const stranger = await customer('Begimqulov Sardor');
    const theirs = await signedText(stranger);
    const wrongOwner = await sign(owner, theirs.contract.version, theirs.cms);
    expect(wrongOwner.status).toBe(403);
    expect(errorOf(wrongOwner.body).code).toBe('ESIGN_WRONG_OWNER');

    const own = await signedText(owner);
    const oldVersion = await sign(owner, '2025-01', own.cms);
    expect(oldVersion.status).toBe(409);
    expect(errorOf(oldVersion.body)).toMatchObject({
      code: 'ESIGN_WRONG_DOCUMENT',
      data: { contract_version: '2026-01' },
    });

    // A valid signature over the public offer's text is not the contract.
    const offer = (await get(owner, '/api/shop/consent/buyer/offer')).body as { text: string };
    const offerCms = await postJson(
      server.url,
      '/dev/e-imzo/sign',
      { key_id: own.key.id, password: 'kalit-parol', text: offer.text },
      owner.headers,
    );
    const wrongText = await sign(owner, own.contract.version, (offerCms.body as { cms: string }).cms);
    expect(wrongText.status).toBe(409);
    expect(errorOf(wrongText.body).code).toBe('ESIGN_WRONG_DOCUMENT');

    const tampered = own.cms.slice(0, -8) + (own.cms.endsWith('AAAA') ? 'BBBB' : 'AAAA') + own.cms.slice(-4);
    const bad = await sign(owner, own.contract.version, tampered);
    expect(bad.status).toBe(400);

    const list = serviceContractsAnswerSchema.parse((await get(owner, '/api/shop/service-contracts')).body);
    expect(list.items).toEqual([]);
  });

  it('is for sellers: a buyer gets 403, a guest 401; a profile without ids ESIGN_NO_TAX_ID', async () => {
    const buyer = await signIn(server, { role: 'buyer', pinfl: digits(14) });
    expect((await get(buyer, '/api/shop/service-contracts')).status).toBe(403);
    expect((await get(null, '/api/shop/service-contracts')).status).toBe(401);
    const noIds = await signIn(server, { role: 'customer' });
    const answer = await sign(noIds, '2026-01', 'AAAA');
    expect(answer.status).toBe(409);
    expect(errorOf(answer.body).code).toBe('ESIGN_NO_TAX_ID');
  });
});

describe('who reads a contract', () => {
  it("answers another user's number 404, an operator the PDF, anyone the masked check", async () => {
    const owner = await customer('Yusupov Akmal');
    const { contract, cms } = await signedText(owner);
    const { number } = serviceContractSchema.parse((await sign(owner, contract.version, cms)).body);

    const other = await customer();
    const foreign = await pdfOf(other, number);
    expect(foreign.response.status).toBe(404);
    expect((await pdfOf(null, number)).response.status).toBe(401);
    expect((await pdfOf(owner, 'SC-2000-000001')).response.status).toBe(404);

    const operator = await signIn(server, { role: 'operator' });
    const forOperator = await pdfOf(operator, number);
    expect(forOperator.response.status).toBe(200);
    expect(forOperator.response.headers.get('content-type')).toBe('application/pdf');
    expect(flat(pdfText(forOperator.bytes))).toContain(number);

    const byUser = operatorServiceContractsAnswerSchema.parse(
      (await get(operator, `/api/shop/operator/service-contracts?user_id=${owner.userId}`)).body,
    );
    expect(byUser).toMatchObject({ user_id: owner.userId, customer_name: 'Yusupov Akmal' });
    expect(byUser.items.map((item) => item.number)).toEqual([number]);
    expect((await get(owner, `/api/shop/operator/service-contracts?user_id=${owner.userId}`)).status).toBe(
      403,
    );
    expect((await get(operator, '/api/shop/operator/service-contracts?order_id=999999999')).status).toBe(404);
    // One of the two, not both nor neither.
    expect((await get(operator, '/api/shop/operator/service-contracts')).status).toBe(400);
    expect(
      (await get(operator, `/api/shop/operator/service-contracts?user_id=${owner.userId}&order_id=1`)).status,
    ).toBe(400);

    const check = await get(null, `/api/shop/service-contracts/check?number=${number}`);
    expect(check.status).toBe(200);
    const checked = serviceContractCheckSchema.parse(check.body);
    expect(checked).toMatchObject({ number, status: 'in_force', customer_name: 'Yusupov Akmal' });
    expect(checked.customer_id).not.toBe(owner.pinfl);
    expect(checked.customer_id?.endsWith(owner.pinfl.slice(-4))).toBe(true);
    expect((await get(null, '/api/shop/service-contracts/check?number=SC-2000-000001')).status).toBe(404);
  });

  it("finds an order's customer's contracts for operators", async () => {
    const owner = await customer('Xolmatov Botir');
    const { contract, cms } = await signedText(owner);
    const { number } = serviceContractSchema.parse((await sign(owner, contract.version, cms)).body);
    const orderId = await createCustomerOrder(server.deps.db, owner.userId, { status: 2 });
    const operator = await signIn(server, { role: 'operator' });
    const answer = await get(operator, `/api/shop/operator/service-contracts?order_id=${orderId}`);
    expect(answer.status).toBe(200);
    const byOrder = operatorServiceContractsAnswerSchema.parse(answer.body);
    expect(byOrder).toMatchObject({ user_id: owner.userId, customer_name: 'Xolmatov Botir' });
    expect(byOrder.items).toMatchObject([
      { number, status: 'in_force', pdf_url: expect.stringContaining(number) },
    ]);
  });
});
