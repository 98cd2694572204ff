import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditRequest, OperatorEditRequest, Page } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { tinyPdf, uploadForm, type TestFile } from '../support/files';
import { call, mergeHeaders, postJson, type Answer } from '../support/http';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * Edit requests: a person asks to change the verified fields (full name, PINFL, STIR) with a reason
 * and documents; one open request at a time, withdrawn while open; an operator approves (the
 * profile changes, once) or rejects with a reason; nobody sees another's request.
 */
let server: Running;
let operator: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn(server, { role: 'operator' });
});
afterAll(() => server?.close());

interface ErrorAnswer {
  ERROR: { code: string; message: string; data?: Record<string, unknown> };
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const scan: TestFile = { name: 'guvohnoma.pdf', bytes: tinyPdf('marriage certificate') };
const REASON = 'Turmush qurganimdan keyin familiyam o‘zgardi.';

function submit(user: TestUser, fields: Record<string, string>, files: TestFile[] = [scan], headers = {}) {
  return call<EditRequest>(server.url, '/api/shop/edit-requests', {
    method: 'POST',
    headers: mergeHeaders(user.headers, headers),
    body: uploadForm(fields, files),
  });
}
const withdraw = (user: TestUser, id: string) =>
  postJson(server.url, `/api/shop/edit-requests/${id}/withdraw`, {}, user.headers) as Promise<
    Answer<EditRequest>
  >;
const decide = (id: string, decision: 'approve' | 'reject', body: unknown = {}, who = operator) =>
  postJson(server.url, `/api/shop/operator/edit-requests/${id}/${decision}`, body, who.headers) as Promise<
    Answer<OperatorEditRequest>
  >;
const mine = async (user: TestUser) =>
  (await call<Page<EditRequest>>(server.url, '/api/shop/edit-requests', { headers: user.headers })).body;

function expectError(answer: Answer<unknown>, status: number, code: string) {
  expect(answer.status).toBe(status);
  const body = answer.body as ErrorAnswer;
  expect(body.ERROR.code).toBe(code);
  expect(body.ERROR.message).toEqual(expect.any(String));
  expect(body.ERROR.message).not.toBe('');
}

const person = (userId: string) =>
  server.deps.db
    .selectFrom('users')
    .select(['full_name', 'pinfl', 'stir'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
const requestsOf = (userId: string) =>
  server.deps.db.selectFrom('edit_requests').select('id').where('user_id', '=', userId).execute();
const messagesOf = (userId: string) =>
  server.deps.db
    .selectFrom('notifications')
    .select(['message_key', 'content', 'link'])
    .where('user_id', '=', userId)
    .where('message_key', 'like', 'edit-requests:%')
    .execute();

describe('POST edit-requests', () => {
  it('stores a request with its changes and documents; the author may read the document', async () => {
    const pinfl = digits(14);
    const user = await signIn(server, { fullName: 'Dilnoza Karimova', pinfl });
    const answer = await submit(user, { full_name: 'Dilnoza  Rahimova', pinfl: '', reason: REASON });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'pending',
      changes: [{ field: 'full_name', old: 'Dilnoza Karimova', new: 'Dilnoza Rahimova' }],
      reason: REASON,
      decided_at: null,
    });
    expect(answer.body.documents).toHaveLength(1);
    const [document] = answer.body.documents;
    expect(document).toMatchObject({ name: 'guvohnoma.pdf', mime: 'application/pdf' });
    const file = await call(server.url, document!.url, { headers: user.headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await call(server.url, document!.url, { headers: operator.headers })).status).toBe(200);
    // Nothing changed yet.
    expect((await person(user.userId)).full_name).toBe('Dilnoza Karimova');
    expect((await mine(user)).items.map((item) => item.id)).toEqual([answer.body.id]);
  });

  it('refuses bad input with a 4xx in the reader language, storing nothing', async () => {
    const user = await signIn(server, { fullName: 'Aziz Tursunov', pinfl: digits(14) });
    expectError(await submit(user, { pinfl: '123', reason: REASON }), 400, 'VALIDATION');
    expectError(await submit(user, { stir: '12345', reason: REASON }), 400, 'VALIDATION');
    expectError(
      await submit(user, { full_name: 'Aziz Tursunov', reason: REASON }),
      400,
      'EDIT_REQUEST_NO_CHANGE',
    );
    expectError(await submit(user, { full_name: 'Aziz Umarov', reason: 'short' }), 400, 'VALIDATION');
    expectError(
      await submit(user, { full_name: 'Aziz Umarov', reason: REASON }, []),
      400,
      'EDIT_REQUEST_DOCUMENT_REQUIRED',
    );
    const text: TestFile = { name: 'note.pdf', bytes: Buffer.from('just some text, not a PDF') };
    expectError(
      await submit(user, { full_name: 'Aziz Umarov', reason: REASON }, [text]),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ ...scan, name: `scan-${i}.pdf` }));
    expectError(await submit(user, { full_name: 'Aziz Umarov', reason: REASON }, six), 409, 'TOO_MANY_FILES');
    const taken = digits(14);
    await signIn(server, { pinfl: taken });
    expectError(await submit(user, { pinfl: taken, reason: REASON }), 409, 'EDIT_REQUEST_ID_TAKEN');
    const russian = await submit(user, { full_name: 'Aziz Tursunov', reason: REASON }, [scan], {
      cookie: 'lang=ru',
    });
    expectError(russian, 400, 'EDIT_REQUEST_NO_CHANGE');
    expect((russian.body as unknown as ErrorAnswer).ERROR.message).toMatch(/[а-я]/);
    expect(await requestsOf(user.userId)).toEqual([]);
    const guest = await call(server.url, '/api/shop/edit-requests');
    expect(guest.status).toBe(401);
  });

