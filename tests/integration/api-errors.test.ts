import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { call, mergeHeaders, postJson } from '../support/http';
import { guestHeaders } from '../support/session';
import { startTestServer } from '../support/test-server';

// Bad input gets the one error body, in the user's language, and changes nothing.
let server: Running;
let guest: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT: '2kb' });
  guest = await guestHeaders(server);
});
afterAll(() => server.close());

const contactRows = async () =>
  Number(
    (
      await server.deps.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('bad input', () => {
  it('an unknown language is a 400 in the user language and sets no cookie', async () => {
    for (const lang of ['en', 'UZ', 'de', 'uz-Cyrl', '%00']) {
      const answer = await call(server.url, `/api/shop/common/lang/${lang}`, {
        method: 'POST',
        headers: mergeHeaders(guest, { 'accept-language': 'ru' }),
      });
      expect(answer.status, lang).toBe(400);
      expect(answer.body).toMatchObject({
        ERROR: { code: 'UNSUPPORTED_LANGUAGE', data: { allowed: ['uz', 'ru'] } },
      });
      expect((answer.body as { ERROR: { message: string } }).ERROR.message).toContain(
        'Такой язык не поддерживается',
      );
      expect(answer.headers.getSetCookie().filter((c) => c.startsWith('lang='))).toEqual([]);
    }
  });

  it('malformed JSON is a 400 and stores nothing', async () => {
    const before = await contactRows();
    const answer = await call(server.url, '/api/shop/common/contact-message', {
      method: 'POST',
      headers: mergeHeaders(guest, { 'content-type': 'application/json', cookie: 'lang=uz' }),
      body: '{"name": "Ali", "message": ',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      ERROR: { code: 'MALFORMED_JSON', message: "So'rov tanasi yaroqli JSON emas." },
    });
    expect(await contactRows()).toBe(before);
  });

  it('an oversized body is a 413 and stores nothing', async () => {
    const before = await contactRows();
    const answer = await postJson(
      server.url,
      '/api/shop/common/contact-message',
      { name: 'Ali Valiyev', email: 'ali@example.uz', message: 'x'.repeat(5_000) },
      mergeHeaders(guest, { 'accept-language': 'en' }),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      ERROR: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is larger than allowed.' },
    });
    expect(await contactRows()).toBe(before);
  });

  it('an unknown /api path is a JSON 404', async () => {
    for (const path of ['/api/shop/nope', '/api/shop/common/nope', '/api/other', '/api']) {
      const answer = await call(server.url, path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.body).toMatchObject({ ERROR: { code: 'NOT_FOUND' } });
    }
  });

  it('a wrong method is a 405 naming the allowed ones', async () => {
    const get = await call(server.url, '/api/shop/common/lang/uz');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.body).toMatchObject({ ERROR: { code: 'METHOD_NOT_ALLOWED', data: { allow: ['POST'] } } });
    expect(get.headers.getSetCookie().filter((c) => c.startsWith('lang='))).toEqual([]);

    const post = await call(server.url, '/api/shop/common/date', {
      method: 'POST',
      headers: mergeHeaders(guest, { cookie: 'lang=ru' }),
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((post.body as { ERROR: { message: string } }).ERROR.message).toBe(
      'Этот адрес не принимает запрос POST. Допустимо: GET, HEAD.',
    );

    const del = await call(server.url, '/api/shop/dictionaries/region', { method: 'DELETE', headers: guest });
    expect(del.status).toBe(405);
  });

  it('invalid fields are a 400 naming each field, and store nothing', async () => {
    const before = await contactRows();
    const answer = await postJson(
      server.url,
      '/api/shop/common/contact-message',
      { name: 'A', email: 'ali@example.uz', message: 'short' },
      guest,
    );
    expect(answer.status).toBe(400);
    const body = answer.body as { ERROR: { code: string; data: { fields: { path: string }[] } } };
    expect(body.ERROR.code).toBe('VALIDATION');
    expect(body.ERROR.data.fields.map((f) => f.path).sort()).toEqual(['message', 'name']);
    expect(await contactRows()).toBe(before);
  });

  it('non-JSON and non-object bodies are validation errors, not crashes', async () => {
    const bodies: { headers: Record<string, string>; body?: string }[] = [
      { headers: { 'content-type': 'text/plain' }, body: 'hello' },
      { headers: { 'content-type': 'application/json' }, body: '[]' },
      { headers: { 'content-type': 'application/json' }, body: 'null' },
      { headers: {} },
    ];
    for (const init of bodies) {
      const answer = await call(server.url, '/api/shop/common/contact-message', {
        method: 'POST',
        body: init.body,
        headers: mergeHeaders(guest, init.headers),
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        ERROR: { code: expect.stringMatching(/VALIDATION|MALFORMED_JSON/) },
      });
    }
  });

  it('a state-changing call without the CSRF token is refused and changes nothing', async () => {
    const before = await contactRows();
    const message = { name: 'Ali Valiyev', email: 'ali@example.uz', message: 'Savolim bor, javob bering.' };
    const missing = await postJson(server.url, '/api/shop/common/contact-message', message, {
      cookie: guest.cookie ?? '',
    });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ ERROR: { code: 'CSRF_INVALID' } });
    const forged = await postJson(server.url, '/api/shop/common/contact-message', message, {
      cookie: guest.cookie ?? '',
      'x-csrf-token': 'forged',
    });
    expect(forged.status).toBe(403);
    const lang = await call(server.url, '/api/shop/common/lang/ru', { method: 'POST' });
    expect(lang.status).toBe(403);
    expect(lang.headers.getSetCookie().filter((c) => c.startsWith('lang='))).toEqual([]);
    expect(await contactRows()).toBe(before);
  });

  it('every answer carries a request id, and keeps a valid one it was given', async () => {
    const mine = await call(server.url, '/api/shop/common/date', {
      headers: { 'x-request-id': 'load-test-0001' },
    });
    expect(mine.headers.get('x-request-id')).toBe('load-test-0001');
    const fresh = await call(server.url, '/api/shop/common/date', { headers: { 'x-request-id': 'bad id!' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
