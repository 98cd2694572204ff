import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, blackListAnswerSchema, protocolSchema, tashkentDay } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { createTestLot, uniqueLotNumber, type TestLot } from '../support/catalogue';
import { startTestServer } from '../support/test-server';

/** check-protocol and check-black-list: found, not found (honest), ids of the wrong length. */
let server: Running;
let lot: TestLot;
const digits = (length: number) => uniqueLotNumber().padEnd(length, '7').slice(0, length);
const tin = digits(9);
const pinfl = digits(14);
const barredTin = digits(9);
const formerTin = digits(9);
const protocolNumber = `P-${uniqueLotNumber()}`;
const today = tashkentDay(Date.now());

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  lot = await createTestLot(db, { lotStatus: 7, finalPrice: 55_000_000_000n, winnerBuyerNumber: 'B-7' });
  await db
    .insertInto('protocols')
    .values([
      {
        number: `${protocolNumber}-old`,
        status: 'cancelled',
        lot_id: lot.id,
        winner_name: 'Rahimov Jasur',
        tin,
        pinfl,
        address: 'Toshkent sh.',
        protocol_date: addDays(today, -20),
      },
      {
        number: protocolNumber,
        status: 'active',
        lot_id: lot.id,
        winner_name: 'Rahimov Jasur',
        tin,
        pinfl,
        address: 'Toshkent sh.',
        protocol_date: addDays(today, -10),
        files: JSON.stringify([{ name: 'Bayonnoma.pdf', url: '/static/lot-docs/protocol.pdf' }]),
      },
    ])
    .execute();
  await db
    .insertInto('blacklist_entries')
    .values([
      {
        name: '"Halol" MChJ',
        lot_number: lot.lotNumber,
        tin: barredTin,
        start_date: addDays(today, -30),
        end_date: addDays(today, 5),
      },
      {
        name: 'Eski MChJ',
        lot_number: lot.lotNumber,
        tin: formerTin,
        start_date: addDays(today, -400),
        end_date: addDays(today, -1),
      },
    ])
    .execute();
});

afterAll(async () => {
  await server?.close();
});

describe('check-protocol', () => {
  it('finds a protocol by its number, ids masked', async () => {
    const answer = await call(server.url, `/api/shop/check-protocol?number=${protocolNumber}`);
    expect(answer.status).toBe(200);
    const protocol = protocolSchema.parse(answer.body);
    expect(protocol).toMatchObject({
      number: protocolNumber,
      status: 'active',
      lot_number: lot.lotNumber,
      winner_name: 'Rahimov Jasur',
      tin: `*****${tin.slice(-4)}`,
      pinfl: `**********${pinfl.slice(-4)}`,
      files: [{ name: 'Bayonnoma.pdf', url: '/static/lot-docs/protocol.pdf' }],
    });
  });

  it('shows a cancelled protocol as cancelled', async () => {
    const answer = await call(server.url, `/api/shop/check-protocol?number=${protocolNumber}-old`);
    expect(protocolSchema.parse(answer.body).status).toBe('cancelled');
  });

  it.each([
    ['tax id', `tin=${tin}`],
    ['personal id', `pinfl=${pinfl}`],
    ['tax id typed with spaces', `tin=${tin.slice(0, 3)}%20${tin.slice(3)}`],
  ])('finds the active protocol by %s and lot number', async (_name, query) => {
    const answer = await call(server.url, `/api/shop/check-protocol?${query}&lot_number=${lot.lotNumber}`);
    expect(answer.status).toBe(200);
    expect(protocolSchema.parse(answer.body).number).toBe(protocolNumber);
  });

  it.each([
    ['an unknown number', 'number=NO-SUCH-PROTOCOL', 404],
    ['the right tax id with another lot', `tin=${tin}&lot_number=${uniqueLotNumber()}`, 404],
    ['nothing', '', 400],
    ['a tax id without a lot number', `tin=${tin}`, 400],
    ['a tax id of 8 digits', 'tin=12345678&lot_number=LOT', 400],
    ['a personal id of 13 digits', 'pinfl=1234567890123&lot_number=LOT', 400],
    ['SQL in the number', `number=${encodeURIComponent("' OR 1=1 --")}`, 404],
  ])('%s: %i', async (_name, query, status) => {
    // LOT stands for the lot number, known only once beforeAll has run.
    const path = `/api/shop/check-protocol?${query.replace('LOT', lot.lotNumber)}`;
    const answer = await call<{ ERROR: { code: string } }>(server.url, path);
    expect(answer.status).toBe(status);
    expect(answer.body.ERROR.code).toBe(status === 404 ? 'NOT_FOUND' : 'VALIDATION');
  });
});

describe('check-black-list', () => {
  it('finds an entry in force with its remaining days', async () => {
    const answer = await call(server.url, `/api/shop/check-black-list?tin=${barredTin}`);
    expect(answer.status).toBe(200);
    const result = blackListAnswerSchema.parse(answer.body);
    expect(result.found).toBe(true);
    if (!result.found) return;
    expect(result.entries).toEqual([
      {
        name: '"Halol" MChJ',
        lot_number: lot.lotNumber,
        tin: `*****${barredTin.slice(-4)}`,
        pinfl: null,
        start_date: addDays(today, -30),
        end_date: addDays(today, 5),
        remaining_days: 5,
      },
    ]);
  });

  it.each([
    ['an expired entry (honest again)', `tin=${formerTin}`],
    ['an id never listed', `pinfl=${digits(14)}`],
  ])('%s: not found', async (_name, query) => {
    const answer = await call(server.url, `/api/shop/check-black-list?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ found: false });
  });

  it.each([
    ['a tax id of 8 digits', 'tin=12345678'],
    ['a tax id of 10 digits', 'tin=1234567890'],
    ['a personal id of 15 digits', 'pinfl=123456789012345'],
    ['letters', 'tin=abcdefghi'],
    ['both ids', `tin=${barredTin}&pinfl=${pinfl}`],
    ['neither', ''],
  ])('%s: 400 VALIDATION', async (_name, query) => {
    const answer = await call<{ ERROR: { code: string } }>(server.url, `/api/shop/check-black-list?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.ERROR.code).toBe('VALIDATION');
  });
});
