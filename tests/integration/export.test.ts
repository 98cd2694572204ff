import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { createExportService } from '../../server/src/modules/export';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * GET api/shop/export over HTTP: the files parse back to the desk's rows with its filter applied,
 * CSV keeps Excel's needs (BOM, CRLF, formulas defused), a person reads only their own rows, and
 * refusals come before the first byte.
 */
let server: Running;
let alice: TestUser;
let bob: TestUser;
let operator: TestUser;
const BOM = '\uFEFF';

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob, operator] = await Promise.all([
    signIn(server, { fullName: 'Алиса Экспортова' }),
    signIn(server),
    signIn(server, { role: 'operator' }),
  ]);
  const refund = (status: string, bank: string, amount: string) => ({
    user_id: alice.userId,
    bank_name: bank,
    card_type: 'uzcard',
    card_mask: '8600 12** **** 1233',
    amount,
    status,
    ...(status === 'pending' ? {} : { decided_at: new Date(), decided_by: operator.userId }),
  });
  // More rows than one keyset page (1 000), all written in the same instant: the pages meet on
  // the id alone, and no row may be skipped or repeated there.
  const many = Array.from({ length: 2100 }, () => refund('rejected', 'Bulk bank', '100'));
  await server.deps.db.insertInto('refunds').values(many).execute();
  await server.deps.db
    .insertInto('refunds')
    .values([
      refund('pending', '=HYPERLINK("http://evil.example","x")', '1250050'),
      refund('pending', 'Ипотека-банк, "Ташкент"', '300000'),
      refund('approved', 'Approved bank', '700000'),
    ])
    .execute();
  await topUp(server.deps.db, {
    userId: alice.userId,
    amount: 4_200_000n,
    businessKey: `export:${alice.userId}`,
  });
  await topUp(server.deps.db, {
    userId: bob.userId,
    amount: 9_900_000n,
    businessKey: `export:${bob.userId}`,
  });
});
afterAll(async () => {
  await server.close();
});

