import { randomInt } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { DEVELOPMENT_METRICS_TOKEN } from '../../server/src/config';
import { codeLimitRefusals } from '../../server/src/lib/metrics';
import { IDENTITY_LIMITS } from '../../server/src/modules/identity/identity.limits';
import { createIdentityService } from '../../server/src/modules/identity/identity.service';
import {
  CookieJar,
  createIdAccount,
  followRedirects,
  followToCallback,
  startAuthorization,
  TEST_CLIENT,
  uniquePinfl,
} from '../support/identity';
import { startTestServer } from '../support/test-server';

/**
 * Sign-up SMS pumping (issue 24, item 3): per address a minute, per phone range, the platform's
 * hourly budget (with its metric), and the proof-of-work challenge after an address's first code.
 * The server trusts one proxy hop so each test speaks from an address of its own.
 */
const PER_MINUTE = 3;
const PER_PREFIX = 3;
let server: Running;

beforeAll(async () => {
  server = await startTestServer({
    // Counters of its own: the run's other files sign up from 127.0.0.1 under the run's prefix.
    REDIS_PREFIX: `${inject('redisPrefix')}abuse-${Date.now()}:`,
    TRUST_PROXY: '1',
    ID_CODES_PER_MINUTE_PER_IP: String(PER_MINUTE),
    ID_CODES_PER_PREFIX_PER_HOUR: String(PER_PREFIX),
    ID_CHALLENGE_AFTER_CODES: '1',
    ALTCHA_MAX_NUMBER: '1000',
  });
});
afterAll(() => server?.close());

let addressSequence = randomInt(1, 200);
/** A client address no other test of this file uses. */
function newAddress(): string {
  addressSequence += 1;
  return `198.18.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
}

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The challenge a page carries, or undefined. */
function challengeOf(page: string): Challenge | undefined {
  const found = /data-altcha-challenge="([^"]*)"/.exec(page)?.[1];
  return found ? (JSON.parse(unescapeAttribute(found)) as Challenge) : undefined;
}

/** What the page's script sends: the solution as ALTCHA's base64 payload. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('challenge not solvable');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  ).toString('base64');
}

interface SignUp {
  jar: CookieJar;
  registerUrl: URL;
  /** The register page as this address sees it. */
  page: string;
}

/** Opens the register page of a new sign-in from an address. */
async function openRegister(ip: string, lang = 'uz'): Promise<SignUp> {
  const jar = new CookieJar();
  jar.set('lang', lang);
  const auth = await startAuthorization(server, { jar });
  const registerUrl = new URL(`${auth.interactionUrl.pathname}/register`, server.url);
  const page = await (await jar.fetch(registerUrl, { headers: { 'x-forwarded-for': ip } })).text();
  return { jar, registerUrl, page };
}

/** Posts the registration form from an address, with the challenge's solution when given. */
async function postRegister(signUp: SignUp, ip: string, phone: string, altcha?: string): Promise<Response> {
  const fields: Record<string, string> = {
    login: phone,
    full_name: 'Sinov Foydalanuvchi',
    tax_id: uniquePinfl(),
    role: 'buyer',
    password: 'sinov12345',
    password_repeat: 'sinov12345',
    ...(altcha ? { altcha } : {}),
  };
  return signUp.jar.fetch(signUp.registerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A sign-up from an address that solves whatever challenge its page carries. */
async function signUpSolving(ip: string, phone: string, lang = 'uz'): Promise<Response> {
  const signUp = await openRegister(ip, lang);
  const challenge = challengeOf(signUp.page);
  return postRegister(signUp, ip, phone, challenge ? await solve(challenge) : undefined);
}

function smsTo(phone: string) {
  return server.deps.db.selectFrom('outbox_messages').select('id').where('destination', '=', phone).execute();
}

const refusals = async (limit: string) =>
  (await codeLimitRefusals.get()).values.find((value) => value.labels.limit === limit)?.value ?? 0;

/** A phone range (+998 9x xxx) no other test of this run uses, and numbers in it. */
const usedRanges = new Set<string>();
function newRange(): (index: number) => string {
  let range = '';
  do range = `+9989${randomInt(3, 5)}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  while (usedRanges.has(range));
  usedRanges.add(range);
  const base = randomInt(0, 9000);
  return (index) => `${range}${String(base + index).padStart(4, '0')}`;
}

