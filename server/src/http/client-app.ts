import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express, { Router } from 'express';
import { callerLanguage } from '../lib/caller';

// Paths that name files: a miss there is a plain 404, never the app's index.html.
const FILE_PREFIXES = ['/api/', '/static/', '/files/', '/assets/', '/socket.io/'];

/**
 * Serves the built client: hashed assets cached for a year, and index.html (never cached) for
 * every other GET, so the app's own router answers /home, /info/..., and its not-found page.
 * Everything goes out compressed (brotli when the browser takes it, else gzip): on a mobile
 * network the JavaScript's size is most of the first load (issue 15). index.html names the
 * visitor's language (cookie, else Accept-Language) before any script runs.
 */
export function clientApp(distDir: string): Router {
  const router = Router();
  const indexHtml = path.join(distDir, 'index.html');
  router.use(compression());
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, async (req, res, next) => {
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
    const lang = callerLanguage(
      req.cookies as Record<string, string | undefined>,
      req.get('accept-language'),
    );
    const html = (await readFile(indexHtml, 'utf8')).replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}