  it('takes a long reason in Cyrillic whole', async () => {
    const user = await signIn(server, { fullName: 'Ольга Ким' });
    const reason = 'Фамилия изменилась после замужества. '.repeat(26).slice(0, 1000);
    const sent = await submit(user, { full_name: 'Ольга Пак', reason });
    expect(sent.status).toBe(201);
    expect(sent.body.reason).toBe(reason.trim());
  });

  it('keeps one open request per person; a withdrawn one lets the person ask again', async () => {
    const user = await signIn(server, { fullName: 'Malika Yusupova', stir: null });
    const first = await submit(user, { stir: '123 456 789', reason: REASON });
    expect(first.status).toBe(201);
    expect(first.body.changes).toEqual([{ field: 'stir', old: null, new: '123456789' }]);
    expectError(
      await submit(user, { full_name: 'Malika Ergasheva', reason: REASON }),
      409,
      'EDIT_REQUEST_OPEN',
    );
    const withdrawn = await withdraw(user, first.body.id);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    expect(withdrawn.body.decided_at).toEqual(expect.any(String));
    // Withdrawing again answers it as it is; an operator cannot decide it any more.
    expect((await withdraw(user, first.body.id)).body.status).toBe('withdrawn');
    expectError(await decide(first.body.id, 'approve'), 409, 'WRONG_STATE');
    expect((await person(user.userId)).stir).toBeNull();
    const second = await submit(user, { full_name: 'Malika Ergasheva', reason: REASON });
    expect(second.status).toBe(201);
  });
});

