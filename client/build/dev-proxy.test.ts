import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_PATH_PREFIXES } from '../../server/src/http/server-paths';
import { devProxy } from './dev-proxy';

const SERVER_SRC = path.resolve(import.meta.dirname, '../../server/src');
const APP = readFileSync(path.join(SERVER_SRC, 'app.ts'), 'utf8');

/** The path a constant such as QUEUES_VIEW_PATH holds: `const NAME = '/…'` in app.ts or a file of server/src. */
function constantPath(name: string): string {
  const declaration = new RegExp(`const ${name}\\s*=\\s*'(/[^']*)'`);
  const files = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of ['app.ts', ...files]) {
    const found = declaration.exec(readFileSync(path.join(SERVER_SRC, file), 'utf8'));
    if (found) return found[1]!;
  }
  throw new Error(`app.ts mounts at ${name}, whose path is no \`const ${name} = '/…'\` of server/src`);
}

/** The first segment of a path: `/pay/test` → `/pay`. */
const topLevel = (mounted: string) => `/${mounted.split('/')[1]}`;

/**
 * The top-level paths app.ts mounts: `app.use('/x', …)`, `app.use(A_PATH, …)` with a constant path,
 * and the paths of its `onlyUnder(/^\/(?:a|b)/)` routers.
 */
function mountedByApp(): string[] {
  const literal = [...APP.matchAll(/app\.use\(\s*'(\/[^']*)'/g)].map((m) => topLevel(m[1]!));
  const constants = [...APP.matchAll(/app\.use\(\s*([A-Z][A-Z0-9_]*)\s*,/g)].map((m) =>
    topLevel(constantPath(m[1]!)),
  );
  const underNames = [...APP.matchAll(/app\.use\(\s*onlyUnder\((\w+)/g)].map((m) => m[1]!);
  const patterns = underNames.flatMap((name) => {
    const pattern = new RegExp(`const ${name} = /\\^\\\\/\\(\\?:([^)]+)\\)/`).exec(APP);
    if (!pattern) throw new Error(`app.ts: the pattern ${name} is not of the form /^\\/(?:a|b)/`);
    return pattern[1]!.split('|').map((alternative) => topLevel(`/${alternative.replace(/\\/g, '')}`));
  });
  // Socket.IO is attached to the HTTP server beside the app (server/src/realtime), at its default path.
  return [...new Set([...literal, ...constants, ...patterns, '/socket.io'])];
}

const matches = (proxy: Record<string, unknown>, url: string) =>
  Object.keys(proxy).filter((key) => new RegExp(key).test(url));

describe('the Vite dev proxy', () => {
  const proxy = devProxy('http://localhost:3000');

  it('knows every top-level path app.ts mounts', () => {
    const mounted = mountedByApp();
    expect(mounted).toEqual(
      expect.arrayContaining(['/api', '/id', '/dev', '/pay', '/healthz', '/robots.txt']),
    );
    expect(SERVER_PATH_PREFIXES).toEqual(expect.arrayContaining(mounted));
  });

  it('forwards every server path, its subpaths and queries to the server, and Socket.IO with WebSockets', () => {
    for (const prefix of SERVER_PATH_PREFIXES) {
      for (const url of [prefix, `${prefix}/x`, `${prefix}?a=1`])
        expect(matches(proxy, url), url).toHaveLength(1);
    }
    expect(proxy['^/socket\\.io(?:[/?]|$)']).toMatchObject({ ws: true, target: 'http://localhost:3000' });
    expect(proxy['^/id(?:[/?]|$)']).not.toHaveProperty('ws');
  });

  it("leaves the client's own pages and Vite's modules to Vite", () => {
    for (const url of [
      '/',
      '/home',
      '/idea',
      '/lot-list?x=1',
      '/profile/top-up',
      '/src/main.tsx',
      '/@vite/client',
      '/devices',
    ])
      expect(matches(proxy, url), url).toEqual([]);
  });
});
