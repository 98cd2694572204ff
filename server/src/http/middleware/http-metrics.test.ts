import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureRoutePatterns, routeLabelOf } from './http-metrics';

describe('routeLabelOf', () => {
  const app = express();
  captureRoutePatterns(app);
  const label = (req: express.Request, res: express.Response) => {
    res.json({ label: routeLabelOf(req) });
  };

  const interaction = Router({ mergeParams: true });
  interaction.get('/', label);
  interaction.post('/login', label);
  const id = Router();
  id.use('/interaction/:uid', interaction);
  app.use('/id', id);

  // One router mounted at two places: each request labelled by the mount it came through.
  const shared = Router();
  shared.get('/lots/:lotId', label);
  app.use('/api/shop', shared);
  app.use('/api/v2', shared);

  app.get('/api/shop/common/date', label);
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const labelOf = async (path: string, method = 'GET') =>
    ((await (await fetch(`${base}${path}`, { method })).json()) as { label: string }).label;

  it("labels a route under a mount with a parameter by the mount's pattern, never by the URL", async () => {
    expect(await labelOf('/id/interaction/3kD9xQ')).toBe('/id/interaction/:uid');
    expect(await labelOf('/id/interaction/Zz81ab')).toBe('/id/interaction/:uid');
    expect(await labelOf('/id/interaction/Zz81ab/login', 'POST')).toBe('/id/interaction/:uid/login');
    expect(await labelOf('/id/interaction/other/login', 'POST')).toBe('/id/interaction/:uid/login');
  });

  it('labels a route by its own pattern and by the mount it ran under when mounted at several', async () => {
    expect(await labelOf('/api/shop/lots/5')).toBe('/api/shop/lots/:lotId');
    expect(await labelOf('/api/v2/lots/7')).toBe('/api/v2/lots/:lotId');
    expect(await labelOf('/api/shop/lots/8')).toBe('/api/shop/lots/:lotId');
    expect(await labelOf('/api/shop/common/date')).toBe('/api/shop/common/date');
  });

  it('finds a route added after requests were served', async () => {
    expect(await labelOf('/api/shop/common/date')).toBe('/api/shop/common/date');
    app.get('/late/:id', label);
    expect(await labelOf('/late/123')).toBe('/late/:id');
  });
});
