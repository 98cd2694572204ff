import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router, type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { directRoutes, withDirectRoutes } from './direct-routes';
import { oneLayer } from './one-layer';
import { onlyUnder } from './only-under';

/**
 * The same app twice, one with its fixed paths compiled: every request must see the same functions
 * run, with the same baseUrl, url, route and params, and get the same answer.
 */
function buildApp(compiled: boolean): {
  app: Express;
  count: number;
  entered: () => number;
  /** How often the function that names its one path ran (for any path). */
  namedRan: () => number;
} {
  const app = express();
  // finalhandler's pages then carry no stack (whose frames differ between the two ways in).
  app.set('env', 'production');
  const direct = directRoutes();
  app.use(direct.layer);
  const seen = (req: express.Request): string[] => ((req as unknown as { seen?: string[] }).seen ??= []);
  const mark =
    (name: string): RequestHandler =>
    (req, _res, next) => {
      const route = req.route as { path?: string } | undefined;
      seen(req).push(
        `${name} base=${req.baseUrl} url=${req.url} path=${req.path} route=${route?.path ?? '-'}`,
      );
      next();
    };
  const answer: RequestHandler = (req, res) => {
    mark('answer')(req, res, () => undefined);
    res.json({ seen: seen(req), params: req.params, query: req.query });
  };

  app.use(oneLayer(mark('head-a'), mark('head-b')));
  // A function that acts on one path and says so (`enters`), as the cached catalogue does.
  let namedRan = 0;
  const onDateOnly: RequestHandler = (req, res, next) => {
    namedRan += 1;
    if (req.path === '/api/shop/date') mark('date-only')(req, res, () => undefined);
    next();
  };
  app.use(Object.assign(onDateOnly, { enters: (path: string) => path === '/api/shop/date' }));
  const ops = Router();
  ops.use(mark('ops-use'));
  ops.get('/healthz', answer);
  app.use(onlyUnder(/^\/healthz/i, ops));

  const shop = Router();
  shop.use(mark('shop-use'));
  shop
    .route('/date')
    .get(mark('date-first'), answer)
    .all((_req, res) => res.status(405).json({ no: true }));
  shop.get('/thrown', () => {
    throw new Error('thrown');
  });
  shop.post('/rejected', async () => {
    await Promise.resolve();
    throw new Error('rejected');
  });
  shop.get('/passed', (_req, _res, next) => next(new Error('passed on')));
  // Goes on past its route: the next matching layer (the API's not-found) answers.
  shop.get('/falls-through', mark('falls'));
  shop.get('/twice', mark('first route'));
  shop.get('/twice', answer);
  shop.get('/item/:id', answer);
  shop.get('/', answer);
  // next('route') leaves the rest of its route; next('router') the rest of the shop's router.
  shop.get('/skips', (_req, _res, next) => next('route'), mark('unreached'));
  shop.get('/skips', answer);
  shop.get('/leaves', mark('leaving'), (_req, _res, next) => next('router'));
  shop.get('/leaves', mark('unreached'));
  const api = Router();
  // How often Express itself entered the API's router.
  let entered = 0;
  const routerOf = api as unknown as { handle: (...args: unknown[]) => unknown };
  const handle = routerOf.handle.bind(api);
  routerOf.handle = (...args: unknown[]) => {
    entered += 1;
    return handle(...args);
  };
  api.use(mark('api-use'));
  api.use('/shop', mark('csrf'), shop);
  api.use((req, _res, next) => next(new Error(`not found ${req.originalUrl}`)));
  app.use('/api', api);

  // A router with its own error handler: its paths stay with Express.
  const own = Router();
  own.get('/fails', (_req, _res, next) => next(new Error('own')));
  own.use(((error: Error, _req, res, _next) =>
    res.status(418).json({ own: error.message })) as ErrorRequestHandler);
  app.use('/own', own);
  // Leaves the app: Express's final handler answers 404.
  app.get('/gone', (_req, _res, next) => next('router'));
  // An error the app's error handler passes on: Express's final handler answers 500.
  app.get('/passed-on', (_req, _res, next) => next(new Error('pass on')));

  app.use(((error: Error, req, res, next) => {
    if (error.message === 'pass on') return next(error);
    res.status(500).json({ error: error.message, seen: seen(req), url: req.url, baseUrl: req.baseUrl });
  }) as ErrorRequestHandler);
  return {
    app,
    count: compiled ? direct.compile(app) : 0,
    entered: () => entered,
    namedRan: () => namedRan,
  };
}

const requests: [string, string][] = [
  ['GET', '/api/shop/date'],
  ['GET', '/api/shop/date?day=1&q=a%20b'],
  ['POST', '/api/shop/date'],
  ['GET', '/api/shop/thrown'],
  ['POST', '/api/shop/rejected'],
  ['GET', '/api/shop/passed'],
  ['GET', '/api/shop/falls-through'],
  ['GET', '/api/shop/twice'],
  ['GET', '/api/shop/item/7'],
  ['GET', '/api/shop'],
  ['GET', '/api/shop/'],
  ['GET', '/API/shop/date'],
  ['GET', '/api/shop/date/'],
  ['GET', '/api/shop/missing'],
  ['GET', '/healthz'],
  ['GET', '/own/fails'],
  ['GET', '/nowhere'],
  ['GET', '/api/shop/skips'],
  ['GET', '/api/shop/leaves'],
  ['GET', '/gone'],
  ['GET', '/passed-on'],
];