describe('operator decisions', () => {
  it('approve applies the change once, logs it and tells the person; approving again changes nothing', async () => {
    const pinfl = digits(14);
    const newPinfl = digits(14);
    const user = await signIn(server, { fullName: 'Nodira Aliyeva', pinfl });
    const sent = await submit(user, { full_name: 'Nodira Saidova', pinfl: newPinfl, reason: REASON });
    expect(sent.status).toBe(201);
    // The author sees the PINFLs masked; the desk shows them whole, with old against new.
    expect(sent.body.changes[1]).toEqual({
      field: 'pinfl',
      old: `**********${pinfl.slice(-4)}`,
      new: `**********${newPinfl.slice(-4)}`,
    });
    const desk = await call<Page<OperatorEditRequest>>(
      server.url,
      '/api/shop/operator/edit-requests?size=100',
      {
        headers: operator.headers,
      },
    );
    const row = desk.body.items.find((item) => item.id === sent.body.id);
    expect(row).toMatchObject({
      user_id: user.userId,
      status: 'pending',
      changes: [
        { field: 'full_name', old: 'Nodira Aliyeva', new: 'Nodira Saidova' },
        { field: 'pinfl', old: pinfl, new: newPinfl },
      ],
    });
    expect(row!.documents).toHaveLength(1);

    const approved = await decide(sent.body.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_by: operator.userId });
    expect(await person(user.userId)).toMatchObject({ full_name: 'Nodira Saidova', pinfl: newPinfl });
    const log = await server.deps.db
      .selectFrom('action_log')
      .select(['action_type', 'code'])
      .where('user_id', '=', user.userId)
      .where('action_type', 'like', 'edit-request%')
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action_type: 'edit-request', code: sent.body.id },
      { action_type: 'edit-request-approve', code: sent.body.id },
    ]);
    expect(await messagesOf(user.userId)).toEqual([
      {
        message_key: 'edit-requests:messages.approved',
        content: expect.any(String),
        link: '/profile/edit-requests',
      },
    ]);

    // Approving again: the same answer, nothing written twice; rejecting now is a state conflict.
    const again = await decide(sent.body.id, 'approve');
    expect(again.status).toBe(200);
    expect(again.body.decided_at).toBe(approved.body.decided_at);
    expect(await messagesOf(user.userId)).toHaveLength(1);
    expectError(await decide(sent.body.id, 'reject', { reason: 'Hujjat o‘qilmaydi' }), 409, 'WRONG_STATE');
    expectError(await withdraw(user, sent.body.id), 409, 'WRONG_STATE');
    expect((await mine(user)).items[0]).toMatchObject({ status: 'approved' });
  });

  it('reject keeps the profile and gives the person the reason; a reason is required', async () => {
    const user = await signIn(server, { fullName: 'Sherzod Qodirov' });
    const sent = await submit(user, { full_name: 'Sherzod Qodirov-Sobirov', reason: REASON });
    expectError(await decide(sent.body.id, 'reject', {}), 400, 'VALIDATION');
    const rejected = await decide(sent.body.id, 'reject', { reason: 'Hujjatda yangi familiya ko‘rinmaydi.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      decision_reason: 'Hujjatda yangi familiya ko‘rinmaydi.',
    });
    expect((await person(user.userId)).full_name).toBe('Sherzod Qodirov');
    const [message] = await messagesOf(user.userId);
    expect(message?.message_key).toBe('edit-requests:messages.rejected');
    expect(message?.content).toContain('Hujjatda yangi familiya ko‘rinmaydi.');
    expect((await mine(user)).items[0]).toMatchObject({
      status: 'rejected',
      decision_reason: 'Hujjatda yangi familiya ko‘rinmaydi.',
    });
    expectError(await decide(sent.body.id, 'approve'), 409, 'WRONG_STATE');
  });

  it('hides a request from anyone but its author and operators (404), and the desk from non-operators (403)', async () => {
    const author = await signIn(server, { fullName: 'Kamola Xolmatova' });
    const other = await signIn(server, { fullName: 'Jasur Ergashev' });
    const sent = await submit(author, { full_name: 'Kamola Rasulova', reason: REASON });
    expectError(await withdraw(other, sent.body.id), 404, 'NOT_FOUND');
    expectError(
      await call(server.url, sent.body.documents[0]!.url, { headers: other.headers }),
      404,
      'NOT_FOUND',
    );
    expect((await mine(other)).items).toEqual([]);
    expectError(await decide(sent.body.id, 'approve', {}, other), 403, 'FORBIDDEN');
    const desk = await call(server.url, '/api/shop/operator/edit-requests', { headers: other.headers });
    expect(desk.status).toBe(403);
    expectError(await decide('999999999', 'approve'), 404, 'NOT_FOUND');
    expect((await person(author.userId)).full_name).toBe('Kamola Xolmatova');
  });
});
