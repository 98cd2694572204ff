/**
 * The API's documentation: `GET /api/openapi.json` (the OpenAPI 3.1 document) and the page
 * `/api/docs`, Swagger UI served from our own origin (swagger-ui-dist from node_modules: no CDN,
 * and the site's Content-Security-Policy holds, since the page runs no inline script).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { openApiJson } from './document';
import { DOCS_PAGE, DOCS_SCRIPT } from './docs-page';

const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/swagger-ui-bundle.js'),
);
/** The renderer's files the page loads; nothing else of the package is served. */
const ASSETS = ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png'];

export function apiDocsRouter(): Router {
  const router = Router();
  router
    .route('/openapi.json')
    .get((_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('json').send(openApiJson());
    })
    .all(methodNotAllowed);
  router
    .route('/docs')
    .get((_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(DOCS_PAGE);
    })
    .all(methodNotAllowed);
  router
    .route('/docs/docs.js')
    .get((_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('js').send(DOCS_SCRIPT);
    })
    .all(methodNotAllowed);
  const assets = express.static(swaggerUiDir, { index: false, maxAge: '1d', fallthrough: true });
  router.use('/docs/assets', (req, res, next) => {
    if (ASSETS.includes(req.path.slice(1))) assets(req, res, next);
    else next();
  });
  return router;
}