async function listen(app: Express | RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function ask(
  base: string,
  method: string,
  path: string,
): Promise<{ status: number; body: string; poweredBy: string | null }> {
  const response = await fetch(`${base}${path}`, { method });
  // The test apps leave Express's X-Powered-By on: each way in must send it as Express does.
  return {
    status: response.status,
    body: await response.text(),
    poweredBy: response.headers.get('x-powered-by'),
  };
}

describe('directRoutes', () => {
  let plain: Awaited<ReturnType<typeof listen>>;
  let compiled: Awaited<ReturnType<typeof listen>>;
  let listener: Awaited<ReturnType<typeof listen>>;
  let count = 0;
  let entered = () => 0;
  let namedRan = () => 0;
  let enteredInFront = () => 0;
  let expressEntered = () => 0;

  // Express's final handler logs the error it answers (GET /passed-on), whichever way in.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

  beforeAll(async () => {
    plain = await listen(buildApp(false).app);
    const built = buildApp(true);
    count = built.count;
    entered = built.entered;
    namedRan = built.namedRan;
    compiled = await listen(built.app);
    // The same compiled app behind the listener that runs its table in front of Express.
    const inFront = buildApp(true);
    enteredInFront = inFront.entered;
    // How often Express's own entry ran (its type has no `handle`: a typed view).
    const appOf = inFront.app as unknown as { handle: (...args: unknown[]) => unknown };
    const handle = appOf.handle.bind(inFront.app);
    let handled = 0;
    expressEntered = () => handled;
    appOf.handle = (...args: unknown[]) => {
      handled += 1;
      return handle(...args);
    };
    listener = await listen(withDirectRoutes(inFront.app));
  });
  afterAll(async () => {
    await plain.close();
    await compiled.close();
    await listener.close();
    logged.mockRestore();
  });

  it('compiles the fixed paths, and none under a router with its own error handler', () => {
    // /healthz, /api/shop/{date, thrown, rejected (POST), passed, falls-through, twice, /, skips,
    // leaves}, /gone, /passed-on.
    expect(count).toBe(12);
  });

  it.each(requests)(
    '%s %s answers as through Express, as a layer and in front of it',
    async (method, path) => {
      logged.mockClear();
      const expected = await ask(plain.url, method, path);
      expect(await ask(compiled.url, method, path)).toEqual(expected);
      expect(await ask(listener.url, method, path)).toEqual(expected);
      // What reaches Express's final handler is logged by it each time, and nothing else is.
      expect(logged).toHaveBeenCalledTimes(path === '/passed-on' ? 3 : 0);
    },
  );

  it("a function that names its paths is in their lists only, and still runs for Express's paths", async () => {
    const before = namedRan();
    await ask(compiled.url, 'GET', '/api/shop/date');
    expect(namedRan()).toBe(before + 1);
    await ask(compiled.url, 'GET', '/api/shop/twice');
    expect(namedRan()).toBe(before + 1);
    await ask(compiled.url, 'GET', '/api/shop/item/7');
    expect(namedRan()).toBe(before + 2);
  });

  it('in front of the app, a compiled path never enters Express; any other path does', async () => {
    const before = expressEntered();
    const routers = enteredInFront();
    await ask(listener.url, 'GET', '/api/shop/date');
    await ask(listener.url, 'GET', '/api/shop/thrown');
    expect(expressEntered()).toBe(before);
    expect(enteredInFront()).toBe(routers);
    await ask(listener.url, 'GET', '/api/shop/item/7');
    expect(expressEntered()).toBe(before + 1);
  });

  it('a compiled route runs each function with its router state, without entering a router', async () => {
    const before = entered();
    const { body } = await ask(compiled.url, 'GET', '/api/shop/date?x=1');
    expect(entered()).toBe(before);
    await ask(compiled.url, 'GET', '/api/shop/item/7');
    expect(entered()).toBe(before + 1);
    expect(JSON.parse(body)).toEqual({
      seen: [
        'head-a base= url=/api/shop/date?x=1 path=/api/shop/date route=-',
        'head-b base= url=/api/shop/date?x=1 path=/api/shop/date route=-',
        'date-only base= url=/api/shop/date?x=1 path=/api/shop/date route=-',
        'api-use base=/api url=/shop/date?x=1 path=/shop/date route=-',
        'csrf base=/api/shop url=/date?x=1 path=/date route=-',
        'shop-use base=/api/shop url=/date?x=1 path=/date route=-',
        'date-first base=/api/shop url=/date?x=1 path=/date route=/date',
        'answer base=/api/shop url=/date?x=1 path=/date route=/date',
      ],
      params: {},
      query: { x: '1' },
    });
  });
});