/** A phone in a range of its own: the file's range budget is small. */
const freshPhone = () => newRange()(0);

describe('the proof-of-work challenge', () => {
  it('is not asked for an address’s first code, and is after it', async () => {
    const ip = newAddress();
    const first = await openRegister(ip);
    expect(challengeOf(first.page)).toBeUndefined();
    expect((await postRegister(first, ip, freshPhone())).status).toBe(303);

    const second = await openRegister(ip);
    expect(challengeOf(second.page)).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(second.page).toContain('name="altcha"');
  });

  it('refuses a second code without a solution (428, in the reader’s language) and sends nothing', async () => {
    const ip = newAddress();
    expect((await signUpSolving(ip, freshPhone())).status).toBe(303);
    const phone = freshPhone();
    const signUp = await openRegister(ip, 'ru');
    const refused = await postRegister(signUp, ip, phone);
    expect(refused.status).toBe(428);
    const page = await refused.text();
    expect(page).toContain('Дождитесь окончания проверки браузера');
    // The page comes back with a fresh challenge to solve.
    expect(challengeOf(page)).toBeDefined();
    expect(await smsTo(phone)).toHaveLength(0);
  });

  it('accepts a solved challenge once: a replayed or forged one is refused', async () => {
    const ip = newAddress();
    expect((await signUpSolving(ip, freshPhone())).status).toBe(303);

    const signUp = await openRegister(ip);
    const challenge = challengeOf(signUp.page);
    if (!challenge) throw new Error('no challenge on the page');
    const solution = await solve(challenge);
    const accepted = await postRegister(signUp, ip, freshPhone(), solution);
    expect(accepted.status).toBe(303);
    const confirm = await signUp.jar.fetch(new URL(accepted.headers.get('location') ?? '', server.url), {
      headers: { 'x-forwarded-for': ip },
    });
    const confirmPage = await confirm.text();
    expect(confirm.status, confirmPage.slice(0, 3000)).toBe(200);

    const replayPhone = freshPhone();
    const replay = await postRegister(await openRegister(ip), ip, replayPhone, solution);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('Brauzer tekshiruvi o&#39;tmadi');
    expect(await smsTo(replayPhone)).toHaveLength(0);

    // A number that does not solve it, and a challenge signed with another key.
    const decoded = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as { number: number };
    const wrong = Buffer.from(
      JSON.stringify({ ...challenge, number: decoded.number + 1, maxnumber: undefined }),
    ).toString('base64');
    const forgedChallenge = { ...challenge, signature: 'f'.repeat(64) };
    const forged = await solve(forgedChallenge);
    for (const payload of [wrong, forged, 'bm90IGpzb24=']) {
      const phone = freshPhone();
      const answer = await postRegister(await openRegister(ip), ip, phone, payload);
      expect(answer.status).toBe(400);
      expect(await smsTo(phone)).toHaveLength(0);
    }
  });
});

