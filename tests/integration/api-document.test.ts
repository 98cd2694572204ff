import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import type { Running } from '../../server/src/boot';
import type { OpenApiDocument } from '../../server/src/http/openapi/document';
import { expressRoutes } from '../support/express-routes';
import { call } from '../support/http';
import { startTestServer } from '../support/test-server';

/**
 * What the app serves without a contract in the API document, each with the reason. A `prefix`
 * covers every route and handler under it. An entry no route needs any more fails the test too.
 */
const UNDOCUMENTED: { route: string; prefix?: true; reason: string }[] = [
  { route: 'GET /api/openapi.json', reason: 'the document itself' },
  { route: 'GET /api/docs', reason: 'the documentation page (HTML)' },
  { route: 'GET /api/docs/docs.js', reason: "the documentation page's start-up script" },
  { route: 'USE /api/docs/assets', reason: "the renderer's files (swagger-ui-dist)" },
  { route: 'USE /api/shop', reason: 'the CSRF check in front of every call of /api/shop, not a route' },
  { route: 'USE /files', reason: 'the session in front of GET /files/{id}/{variant}, not a route' },
  {
    route: '/id',
    prefix: true,
    reason:
      'Kimoshdi ID: OpenID Connect endpoints (described by /id/.well-known/openid-configuration) and HTML sign-in pages',
  },
  { route: '/pay/test', prefix: true, reason: 'the test-mode payment page (HTML), absent outside test mode' },
  { route: '/dev', prefix: true, reason: 'development tools (outbox, test E-IMZO), absent in production' },
  {
    route: 'GET /healthz',
    reason: 'the liveness probe of operations, outside the API (docs/operations.md)',
  },
  { route: 'GET /readyz', reason: 'the readiness probe of operations, outside the API (docs/operations.md)' },
  {
    route: 'GET /metrics',
    reason: "Prometheus' exposition format behind a token, outside the API (docs/operations.md)",
  },
  { route: 'USE /static', reason: "the site's static files" },
  { route: 'USE /assets', reason: "the built web client's files" },
  { route: 'GET /robots.txt', reason: "crawlers' rules (text), outside the API (docs/decisions.md)" },
  { route: 'GET /sitemap.xml', reason: 'the sitemap index for crawlers (XML), outside the API' },
  { route: 'GET /sitemaps/{file}', reason: "the sitemap's files for crawlers (XML), outside the API" },
  { route: 'GET /.*/', reason: "the web client's pages (index.html for every other GET)" },
];

const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);
const exempt = (route: string) =>
  UNDOCUMENTED.find((entry) =>
    entry.prefix
      ? pathOf(route) === entry.route || pathOf(route).startsWith(`${entry.route}/`)
      : route === entry.route,
  );

let server: Running;
let document: OpenApiDocument;
let routes: string[];
beforeAll(async () => {
  server = await startTestServer();
  const served = await call<OpenApiDocument>(server.url, '/api/openapi.json');
  expect(served.status).toBe(200);
  document = served.body;
  // The test server's own app: test mode on, development tools present (the widest set).
  routes = expressRoutes(createApp(server.deps));
});
afterAll(() => server.close());

const documented = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every route the app has, and nothing it does not have', () => {
    const calls = documented();
    expect(routes.filter((route) => !calls.includes(route) && !exempt(route))).toEqual([]);
    expect(calls.filter((route) => !routes.includes(route))).toEqual([]);
    // Sanity: the walk saw the whole app, documented routes and the others.
    expect(calls.length).toBeGreaterThan(120);
    expect(routes).toContain('POST /api/payments/payme');
  });

  it('keeps no exemption that no route needs', () => {
    expect(UNDOCUMENTED.filter((entry) => !routes.some((route) => exempt(route) === entry))).toEqual([]);
  });

  it('documents the game events with their payloads and acks', () => {
    const events = (document['x-socket-events'] as { events: Record<string, Record<string, unknown>> })
      .events;
    expect(Object.keys(events)).toEqual(
      expect.arrayContaining([
        'auction:join',
        'auction:bid',
        'auction:bids',
        'auction:state',
        'operator:watch',
      ]),
    );
    expect(events['auction:bid']).toMatchObject({
      direction: 'client-to-server',
      payload: { $ref: '#/components/schemas/AuctionBidPayload' },
      ack: { $ref: '#/components/schemas/AuctionBidAck' },
    });
    expect(document.components?.schemas?.AuctionBidPayload).toBeDefined();
  });
});

describe('GET /api/docs', () => {
  it('is a page of our own origin whose scripts and styles load under the site CSP', async () => {
    const page = await call<string>(server.url, '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.every((source) => source.startsWith('/api/docs/'))).toBe(true);
    expect(page.body).not.toMatch(/<script>/);
    for (const source of sources) expect((await fetch(new URL(source, server.url))).status, source).toBe(200);
  });

  it('serves only the renderer files the page loads', async () => {
    expect((await fetch(new URL('/api/docs/assets/index.html', server.url))).status).toBe(404);
    expect((await fetch(new URL('/api/docs/assets/package.json', server.url))).status).toBe(404);
  });
});
