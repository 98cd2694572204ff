import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

// Paths that name files: a miss there is a plain 404, never the app's index.html.
const FILE_PREFIXES = ['/api/', '/static/', '/files/', '/assets/', '/socket.io/'];

/**
 * Serves the built client: hashed assets cached for a year, and index.html (never cached) for
 * every other GET, so the app's own router answers /home, /info/..., and its not-found page.
 */
export function clientApp(distDir: string): Router {
  const router = Router();
  const indexHtml = path.join(distDir, 'index.html');
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    if (FILE_PREFIXES.some((prefix) => req.path.startsWith(prefix))) {
      next();
      return;
    }
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain')
        .send(`The web client is not built: run "npm run build" (looked for ${indexHtml}).`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