describe('limits of sending codes', () => {
  it(`sends at most ${PER_MINUTE} codes a minute from one address, even with the challenge solved`, async () => {
    const ip = newAddress();
    for (let i = 0; i < PER_MINUTE; i += 1) {
      expect((await signUpSolving(ip, freshPhone())).status).toBe(303);
    }
    const before = await refusals('per_minute_ip');
    const phone = freshPhone();
    const refused = await signUpSolving(ip, phone);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/\d+ soniyadan so&#39;ng qaytadan urinib ko&#39;ring\./);
    expect(await smsTo(phone)).toHaveLength(0);
    expect(await refusals('per_minute_ip')).toBe(before + 1);
  });

  it(`pauses SMS to a phone range after ${PER_PREFIX} an hour, from any address, with a clear 429 and a metric`, async () => {
    const inRange = newRange();
    for (let i = 0; i < PER_PREFIX; i += 1) {
      expect((await signUpSolving(newAddress(), inRange(i))).status).toBe(303);
    }
    const before = await refusals('per_prefix');
    const paused = await signUpSolving(newAddress(), inRange(PER_PREFIX));
    expect(paused.status).toBe(429);
    expect(await paused.text()).toContain('Kod yuborish vaqtincha to&#39;xtatildi');
    const russian = await signUpSolving(newAddress(), inRange(PER_PREFIX + 1), 'ru');
    expect(russian.status).toBe(429);
    expect(await russian.text()).toContain('Отправка кодов временно приостановлена');
    expect(await smsTo(inRange(PER_PREFIX))).toHaveLength(0);
    expect(await refusals('per_prefix')).toBe(before + 2);
    // Another range is not affected.
    expect((await signUpSolving(newAddress(), newRange()(0))).status).toBe(303);
  });

  it('stops at the platform’s hourly budget of codes and counts each refusal in the metric', async () => {
    const identity = createIdentityService({
      db: server.deps.db,
      redis: server.deps.redis,
      redisPrefix: `${inject('redisPrefix')}budget-${Date.now()}:`,
      logger: server.deps.logger,
      codeSecret: 'test-secret-for-codes',
      limits: { ...IDENTITY_LIMITS, codesPerHour: { points: 2, duration: 3600 } },
    });
    const start = (ip: string) =>
      identity.startRegistration(
        {
          login: { kind: 'phone', phone: freshPhone() },
          fullName: 'Sinov Odam',
          taxId: { kind: 'pinfl', pinfl: uniquePinfl() },
          role: 'buyer',
          password: 'sinov12345',
        },
        { flow: `budget-${ip}`, lang: 'uz', ip },
      );
    await start(newAddress());
    await start(newAddress());
    const before = await refusals('hourly_budget');
    await expect(start(newAddress())).rejects.toMatchObject({
      code: 'CODE_SENDING_PAUSED',
      status: 429,
      data: { retry_after_s: expect.any(Number) },
    });
    await expect(start(newAddress())).rejects.toMatchObject({ code: 'CODE_SENDING_PAUSED' });
    expect(await refusals('hourly_budget')).toBe(before + 2);
    const metrics = await (
      await fetch(new URL('/metrics', server.url), {
        headers: { authorization: `Bearer ${DEVELOPMENT_METRICS_TOKEN}` },
      })
    ).text();
    expect(metrics).toMatch(/kimoshdi_id_code_limit_refusals_total\{limit="hourly_budget"\} [1-9]/);
  });
});

/** Posts the login form of a new sign-in from an address (a fresh browser unless `jar` is given). */
async function postLogin(
  ip: string,
  login: string,
  password: string,
  { jar = new CookieJar(), altcha }: { jar?: CookieJar; altcha?: string } = {},
): Promise<{ answer: Response; page: string; jar: CookieJar }> {
  const auth = await startAuthorization(server, { jar });
  const answer = await jar.fetch(new URL(`${auth.interactionUrl.pathname}/login`, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ login, password, ...(altcha ? { altcha } : {}) }).toString(),
  });
  return { answer, page: answer.status === 303 ? '' : await answer.text(), jar };
}

/** A login that solves the challenge when the answer asks for one (as the page's script does). */
async function loginSolving(ip: string, login: string, password: string, jar?: CookieJar) {
  const first = await postLogin(ip, login, password, jar ? { jar } : {});
  if (first.answer.status !== 428) return first;
  const challenge = challengeOf(first.page);
  if (!challenge) throw new Error('428 without a challenge');
  return postLogin(ip, login, password, { jar: new CookieJar(), altcha: await solve(challenge) });
}

