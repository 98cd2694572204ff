/**
 * The yardstick: a trivial Express 5 app with one JSON route, no middleware, measured the same way
 * as the shop. The shop's figures are read as a share of what this machine can do with Express at all.
 */
import { once } from 'node:events';
import express from 'express';

async function main(): Promise<void> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/baseline', (_req, res) => {
    res.json({ ok: true, at: 'baseline' });
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
  process.send?.({ url: `http://127.0.0.1:${port}` });
}

main().catch((error: unknown) => {
  process.send?.({ error: String(error) });
  process.exit(1);
});
