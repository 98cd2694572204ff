import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessageClasses } from './app-messages';
import { captureRoutePatterns, routeLabelOf } from './middleware/http-metrics';

describe('appMessageClasses', () => {
  const app = express();
  // As the real app does (http-metrics.ts): an accessor on the app's request prototype.
  captureRoutePatterns(app);
  app.get('/seen', (req, res) => {
    res.json({
      // Made by the classes: their declared fields are own ones before anything sets them.
      declared: Object.hasOwn(req, 'cookies') && Object.hasOwn(req, 'lang') && req.cookies === undefined,
      requestUnderApp: Object.prototype.isPrototypeOf.call(app.request, req),
      answerUnderApp: Object.prototype.isPrototypeOf.call(app.response, res),
      // The prototypes' accessors are not hidden by a declared field.
      route: (req.route as { path?: string } | undefined)?.path,
      ownRoute: Object.hasOwn(req, 'route'),
      label: routeLabelOf(req),
      query: req.query,
      path: req.path,
      baseUrl: req.baseUrl,
      hasApp: req.app === app,
    });
  });
  app.post('/echo', express.json(), (req, res) => {
    res.json({ body: req.body as unknown, locals: Object.keys(res.locals) });
  });
  app.get('/no-body', express.json(), (req, res) => {
    res.json({ body: req.body === undefined });
  });
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer(appMessageClasses(app), app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("makes requests and answers under the app's prototypes, which Express reads as its own", async () => {
    const answer = await fetch(`${base}/seen?a=1&b=two`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      declared: true,
      requestUnderApp: true,
      answerUnderApp: true,
      route: '/seen',
      ownRoute: false,
      label: '/seen',
      query: { a: '1', b: 'two' },
      path: '/seen',
      baseUrl: '',
      hasApp: true,
    });
  });

  it('leaves what the declared fields stand for as when they were absent: bodies, locals', async () => {
    const echoed = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '15000000' }),
    });
    expect(await echoed.json()).toEqual({ body: { amount: '15000000' }, locals: [] });
    expect(await (await fetch(`${base}/no-body`)).json()).toEqual({ body: true });
  });
});