const secondsToWait = (page: string) =>
  Number(/(\d+) soniyadan so&#39;ng qaytadan urinib ko&#39;ring/.exec(page)?.[1] ?? Number.NaN);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in without lockouts', () => {
  it('a rival’s wrong passwords never keep the owner out: own address, own browser, or the challenge', async () => {
    const { login, password } = await createIdAccount(server.deps.db);
    const ownerAddress = newAddress();
    const owner = await postLogin(ownerAddress, login, password);
    expect(owner.answer.status).toBe(303);
    // The provider's session starts when the browser follows on (the owner's open session).
    await followToCallback(owner.jar, owner.answer, new URL('/id/', server.url));
    const device = /kid_device=([^;]+)/.exec(owner.jar.header(new URL('/id/x', server.url)))?.[1];
    expect(device).toBeDefined();

    // The rival spreads wrong passwords over addresses: far past the old lock of 5.
    for (let i = 0; i < 4; i += 1) {
      const rivalAddress = newAddress();
      for (let j = 0; j < 3; j += 1) {
        expect((await loginSolving(rivalAddress, login, `wrong${i}${j}pass`)).answer.status).toBe(401);
      }
    }
    // A stranger must now solve the challenge even to try.
    const stranger = await postLogin(newAddress(), login, 'wrongpass9');
    expect(stranger.answer.status).toBe(428);
    expect(challengeOf(stranger.page)).toBeDefined();
    expect(stranger.page).toContain(`value="${login}"`);

    // The owner: from the address that signed in before, straight in.
    expect((await postLogin(ownerAddress, login, password)).answer.status).toBe(303);
    // From a new address, with the browser that signed in before: straight in.
    const ownBrowser = new CookieJar();
    ownBrowser.set('kid_device', device ?? '', '/id');
    expect((await postLogin(newAddress(), login, password, { jar: ownBrowser })).answer.status).toBe(303);
    // From a new address and a new browser: the challenge, solved by the page, then in.
    expect((await loginSolving(newAddress(), login, password)).answer.status).toBe(303);
    // And the session already open in the owner's browser is untouched: no login page at all.
    const authorize = new URL('/id/auth', server.url);
    authorize.search = new URLSearchParams({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      redirect_uri: `${server.url}/api/shop/auth/callback`,
      scope: 'openid',
      state: 'resume-state',
      nonce: 'resume-nonce',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const resumed = await followRedirects(owner.jar, authorize, {
      stopAt: (url) => url.pathname === '/api/shop/auth/callback',
    });
    expect(resumed.url.pathname).toBe('/api/shop/auth/callback');
    expect(resumed.url.searchParams.get('code')).toBeTruthy();
  });

  it('answers an address that keeps failing with growing delays, not a lock for the login', async () => {
    const { login, password } = await createIdAccount(server.deps.db);
    const ownerAddress = newAddress();
    expect((await postLogin(ownerAddress, login, password)).answer.status).toBe(303);

    const rival = newAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await loginSolving(rival, login, `wrong${i}pass`)).answer.status).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const refused = await loginSolving(rival, login, password);
      expect(refused.answer.status).toBe(429);
      const wait = secondsToWait(refused.page);
      waits.push(wait);
      await sleep(wait * 1000 + 100);
      expect((await loginSolving(rival, login, `again${round}pass`)).answer.status).toBe(401);
    }
    expect(waits).toEqual([1, 2]);
    const third = await loginSolving(rival, login, password);
    expect(third.answer.status).toBe(429);
    expect(secondsToWait(third.page)).toBe(4);
    // Meanwhile the owner signs in from their address without waiting.
    expect((await postLogin(ownerAddress, login, password)).answer.status).toBe(303);
  });
});
