/**
 * Every route an Express app really has, found by walking its routers' stacks (Express 5's
 * `app.router`), so a route added anywhere is seen without registering it twice. A route is
 * `GET /api/shop/common/lang/{lang}` (OpenAPI's path form); a handler mounted on a path of its own
 * that is not a router (a static folder, a middleware in front of a router) is `USE /static`: the
 * walk cannot see what such a handler answers, so each is named for the reader to judge.
 */
import type { Express } from 'express';

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** `/lang/:lang` -> `/lang/{lang}`; a router's own root (`/api/shop/operator/refunds/`) has no slash. */
function openApiPath(path: string): string {
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/+$/, '');
  return converted === '' ? '/' : converted;
}

function pathOf(raw: unknown): string {
  if (raw === undefined || raw === '/') return '';
  return raw instanceof RegExp ? raw.toString() : String(raw);
}

function walk(stack: Layer[], prefix: string, found: Set<string>): void {
  for (const layer of stack) {
    if (layer.route) {
      const own = layer.route.path;
      // A pattern route (the web client's catch-all) is named by its pattern.
      const path = own instanceof RegExp ? prefix + own.toString() : openApiPath(prefix + pathOf(own));
      const methods = Object.keys(layer.route.methods).filter((method) => method !== '_all');
      for (const method of methods.length ? methods : ['all']) found.add(`${method.toUpperCase()} ${path}`);
    } else if (layer.handle.stack) {
      walk(layer.handle.stack, prefix + pathOf(layer.rawPath), found);
    } else if (pathOf(layer.rawPath)) {
      found.add(`USE ${openApiPath(prefix + pathOf(layer.rawPath))}`);
    }
  }
}

export function expressRoutes(app: Express): string[] {
  const found = new Set<string>();
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', found);
  return [...found].sort();
}
