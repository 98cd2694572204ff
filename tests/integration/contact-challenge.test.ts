import { randomInt, randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ContactCodeSent } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call, mergeHeaders, postJson, type Answer } from '../support/http';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * The proof-of-work challenge beyond sign-up (issue 24, item 3): the contact form after an
 * address's first message in an hour, and the profile's contact code after the first code of the
 * user or the address. Without a solution: 428 and nothing stored or sent; a solved challenge (GET
 * captcha) passes once; a replayed or forged one: 400. Each test speaks from an address of its own.
 */
let server: Running;

beforeAll(async () => {
  server = await startTestServer({
    REDIS_PREFIX: `${inject('redisPrefix')}contact-challenge-${Date.now()}:`,
    TRUST_PROXY: '1',
    CONTACT_CHALLENGE_AFTER: '1',
    ALTCHA_MAX_NUMBER: '1000',
  });
});
afterAll(() => server?.close());

let addressSequence = randomInt(1, 200);
function newAddress(): string {
  addressSequence += 1;
  return `198.19.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
}

interface Captcha {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}
interface ErrorAnswer {
  ERROR: { code: string; message: string };
}

/** Fetches a challenge and solves it as the page does: ALTCHA's base64 payload. */
async function solvedChallenge(): Promise<string> {
  const answer = await call<Captcha>(server.url, '/api/shop/captcha');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toContain('no-store');
  const captcha = answer.body;
  expect(captcha).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
  const solution = await solveChallenge(captcha.challenge, captcha.salt, captcha.algorithm, captcha.maxnumber)
    .promise;
  if (!solution) throw new Error('challenge not solvable');
  const { algorithm, salt, signature } = captcha;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: captcha.challenge, number: solution.number, salt, signature }),
  ).toString('base64');
}

function expectError(answer: Answer<unknown>, status: number, code: string) {
  expect(answer.status).toBe(status);
  const body = answer.body as ErrorAnswer;
  expect(body.ERROR.code).toBe(code);
  expect(body.ERROR.message).not.toBe('');
}

describe('POST common/contact-message and the challenge', () => {
  let guest: Record<string, string>;
  beforeAll(async () => {
    guest = await guestHeaders(server);
  });

  const send = (ip: string, text: string, altcha?: string) =>
    postJson(
      server.url,
      '/api/shop/common/contact-message',
      { name: 'Dilnoza Karimova', phone: '+998 90 123 45 67', message: text, ...(altcha ? { altcha } : {}) },
      mergeHeaders(guest, { 'x-forwarded-for': ip }),
    );
  const stored = async (text: string) =>
    (await server.deps.db.selectFrom('contact_messages').select('id').where('message', '=', text).execute())
      .length;

  it('asks for a solved challenge from the second message of an address and stores nothing without it', async () => {
    const ip = newAddress();
    const first = `Birinchi savol ${randomUUID()}`;
    expect((await send(ip, first)).status).toBe(201);
    expect(await stored(first)).toBe(1);

    const second = `Ikkinchi savol ${randomUUID()}`;
    expectError(await send(ip, second), 428, 'CHALLENGE_REQUIRED');
    expect(await stored(second)).toBe(0);

    // Another address still sends its first message freely.
    expect((await send(newAddress(), `Boshqa manzil ${randomUUID()}`)).status).toBe(201);

    const solved = await send(ip, second, await solvedChallenge());
    expect(solved.status).toBe(201);
    expect(await stored(second)).toBe(1);
  });

  it('refuses a replayed or forged solution with 400 and stores nothing', async () => {
    const ip = newAddress();
    expect((await send(ip, `Birinchi savol ${randomUUID()}`)).status).toBe(201);
    const solution = await solvedChallenge();
    expect((await send(ip, `Ikkinchi savol ${randomUUID()}`, solution)).status).toBe(201);

    const replayed = `Takror ${randomUUID()}`;
    expectError(await send(ip, replayed, solution), 400, 'CHALLENGE_FAILED');
    expect(await stored(replayed)).toBe(0);

    const decoded = JSON.parse(Buffer.from(await solvedChallenge(), 'base64').toString()) as {
      number: number;
    };
    const forged = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    expectError(await send(ip, replayed, forged), 400, 'CHALLENGE_FAILED');
    expectError(await send(ip, replayed, 'not-a-solution'), 400, 'CHALLENGE_FAILED');
    expect(await stored(replayed)).toBe(0);
  });
});

describe('POST user/profile/contact and the challenge', () => {
  const uniqueEmail = () => `challenge-${randomUUID().slice(0, 8)}@example.uz`;
  const askCode = (user: TestUser, ip: string, contact: string, altcha?: string) =>
    postJson(
      server.url,
      '/api/shop/user/profile/contact',
      { contact, ...(altcha ? { altcha } : {}) },
      mergeHeaders(user.headers, { 'x-forwarded-for': ip }),
    ) as Promise<Answer<ContactCodeSent>>;
  const codesSentTo = async (destination: string) =>
    (
      await server.deps.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('destination', '=', destination)
        .execute()
    ).length;

  it('asks for a solved challenge for the second code of a user and sends none without it', async () => {
    const user = await signIn(server);
    const first = uniqueEmail();
    expect((await askCode(user, newAddress(), first)).status).toBe(200);
    expect(await codesSentTo(first)).toBe(1);

    // The same user from another address: the user has had the free code of the hour.
    const second = uniqueEmail();
    expectError(await askCode(user, newAddress(), second), 428, 'CHALLENGE_REQUIRED');
    expect(await codesSentTo(second)).toBe(0);

    const solved = await askCode(user, newAddress(), second, await solvedChallenge());
    expect(solved.status).toBe(200);
    expect(solved.body.destination).toBe(second);
    expect(await codesSentTo(second)).toBe(1);
  });

  it('asks it of a second user from the same address, and refuses a replayed solution', async () => {
    const ip = newAddress();
    expect((await askCode(await signIn(server), ip, uniqueEmail())).status).toBe(200);
    const other = await signIn(server);
    const contact = uniqueEmail();
    expectError(await askCode(other, ip, contact), 428, 'CHALLENGE_REQUIRED');

    const solution = await solvedChallenge();
    expect((await askCode(other, ip, contact, solution)).status).toBe(200);
    const next = uniqueEmail();
    expectError(await askCode(other, ip, next, solution), 400, 'CHALLENGE_FAILED');
    expect(await codesSentTo(next)).toBe(0);
  });
});
