import { describe, expect, it } from 'vitest';
import { claimsFromOneId, createOneIdClient } from './oneid.client';

const settings = {
  url: 'https://sso.egov.uz',
  clientId: 'kimoshdi',
  clientSecret: 's3cret',
  scope: 'kimoshdi',
};
const flow = { state: 'st4te', nonce: 'n', codeVerifier: 'v', returnTo: '/home' };

describe('claimsFromOneId', () => {
  it.each([
    [
      'a person with every field',
      {
        valid: 'true',
        pin: '31234567890123',
        full_name: 'KARIMOV ALI VALIYEVICH',
        email: ' Ali@Mail.UZ ',
        mob_phon_no: '901234567',
      },
      {
        subject: '31234567890123',
        fullName: 'KARIMOV ALI VALIYEVICH',
        pinfl: '31234567890123',
        email: 'ali@mail.uz',
        phone: '+998901234567',
      },
    ],
    [
      'a name from its parts, a phone with the country code, a company tax id',
      {
        pin: '31234567890123',
        sur_name: 'Karimova',
        first_name: 'Dilnoza',
        tin: '123456789',
        mob_phon_no: '998-90-765-43-21',
      },
      {
        subject: '31234567890123',
        fullName: 'Karimova Dilnoza',
        pinfl: '31234567890123',
        stir: '123456789',
        phone: '+998907654321',
      },
    ],
    [
      'ids of the wrong length are dropped, the user id is the subject',
      { user_id: 'ali_k', pin: '123', tin: '12', mob_phon_no: '12345' },
      { subject: 'ali_k', fullName: 'ali_k' },
    ],
  ])('%s', (_name, identity, expected) => {
    expect(claimsFromOneId(identity)).toEqual({
      pinfl: undefined,
      stir: undefined,
      phone: undefined,
      email: undefined,
      ...expected,
    });
  });

  it('refuses an identity OneID marks invalid, or one without any id', () => {
    expect(() => claimsFromOneId({ valid: 'false', pin: '31234567890123' })).toThrow(/not valid/);
    expect(() => claimsFromOneId({ full_name: 'Ali' })).toThrow(/no personal id/);
  });
});

describe('the OneID flow', () => {
  it('sends the browser to Authorization.do with one_code and the state', async () => {
    const url = await createOneIdClient(settings).authorizationUrl('https://kimoshdi.uz', flow);
    expect(url.origin + url.pathname).toBe('https://sso.egov.uz/sso/oauth/Authorization.do');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'one_code',
      client_id: 'kimoshdi',
      redirect_uri: 'https://kimoshdi.uz/api/shop/auth/callback',
      scope: 'kimoshdi',
      state: 'st4te',
    });
  });

  it('exchanges the code, then the token for the identity', async () => {
    const sent: Record<string, string>[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      const form = Object.fromEntries(new URLSearchParams(String(init.body)));
      sent.push(form);
      const body =
        form.grant_type === 'one_authorization_code'
          ? { access_token: 'at-1', token_type: 'Bearer', expires_in: 3600 }
          : { valid: 'true', pin: '31234567890123', full_name: 'Ali Karimov' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const client = createOneIdClient(settings, fakeFetch);
    const callback = new URL('https://kimoshdi.uz/api/shop/auth/callback?code=c0de&state=st4te');
    const claims = await client.exchange('https://kimoshdi.uz', callback, flow);
    expect(claims).toMatchObject({ subject: '31234567890123', fullName: 'Ali Karimov' });
    expect(sent).toEqual([
      {
        grant_type: 'one_authorization_code',
        client_id: 'kimoshdi',
        client_secret: 's3cret',
        code: 'c0de',
        redirect_uri: 'https://kimoshdi.uz/api/shop/auth/callback',
      },
      {
        grant_type: 'one_access_token_identify',
        client_id: 'kimoshdi',
        client_secret: 's3cret',
        access_token: 'at-1',
        scope: 'kimoshdi',
      },
    ]);
  });

  it('refuses a callback whose state is not ours, before calling OneID', async () => {
    let called = false;
    const client = createOneIdClient(settings, (async () => {
      called = true;
      return new Response('{}');
    }) as typeof fetch);
    const callback = new URL('https://kimoshdi.uz/api/shop/auth/callback?code=c0de&state=other');
    await expect(client.exchange('https://kimoshdi.uz', callback, flow)).rejects.toThrow(/state/);
    expect(called).toBe(false);
  });

  it('fails clearly when OneID refuses the code', async () => {
    const client = createOneIdClient(
      settings,
      (async () => new Response('denied', { status: 401 })) as typeof fetch,
    );
    const callback = new URL('https://kimoshdi.uz/api/shop/auth/callback?code=bad&state=st4te');
    await expect(client.exchange('https://kimoshdi.uz', callback, flow)).rejects.toThrow(
      /OneID answered 401/,
    );
  });
});
