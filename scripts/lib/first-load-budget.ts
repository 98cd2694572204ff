/**
 * The first-load JavaScript of each page of the router (issue 15): the gzipped bytes a visitor's
 * browser fetches before the page is interactive, read from Vite's manifest of a build
 * (client/dist/.vite/manifest.json).
 * A page's code is the entry with its static imports, plus the page's lazy chunk (and, for a
 * cabinet page, the cabinet's layout chunk) with theirs; chunks shared by both are counted once.
 * Its texts are the language chunks fetched before the first paint: the shell's namespaces and
 * the page's own with its layout's (lib/i18n-namespaces.ts, app/router.tsx), in Uzbek, the default
 * language.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readRouterPages, type RouterPage } from '../../client/build/router-pages';

export const FIRST_LOAD_BUDGET_KB = 170;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageFirstLoad {
  /** The page's file below client/src/app/routes, e.g. "lot-list.tsx". */
  page: string;
  codeKb: number;
  textsKb: number;
  totalKb: number;
  files: string[];
}

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../client');
const ROUTES = 'src/app/routes/';
const PROFILE_LAYOUT = `${ROUTES}profile/layout.tsx`;
const LOCALE = /locales\/uz\/([a-z-]+)\.json$/;

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The namespaces loaded with each page, by the page's file: its own and those of the pages above it
 * on its route (the cabinet's layout), as the router loads them (client/build/router-pages.ts).
 */
function pageNamespaces(routes: RouterPage[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const route of routes) {
    route.chain.forEach((link, index) => {
      const above = route.chain.slice(0, index + 1).flatMap((outer) => outer.namespaces);
      found.set(link.page, [...new Set([...(found.get(link.page) ?? []), ...above])]);
    });
  }
  return found;
}

function shellNamespaces(): string[] {
  const text = readFileSync(path.join(CLIENT_DIR, 'src/lib/i18n-namespaces.ts'), 'utf8');
  const list = /SHELL_NAMESPACES = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([a-z-]+)'/g)].map((name) => name[1] ?? '');
}

export function measureFirstLoad(distDir = path.join(CLIENT_DIR, 'dist')): PageFirstLoad[] {
  const manifest = readManifest(distDir);
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const withStaticImports = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const localeFiles = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const namespace = LOCALE.exec(key)?.[1];
    if (namespace) localeFiles.set(namespace, chunk.file);
  }
  const routes = readRouterPages();
  const namespaces = pageNamespaces(routes);
  // A part a page fetches later (lib/lazy-with-texts.ts) may sit beside it in routes/: not a page.
  const routerPages = new Set(routes.flatMap((route) => route.pages));
  const shell = shellNamespaces();
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

  return Object.keys(manifest)
    .filter(
      (key) =>
        key.startsWith(ROUTES) && manifest[key]?.isDynamicEntry && routerPages.has(key.slice(ROUTES.length)),
    )
    .map((key) => {
      const page = key.slice(ROUTES.length);
      const code = new Set<string>();
      withStaticImports(entry, code);
      if (page.startsWith('profile/') && key !== PROFILE_LAYOUT) withStaticImports(PROFILE_LAYOUT, code);
      withStaticImports(key, code);
      const texts = new Set(
        [...shell, ...(namespaces.get(page) ?? [])].flatMap((namespace) => localeFiles.get(namespace) ?? []),
      );
      const codeBytes = [...code]
        .filter((file) => file.endsWith('.js'))
        .reduce((sum, file) => sum + sizeOf(file), 0);
      const textBytes = [...texts].reduce((sum, file) => sum + sizeOf(file), 0);
      return {
        page,
        codeKb: kb(codeBytes),
        textsKb: kb(textBytes),
        totalKb: kb(codeBytes + textBytes),
        files: [...code, ...texts],
      };
    })
    .sort((a, b) => b.totalKb - a.totalKb);
}

/** `tsx scripts/lib/first-load-budget.ts`: the table of docs/benchmarks.md's first-load section. */
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log('| page | code kB | texts (uz) kB | total kB |\n| --- | ---: | ---: | ---: |');
  for (const row of measureFirstLoad()) {
    console.log(`| ${row.page} | ${row.codeKb} | ${row.textsKb} | ${row.totalKb} |`);
  }
}
