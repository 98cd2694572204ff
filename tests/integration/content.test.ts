import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentHistory, DynamicList, FooterHistory, PageContent } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * The operator's content (issue 28): a saved version is what readers get at once, a language
 * without its own text falls back, the history only grows, a restore publishes an old text again;
 * nobody but an operator writes, and bad input changes nothing.
 */
let server: Running;
let operator: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn(server, { role: 'operator' });
  buyer = await signIn(server, { role: 'buyer' });
});
afterAll(() => server.close());

const post = <T>(user: { headers: Record<string, string> }, path: string, body: unknown) =>
  call<T>(server.url, `/api/shop/${path}`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = <T>(path: string, headers: Record<string, string> = {}) =>
  call<T>(server.url, `/api/shop/${path}`, { headers });

const versionCount = async () =>
  Number(
    (
      await server.deps.db
        .selectFrom('content_versions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('operator content', () => {
  it('serves the six help pages brought over from the client in every language', async () => {
    const list = await get<DynamicList>('dictionaries/get-dynamic-list?lang=ru');
    expect(list.status).toBe(200);
    expect(list.body.help.map((item) => item.slug)).toEqual([
      'participating',
      'deposite-adjunction',
      'refund-money',
      'bid-lot',
      'check-winner-protocol',
      'buy-one-click',
    ]);
    expect(list.body.help.every((item) => item.lang === 'ru')).toBe(true);
    expect(list.body.footer.email).toBe('info@kimoshdi.uz');
    expect(list.body.footer.social.map((link) => link.network)).toContain('telegram');
    const page = await get<PageContent>('dictionaries/page-content?slug=bid-lot&lang=uz-Cyrl');
    expect(page.body).toMatchObject({ slug: 'bid-lot', kind: 'help', lang: 'uz-Cyrl' });
    expect(page.body.html).toContain('<h2>');
    expect(page.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('publishes a saved version at once, sanitised, and keeps the history; a restore brings an old text back', async () => {
    const before = await get<PageContent>('dictionaries/page-content?slug=refund-money&lang=en');
    const saved = await post<ContentHistory>(operator, 'operator/content/pages/refund-money/versions', {
      lang: 'en',
      title: 'Getting your money back',
      body: '## Steps\n\n1. Open **Refund**.\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))',
    });
    expect(saved.status).toBe(201);
    expect(saved.body.versions).toHaveLength(2);
    expect(saved.body.versions[0]?.author_name).toBeTruthy();

    const now = await get<PageContent>('dictionaries/page-content?slug=refund-money&lang=en');
    expect(now.body.title).toBe('Getting your money back');
    expect(now.body.html).toContain('<strong>Refund</strong>');
    expect(now.body.html).not.toMatch(/<script|alert|javascript/);
    // The other languages are untouched.
    const ru = await get<PageContent>('dictionaries/page-content?slug=refund-money&lang=ru');
    expect(ru.body.title).not.toBe('Getting your money back');

    // The same text again publishes nothing new.
    const again = await post<ContentHistory>(operator, 'operator/content/pages/refund-money/versions', {
      lang: 'en',
      title: 'Getting your money back',
      body: saved.body.current?.body,
    });
    expect(again.body.versions).toHaveLength(2);

    const first = saved.body.versions[1];
    if (!first) throw new Error('no first version');
    const restored = await post<ContentHistory>(
      operator,
      `operator/content/pages/refund-money/versions/${first.id}/restore`,
      {},
    );
    expect(restored.status).toBe(201);
    expect(restored.body.versions).toHaveLength(3);
    expect(restored.body.versions[0]?.restored_from).toBe(first.id);
    const back = await get<PageContent>('dictionaries/page-content?slug=refund-money&lang=en');
    expect(back.body.title).toBe(before.body.title);
    expect(back.body.html).toBe(before.body.html);
  });

  it('answers a language without its own text in the fallback language', async () => {
    const created = await post(operator, 'operator/content/pages', { slug: 'tender-results' });
    expect(created.status).toBe(201);
    // Not shown to readers before it has a text.
    expect(
      (await get<DynamicList>('dictionaries/get-dynamic-list?lang=uz')).body.news.map((n) => n.slug),
    ).not.toContain('tender-results');
    await post(operator, 'operator/content/pages/tender-results/versions', {
      lang: 'uz',
      title: 'Savdo natijalari',
      body: 'Matn',
    });
    const en = await get<PageContent>('dictionaries/page-content?slug=tender-results&lang=en');
    expect(en.body).toMatchObject({ lang: 'uz', title: 'Savdo natijalari', kind: 'news' });
    // Without ?lang, the reader's cookie decides.
    const byCookie = await get<PageContent>('dictionaries/page-content?slug=bid-lot', { cookie: 'lang=ru' });
    expect(byCookie.body.lang).toBe('ru');
    const news = await get<DynamicList>('dictionaries/get-dynamic-list?lang=ru');
    // Found by its address: a browser test of the same run may publish news of its own meanwhile.
    expect(news.body.news.find((item) => item.slug === 'tender-results')).toMatchObject({ lang: 'uz' });
    expect((await post(operator, 'operator/content/pages', { slug: 'tender-results' })).body).toMatchObject({
      ERROR: { code: 'SLUG_TAKEN' },
    });
  });

  it('publishes footer settings and restores old ones', async () => {
    const history = await get<FooterHistory>('operator/content/footer', operator.headers);
    expect(history.status).toBe(200);
    const changed = { ...history.body.current, phone: '+998 71 123 45 67' };
    const saved = await post<FooterHistory>(operator, 'operator/content/footer', changed);
    expect(saved.status).toBe(201);
    expect((await get<DynamicList>('dictionaries/get-dynamic-list?lang=uz')).body.footer.phone).toBe(
      '+998 71 123 45 67',
    );
    const old = saved.body.versions[1];
    if (!old) throw new Error('no old version');
    await post(operator, `operator/content/footer/${old.id}/restore`, {});
    expect((await get<DynamicList>('dictionaries/get-dynamic-list?lang=uz')).body.footer.phone).toBe(
      history.body.current.phone,
    );
  });

  it('refuses everyone but the operator, and bad input, changing nothing', async () => {
    const count = await versionCount();
    const text = { lang: 'uz', title: 'X', body: 'Y' };
    expect((await post(buyer, 'operator/content/pages/bid-lot/versions', text)).status).toBe(403);
    expect(
      (await post({ headers: await guestHeaders(server) }, 'operator/content/pages/bid-lot/versions', text))
        .status,
    ).toBe(401);
    expect((await get('operator/content/pages?kind=help', buyer.headers)).status).toBe(403);
    const bad = [
      ['operator/content/pages/bid-lot/versions', { ...text, lang: 'de' }, 400],
      ['operator/content/pages/bid-lot/versions', { ...text, title: '' }, 400],
      ['operator/content/pages/bid-lot/versions', { ...text, body: 'x'.repeat(60_001) }, 400],
      ['operator/content/pages/Bad_Slug/versions', text, 400],
      ['operator/content/pages/no-such-page/versions', text, 404],
      ['operator/content/pages/bid-lot/versions/999999999/restore', {}, 404],
      ['operator/content/pages', { slug: '../etc' }, 400],
      ['operator/content/footer', { phone: '1', email: 'x', address: {}, social: [] }, 400],
      [
        'operator/content/footer',
        {
          phone: '+998 71 200 00 00',
          email: 'a@b.uz',
          address: { uz: 'a', ru: 'a', 'uz-Cyrl': 'a', en: 'a' },
          social: [{ network: 'telegram', url: 'javascript:alert(1)' }],
        },
        400,
      ],
    ] as const;
    for (const [path, body, status] of bad) {
      const answer = await post<{ ERROR: { code: string; message: string } }>(operator, path, body);
      expect(answer.status, path).toBe(status);
      expect(answer.body.ERROR.message, path).toBeTruthy();
    }
    expect((await get('dictionaries/page-content?slug=no-such-page')).status).toBe(404);
    expect(await versionCount()).toBe(count);
  });
});