async function download(query: string, user: TestUser | null, lang = 'ru') {
  const headers = { ...(user ? user.headers : {}), 'accept-language': lang };
  const response = await fetch(`${server.url}/api/shop/export?${query}`, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** RFC 4180 as csv-stringify writes it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

describe('GET api/shop/export', () => {
  it('writes the refund desk as CSV with the filter applied, in the reader language', async () => {
    const { response, bytes } = await download('what=operator-refunds&format=csv&status=pending', operator);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      /^attachment; filename="kimoshdi_operator-refunds_status-pending_\d{4}-\d\d-\d\d_\d\d-\d\d\.csv"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(
      /^Заявки на возврат_status-pending_/,
    );
    const text = bytes.toString('utf8');
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Номер',
      'Время',
      'Пользователь',
      'ID пользователя',
      'Банк',
      'Тип карты',
      'Карта',
      'Сумма, сум',
      'Статус',
      'Время решения',
      'Причина',
    ]);
    const mine = rows.filter((r) => r[3] === alice.userId);
    expect(mine.map((r) => [r[4], r[7], r[8]])).toEqual([
      ['Ипотека-банк, "Ташкент"', '3000.00', 'На рассмотрении'],
      // The formula is shown as typed, never run.
      [`'=HYPERLINK("http://evil.example","x")`, '12500.50', 'На рассмотрении'],
    ]);
    expect(mine[0]?.[2]).toBe('Алиса Экспортова');
    expect(mine[0]?.[1]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d$/);
    expect(rows.every((r) => r[8] === 'На рассмотрении')).toBe(true);
    expect(Number(response.headers.get('x-export-rows'))).toBe(rows.length);
  });

  it('streams past the keyset pages without skipping or repeating a row', async () => {
    const { response, bytes } = await download('what=operator-refunds&status=rejected', operator, 'uz');
    expect(response.status).toBe(200);
    const rows = parseCsv(bytes.toString('utf8').slice(1)).slice(1);
    const mine = rows.filter((r) => r[3] === alice.userId);
    expect(mine).toHaveLength(2100);
    expect(new Set(mine.map((r) => r[0])).size).toBe(2100);
    const ids = rows.map((r) => BigInt(r[0] ?? '0'));
    expect(
      ids.every((id, i) => i === 0 || id < (ids[i - 1] ?? 0n) || rows[i]?.[1] !== rows[i - 1]?.[1]),
    ).toBe(true);
  });

  it('writes XLSX that parses back to the same rows, money as numbers', async () => {
    const { response, bytes } = await download(
      'what=operator-refunds&format=xlsx&status=pending',
      operator,
      'uz',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain('status-pending');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Qaytarish arizalari');
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header[7]).toBe("Summa, so'm");
    const mine: unknown[][] = [];
    sheet?.eachRow((row, n) => {
      const values = (row.values as unknown[]).slice(1);
      if (n > 1 && values[3] === Number(alice.userId)) mine.push(values);
    });
    expect(mine.map((r) => [r[4], r[7]])).toEqual([
      ['Ипотека-банк, "Ташкент"', 3000],
      ['=HYPERLINK("http://evil.example","x")', 12500.5],
    ]);
    expect(mine[0]?.[1]).toBeInstanceOf(Date);
  });

  it('gives a person only their own movements', async () => {
    const mine = parseCsv((await download('what=transactions', alice)).bytes.toString('utf8').slice(1));
    const theirs = parseCsv((await download('what=transactions', bob)).bytes.toString('utf8').slice(1));
    expect(mine.slice(1).map((r) => r[4])).toEqual(['42000.00']);
    expect(theirs.slice(1).map((r) => r[4])).toEqual(['99000.00']);
    const payments = await download('what=payments&format=xlsx', alice);
    expect(payments.response.status).toBe(200);
  });

  it('refuses before the first byte: guests, other roles, bad parameters', async () => {
    const code = async (query: string, user: TestUser | null) => {
      const { response, bytes } = await download(query, user);
      return [
        response.status,
        (JSON.parse(bytes.toString('utf8')) as { ERROR: { code: string } }).ERROR.code,
      ];
    };
    expect(await code('what=payments', null)).toEqual([401, 'UNAUTHORIZED']);
    expect(await code('what=operator-refunds', bob)).toEqual([403, 'FORBIDDEN']);
    expect(await code('what=operator-protocols&format=xlsx', bob)).toEqual([403, 'FORBIDDEN']);
    expect(await code('what=everything', operator)).toEqual([400, 'VALIDATION']);
    expect(await code('what=payments&format=pdf', bob)).toEqual([400, 'VALIDATION']);
    expect(await code('what=operator-refunds&status=lost', operator)).toEqual([400, 'VALIDATION']);
    expect(await code('what=operator-protests&state=lost', operator)).toEqual([400, 'VALIDATION']);
  });

  it('bounds a file in rows and users in exports', async () => {
    const small = createExportService({
      services: server.deps.services,
      redis: server.deps.redis,
      redisPrefix: `${server.deps.config.REDIS_PREFIX}export-test:`,
      maxRows: 10,
      limit: { points: 2, duration: 60 },
    });
    const caller = { id: operator.userId, role: 'operator' as const };
    const context = { lang: 'en' as const, origin: server.url };
    const query = { what: 'operator-refunds' as const, format: 'csv' as const };
    await expect(small.prepare(caller, query, {}, context)).rejects.toMatchObject({
      code: 'EXPORT_TOO_LARGE',
      data: { max: 10 },
    });
    const few = { what: 'payments' as const, format: 'csv' as const };
    await expect(small.prepare(caller, few, {}, context)).resolves.toMatchObject({ rows: 0 });
    await expect(small.prepare(caller, few, {}, context)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('exports every other desk and list', async () => {
    for (const what of ['operator-protocols', 'operator-protests', 'operator-orders']) {
      const { response, bytes } = await download(`what=${what}&format=csv`, operator, 'en');
      expect(response.status, what).toBe(200);
      expect(bytes.toString('utf8').startsWith(BOM)).toBe(true);
    }
    for (const what of ['protocols', 'customer-protocols']) {
      const { response, bytes } = await download(`what=${what}&format=xlsx`, bob, 'en');
      expect(response.status, what).toBe(200);
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
    }
  });
});
