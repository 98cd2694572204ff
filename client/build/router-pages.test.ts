import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouterPages } from './router-pages';

const ROUTES = path.resolve(import.meta.dirname, '../src/app/routes');

describe('readRouterPages on the real router', () => {
  const pages = readRouterPages();

  it('finds the pages of every part of the site, each with an existing file', () => {
    const patterns = pages.map((page) => page.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/home',
        '/lot-list',
        '/lot-view/:id',
        '/game-view/:id',
        '/profile/messages',
        '/*',
      ]),
    );
    for (const page of pages) {
      for (const file of page.pages) expect(existsSync(path.join(ROUTES, file)), file).toBe(true);
    }
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("puts the cabinet's layout before a cabinet page, with both pages' namespaces", () => {
    const messages = pages.find((page) => page.pattern === '/profile/messages');
    expect(messages?.pages).toEqual(['profile/layout.tsx', 'profile/messages.tsx']);
    const orderPage = pages.find((page) => page.pattern === '/profile/orders/:tab/:id');
    expect(orderPage?.namespaces).toEqual(expect.arrayContaining(['bans', 'cabinet', 'orders']));
  });

  it("reads the index route of a parent as the parent's own address", () => {
    expect(pages.find((page) => page.pattern === '/profile')?.pages).toEqual([
      'profile/layout.tsx',
      'profile/index.tsx',
    ]);
    expect(pages.find((page) => page.pattern === '/order-create')?.pages).toEqual(['order-create.tsx']);
  });
});

describe('readRouterPages on a router it cannot read', () => {
  const write = (text: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'router-')), 'router.tsx');
    writeFileSync(file, text);
    return file;
  };

  it('refuses a lazy route that is not page(() => import(…))', () => {
    const file = write(`createBrowserRouter([{ path: 'x', lazy: () => import('./routes/x') }]);`);
    expect(() => readRouterPages(file)).toThrow(/not page/);
  });

  it('refuses a file without a router', () => {
    expect(() => readRouterPages(write('export const nothing = 1;'))).toThrow(/no createBrowserRouter/);
  });
});
